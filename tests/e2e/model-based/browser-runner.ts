/**
 * Runs one planned path in Chromium: the user actions of each step, real timers, invoke requests
 * held at the network layer until the path lets them through (done) or fails them (error). After
 * each step the app's own actor must report the expected state (through the QA bridge's
 * BroadcastChannel) and the page must show what the UI model declares for that state.
 */
import {
  type APIRequestContext,
  expect,
  type Locator,
  type Page,
  type Route,
  type TestInfo,
} from '@playwright/test';
import type { StateValue } from 'xstate';
import { QA_CHANNEL, type QaSnapshotRecord } from '../../../src/qa/qa-protocol';
import { describeCheck, failureMessage } from './failure-report';
import { inPageChecksOf, type PlannedPath, type StateCheckGroup, sameValue, stepLabel } from './plan';
import type { MachineUiModel, UiAction, UiCheck, UiTarget } from './ui-model';

/** Long enough for a real 1 s delay plus a server round trip on a busy two-core machine. */
const STATE_TIMEOUT_MS = 8_000;
/**
 * How often a wait for a reported state or a held request looks again. expect.poll's default backs
 * off to 1 s, longer than a 300 ms state lasts (the profile switch's reloadWaiting): its checks would
 * run after the page had already reloaded.
 */
const POLL_INTERVALS_MS = [25, 50];

export interface RunContext {
  page: Page;
  request: APIRequestContext;
  /** Named fixtures a UI model's `{ fixture }` actions refer to. */
  fixtures: Record<string, (ctx: RunContext) => Promise<void>>;
  /**
   * How long a `visible` check waits (default: a whole app start on a busy machine). The runner's
   * own test, whose page is a static fixture, shortens it: its broken view waits it out on purpose.
   */
  visibleTimeoutMs?: number;
}

/** A reported snapshot and the document that reported it (a random id per page load). */
type RecordedSnapshot = QaSnapshotRecord & { doc: string };

/** What the page saw for each check of a state it checked itself (`UiStateChecks.checkedInPage`). */
interface InPageResult {
  machineId: string;
  key: string;
  results: Array<{ ok: boolean; seen: string }>;
}

/** Snapshots the app's actors report, collected in Node (they survive page reloads). */
export class StateRecorder {
  readonly records: RecordedSnapshot[] = [];
  private cursor = 0;
  private readonly inPage: InPageResult[] = [];
  private inPageCursor = 0;

  constructor(private readonly page: Page) {}

  static async install(page: Page, model?: MachineUiModel): Promise<StateRecorder> {
    const recorder = new StateRecorder(page);
    await page.exposeFunction('__qaModelRecord', (record: RecordedSnapshot) => {
      recorder.records.push(record);
    });
    await page.exposeFunction('__qaModelInPage', (result: InPageResult) => {
      recorder.inPage.push(result);
    });
    // Taken as the app posts it, not from a listener: a message still queued when the state's own
    // entry reloads the page (profile switch → reloading) would never be delivered.
    await page.addInitScript(
      ({ channelName, inPageChecks }) => {
        const doc = Math.random().toString(36).slice(2);
        const w = window as unknown as {
          __qaModelDoc: string;
          __qaModelRecord: (r: unknown) => void;
          __qaModelInPage: (r: unknown) => void;
        };
        w.__qaModelDoc = doc;
        type Json = Record<string, unknown>;
        const paths = (value: unknown, prefix = ''): string[] =>
          typeof value === 'string'
            ? [prefix ? `${prefix}.${value}` : value]
            : Object.entries(value as Json).flatMap(([k, v]) => {
                const key = prefix ? `${prefix}.${k}` : k;
                return [key, ...(v && typeof v === 'object' && Object.keys(v).length ? paths(v, key) : [])];
              });
        const text = (pattern: unknown, value: string) =>
          typeof pattern === 'string'
            ? value === pattern
            : new RegExp((pattern as Json).source as string, (pattern as Json).flags as string).test(value);
        // Targets by test id, or by explicit role and accessible name (aria-label, else the text).
        const find = (target: Json): Element[] => {
          if (typeof target.testId === 'string')
            return [...document.querySelectorAll(`[data-testid="${CSS.escape(target.testId)}"]`)];
          if (typeof target.role === 'string' && !target.within)
            return [...document.querySelectorAll(`[role="${CSS.escape(target.role)}"]`)].filter(
              (el) =>
                target.name === undefined ||
                text(target.name, el.getAttribute('aria-label') ?? el.textContent?.trim() ?? ''),
            );
          throw new Error(`target ${JSON.stringify(target)} is not checkable in the page`);
        };
        const run = (check: Json) => {
          try {
            if (check.visible) {
              const shown = find(check.visible as Json).filter((el) =>
                el.checkVisibility({ visibilityProperty: true }),
              );
              return { ok: shown.length > 0, seen: `${shown.length} visible` };
            }
            if (check.attribute) {
              const target = find(check.attribute as Json)[0];
              if (!target && check.whereShown) return { ok: true, seen: 'not shown' };
              const value = target?.getAttribute(check.name as string) ?? null;
              return { ok: value === check.equals, seen: `${check.name}=${JSON.stringify(value)}` };
            }
            return { ok: false, seen: 'this kind of check is not run in the page' };
          } catch (error) {
            return { ok: false, seen: String(error) };
          }
        };
        const post = BroadcastChannel.prototype.postMessage;
        BroadcastChannel.prototype.postMessage = function (this: BroadcastChannel, data: unknown) {
          const message = data as {
            kind?: string;
            replay?: boolean;
            machineId?: string;
            to?: unknown;
          } | null;
          if (this.name === channelName && message?.kind === 'snapshot' && !message.replay) {
            w.__qaModelRecord({ ...message, doc });
            const active = paths(message.to);
            for (const spec of inPageChecks) {
              if (spec.machineId !== message.machineId || !active.includes(spec.key)) continue;
              // A task queued now runs once the app has rendered the state, and before any timer of
              // the state itself: its shortest is longer than this zero-delay one.
              setTimeout(() => {
                const results = (spec.checks as Json[]).map(run);
                w.__qaModelInPage({ machineId: spec.machineId, key: spec.key, results });
              }, 0);
            }
          }
          return post.call(this, data);
        };
      },
      { channelName: QA_CHANNEL, inPageChecks: model ? inPageChecksOf(model) : [] },
    );
    return recorder;
  }

  /**
   * The results of the checks the page ran itself for the state just reached (`checkedInPage`
   * groups), each the first reported since the last step's.
   */
  async inPageResults(
    machineId: string,
    groups: StateCheckGroup[],
    where: Omit<Parameters<typeof failureMessage>[0], 'check' | 'error'>,
  ): Promise<void> {
    for (const group of groups.filter((g) => g.checkedInPage)) {
      const found = () =>
        this.inPage.findIndex(
          (r, i) => i >= this.inPageCursor && r.machineId === machineId && r.key === group.key,
        );
      try {
        await expect
          .poll(found, {
            timeout: STATE_TIMEOUT_MS,
            intervals: POLL_INTERVALS_MS,
            message: `the page reports its checks of "${group.key}"`,
          })
          .toBeGreaterThanOrEqual(0);
      } catch (error) {
        throw new Error(failureMessage({ ...where, check: 'checks run in the page', error }));
      }
      const index = found();
      this.inPageCursor = index + 1;
      const { results } = this.inPage[index]!;
      for (const [i, check] of group.checks.entries()) {
        const result = results[i]!;
        if (!result.ok)
          throw new Error(
            failureMessage({
              ...where,
              state: `${where.state} (${group.key}: ${group.shows}; checked in the page as it rendered)`,
              check: describeCheck(check),
              error: new Error(`seen: ${result.seen}`),
            }),
          );
      }
    }
  }

  /**
   * Waits until the page now open reports `value` (`UiAction` `{ reached }`): the page before it may
   * have reported the same state, e.g. the checks run on the page a login lands on before the path
   * opens its own.
   */
  async reachOnThisPage(machineId: string, value: StateValue): Promise<void> {
    const doc = await this.page.evaluate(() => (window as unknown as { __qaModelDoc: string }).__qaModelDoc);
    const found = () =>
      this.records.findIndex(
        (r, i) => i >= this.cursor && r.doc === doc && r.machineId === machineId && sameValue(r.to, value),
      );
    await expect
      .poll(found, {
        timeout: STATE_TIMEOUT_MS,
        intervals: POLL_INTERVALS_MS,
        message: `machine ${machineId} of this page reports ${JSON.stringify(value)} (last: ${JSON.stringify(this.latest(machineId)?.to)})`,
      })
      .toBeGreaterThanOrEqual(0);
    this.cursor = found() + 1;
  }

  latest(machineId: string): QaSnapshotRecord | undefined {
    return this.records.findLast((r) => r.machineId === machineId);
  }

  /**
   * Waits until the machine has reported `value` (the start of a path); later steps look after its
   * last report. A start may already be left by a real timer (the layout check's 200 ms run while
   * the scenario logs in): the steps that follow find their own states after it.
   */
  async settleAt(machineId: string, value: StateValue): Promise<void> {
    const found = () =>
      this.records.findLastIndex((r) => r.machineId === machineId && sameValue(r.to, value));
    await expect
      .poll(found, {
        timeout: STATE_TIMEOUT_MS,
        intervals: POLL_INTERVALS_MS,
        message: `machine ${machineId} reports ${JSON.stringify(value)} (last: ${JSON.stringify(this.latest(machineId)?.to)})`,
      })
      .toBeGreaterThanOrEqual(0);
    this.cursor = found() + 1;
  }

  /** Waits until the machine reports `value` after the last state found (passing through counts). */
  async reach(machineId: string, value: StateValue): Promise<void> {
    const found = () =>
      this.records.findIndex(
        (r, i) => i >= this.cursor && r.machineId === machineId && sameValue(r.to, value),
      );
    await expect
      .poll(found, {
        timeout: STATE_TIMEOUT_MS,
        intervals: POLL_INTERVALS_MS,
        message: `machine ${machineId} reports ${JSON.stringify(value)} (last: ${JSON.stringify(this.latest(machineId)?.to)})`,
      })
      .toBeGreaterThanOrEqual(0);
    this.cursor = found() + 1;
  }
}

/** Holds the requests of a machine's invokes until a path step lets them through or fails them. */
export class RequestGate {
  private readonly held: Array<{ route: Route; url: URL; method: string }> = [];
  private armed = false;
  /**
   * Invokes answered in the current step, and how: their requests that arrive later in the step are
   * answered alike. Two machines ask the same URL at once (the post-login and layout checks both ask
   * user-contest-data, from the same transition of the app root), but their requests reach the
   * runner one by one: a release that took the first alone left the layout check's request held,
   * so the check stayed in contest.loading (seen under load in the full run).
   */
  private readonly answering = new Map<string, 'release' | 'fail'>();

  constructor(private readonly model: MachineUiModel) {}

  static async install(page: Page, model: MachineUiModel): Promise<RequestGate> {
    const gate = new RequestGate(model);
    const specs = Object.values(model.requests);
    // A new document (goto, reload) makes the old one's held requests stale: releasing them would
    // answer a page that is going away (or a wait would take them for the new page's). Dropped
    // unanswered, so the old page's actors see nothing before the browser cancels them. One the old
    // page still sends before it goes can be taken with the new page's; the new page's requests
    // that come after are let through all the same (`answering`).
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) gate.held.length = 0;
    });
    await page.route(
      (url) => specs.some((spec) => spec.url(url)),
      async (route) => {
        const request = route.request();
        const url = new URL(request.url());
        const method = request.method();
        const held = specs.some((spec) => spec.url(url) && (spec.method ?? 'GET') === method);
        if (!gate.armed || !held) return route.fallback();
        for (const [invokeId, kind] of gate.answering) {
          if (specOf(model, invokeId)(url, method))
            return kind === 'release' ? route.fallback() : route.abort('internetdisconnected');
        }
        gate.held.push({ route, url, method });
      },
    );
    return gate;
  }

  arm(): void {
    this.armed = true;
  }

  /** Requests of this invoke are answered as they arrive (`UiEventActions.answerAtOnce`), for one step. */
  answerAtOnce(invokeId: string, kind: 'release' | 'fail' = 'release'): void {
    this.answering.set(invokeId, kind);
  }

  /** The step is over: requests of the invokes it answered are held again. */
  endStep(): void {
    this.answering.clear();
  }

  /**
   * Every held request of an invoke, once at least one waits. All of them go together: two machines
   * can ask the same URL at once, and the one the path names must not stay behind the other's.
   */
  private async take(invokeId: string): Promise<Route[]> {
    const matches = (h: { url: URL; method: string }) => specOf(this.model, invokeId)(h.url, h.method);
    await expect
      .poll(() => this.held.some(matches), {
        timeout: STATE_TIMEOUT_MS,
        intervals: POLL_INTERVALS_MS,
        message: `a request of "${invokeId}" is waiting`,
      })
      .toBe(true);
    const taken = this.held.filter(matches);
    for (const h of taken) this.held.splice(this.held.indexOf(h), 1);
    return taken.map((h) => h.route);
  }

  async release(invokeId: string): Promise<void> {
    const routes = await this.take(invokeId);
    this.answering.set(invokeId, 'release');
    for (const route of routes) await route.fallback().catch(ignoreGoneRequest);
  }

  async fail(invokeId: string): Promise<void> {
    const routes = await this.take(invokeId);
    this.answering.set(invokeId, 'fail');
    for (const route of routes) await route.abort('internetdisconnected').catch(ignoreGoneRequest);
  }
}

function specOf(model: MachineUiModel, invokeId: string): (url: URL, method: string) => boolean {
  const spec = model.requests[invokeId]!;
  return (url, method) => spec.url(url) && (spec.method ?? 'GET') === method;
}

/** A held request the page has since aborted (a newer invoke replaced it) has nothing to answer. */
function ignoreGoneRequest(error: unknown): void {
  if (error instanceof Error && /already handled|closed|detached/i.test(error.message)) return;
  throw error;
}

export function locate(page: Page, target: UiTarget): Locator {
  const root: Page | Locator = target.within ? locate(page, target.within) : page;
  if ('role' in target) {
    return root.getByRole(target.role as Parameters<Page['getByRole']>[0], {
      ...(target.name !== undefined ? { name: target.name } : {}),
      ...(target.exact !== undefined ? { exact: target.exact } : {}),
    });
  }
  if ('label' in target) return root.getByLabel(target.label, { exact: target.exact ?? false });
  if ('text' in target) return root.getByText(target.text, { exact: target.exact ?? false });
  return root.getByTestId(target.testId);
}

export async function runCheck(
  page: Page,
  check: UiCheck,
  // A state whose entry reloads the page (profile switch → reloading) shows after a whole app start.
  visibleTimeoutMs = 2 * STATE_TIMEOUT_MS,
): Promise<void> {
  if ('visible' in check)
    return expect(locate(page, check.visible).first()).toBeVisible({ timeout: visibleTimeoutMs });
  if ('hidden' in check) return expect(locate(page, check.hidden)).toHaveCount(0);
  if ('count' in check) return expect(locate(page, check.count)).toHaveCount(check.equals);
  if ('text' in check && 'contains' in check)
    return expect(locate(page, check.text).first()).toContainText(check.contains);
  if ('attribute' in check) {
    const target = locate(page, check.attribute);
    if (check.whereShown && (await target.count()) === 0) return;
    return expect(target.first()).toHaveAttribute(check.name, check.equals);
  }
  if ('url' in check) return expect(page).toHaveURL((url) => check.url.test(`${url.pathname}${url.search}`));
}

/** The runner's own parts an action may use: the held requests and the machine's reports. */
export interface RunParts {
  gate: RequestGate;
  recorder: StateRecorder;
  machineId: string;
}

export async function runAction(
  ctx: RunContext,
  action: UiAction,
  event: { type: string },
  parts?: RunParts,
): Promise<void> {
  const { page } = ctx;
  const gate = parts?.gate;
  if ('holdRequests' in action) return gate?.arm();
  if ('reached' in action) {
    if (!parts) throw new Error('{ reached } needs the running path');
    return parts.recorder.reachOnThisPage(parts.machineId, action.reached);
  }
  if ('release' in action) return gate?.release(action.release);
  if ('fail' in action) return gate?.fail(action.fail);
  // A missing target fails the step in seconds, not at the path's 90 s test timeout.
  if ('click' in action)
    return locate(page, action.click)
      .first()
      .click({ timeout: 2 * STATE_TIMEOUT_MS });
  if ('fill' in action) {
    const text = typeof action.with === 'function' ? action.with(event) : action.with;
    return locate(page, action.fill)
      .first()
      .fill(text, { timeout: 2 * STATE_TIMEOUT_MS });
  }
  if ('press' in action) return page.keyboard.press(action.press);
  if ('goto' in action) {
    await page.goto(action.goto);
    return;
  }
  if ('reload' in action) {
    await page.reload();
    return;
  }
  if ('scrollToEnd' in action) {
    await locate(page, action.scrollToEnd)
      .first()
      .evaluate((el) => el.scrollTo(0, el.scrollHeight));
    return;
  }
  const fixture = ctx.fixtures[action.fixture];
  if (!fixture) throw new Error(`unknown fixture "${action.fixture}"`);
  await fixture(ctx);
}

/** What one run exercised, for the coverage report (attached to the test as `model-coverage`). */
export interface RunCoverage {
  machine: string;
  pathIndex: number;
  states: string[];
  transitions: string[];
  passedSteps: number;
  totalSteps: number;
}

async function checkState(
  { page, visibleTimeoutMs }: RunContext,
  groups: StateCheckGroup[],
  where: Omit<Parameters<typeof failureMessage>[0], 'check' | 'error'>,
  testInfo: TestInfo,
): Promise<void> {
  for (const group of groups) {
    for (const check of group.checks) {
      try {
        await runCheck(page, check, visibleTimeoutMs);
      } catch (error) {
        await testInfo.attach('screenshot', { body: await page.screenshot(), contentType: 'image/png' });
        throw new Error(
          failureMessage({
            ...where,
            state: `${where.state} (${group.key}: ${group.shows})`,
            check: describeCheck(check),
            error,
          }),
        );
      }
    }
  }
}

export async function runPlannedPath(
  ctx: RunContext,
  model: MachineUiModel,
  planned: PlannedPath,
  testInfo: TestInfo,
): Promise<RunCoverage> {
  const { page } = ctx;
  const coverage: RunCoverage = {
    machine: planned.machine,
    pathIndex: planned.path.index,
    states: [],
    transitions: [],
    passedSteps: 0,
    totalSteps: planned.steps.length,
  };
  const attach = () =>
    testInfo.attach('model-coverage', { body: JSON.stringify(coverage), contentType: 'application/json' });
  const recorder = await StateRecorder.install(page, model);
  const gate = await RequestGate.install(page, model);
  if (!planned.setup.some((a) => 'holdRequests' in a)) gate.arm();
  const firstCause = planned.steps[0]?.cause;
  // Set before the scenario, whose page sends the request: the step that ends it is the first one.
  if (firstCause && (firstCause.kind === 'release' || firstCause.kind === 'fail') && firstCause.atOnce)
    gate.answerAtOnce(firstCause.invokeId, firstCause.kind);
  const where = (stepIndex: number, state: string) => ({
    title: planned.title,
    step: stepIndex,
    totalSteps: planned.steps.length,
    stepLabel: stepIndex === 0 ? 'setup' : stepLabel(planned.steps[stepIndex - 1]!.step),
    state,
  });
  try {
    const parts: RunParts = { gate, recorder, machineId: model.machineId };
    for (const action of planned.setup) await runAction(ctx, action, { type: 'setup' }, parts);
    const start = planned.steps[0]?.step.from ?? planned.path.target;
    try {
      await recorder.settleAt(model.machineId, planned.startValue);
    } catch (error) {
      throw new Error(failureMessage({ ...where(0, start), check: 'machine state', error }));
    }
    await checkState(ctx, planned.initialChecks, where(0, start), testInfo);
    coverage.states.push(...planned.startStates);
    coverage.transitions.push(...planned.startTransitions);
    for (const [i, { step, cause, checks }] of planned.steps.entries()) {
      if (cause.kind === 'actions')
        for (const action of cause.actions) await runAction(ctx, action, step.event, parts);
      else if ((cause.kind === 'release' || cause.kind === 'fail') && cause.atOnce) {
        // Answered as it arrived (set up before the scenario).
      } else if (cause.kind === 'release') await gate.release(cause.invokeId);
      else if (cause.kind === 'fail') await gate.fail(cause.invokeId);
      try {
        await recorder.reach(model.machineId, step.toValue);
      } catch (error) {
        await testInfo.attach('screenshot', { body: await page.screenshot(), contentType: 'image/png' });
        throw new Error(failureMessage({ ...where(i + 1, step.to), check: 'machine state', error }));
      }
      await recorder.inPageResults(model.machineId, checks, where(i + 1, step.to));
      await checkState(
        ctx,
        checks.filter((group) => !group.checkedInPage),
        where(i + 1, step.to),
        testInfo,
      );
      gate.endStep();
      coverage.states.push(...step.covers.states);
      coverage.transitions.push(...step.covers.transitions);
      coverage.passedSteps++;
    }
  } finally {
    await attach();
  }
  return coverage;
}

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
import type { MachineUiModel, UiAction, UiCheck, UiTarget } from '../../../src/machines/shared/ui-model';
import { QA_CHANNEL, type QaSnapshotRecord } from '../../../src/qa/qa-protocol';
import { describeCheck, failureMessage } from './failure-report';
import { type PlannedPath, type StateCheckGroup, sameValue, stepLabel } from './plan';

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
}

/** Snapshots the app's actors report, collected in Node (they survive page reloads). */
export class StateRecorder {
  readonly records: QaSnapshotRecord[] = [];
  private cursor = 0;

  static async install(page: Page): Promise<StateRecorder> {
    const recorder = new StateRecorder();
    await page.exposeFunction('__qaModelRecord', (record: QaSnapshotRecord) => {
      recorder.records.push(record);
    });
    // Taken as the app posts it, not from a listener: a message still queued when the state's own
    // entry reloads the page (profile switch → reloading) would never be delivered.
    await page.addInitScript((channelName) => {
      const post = BroadcastChannel.prototype.postMessage;
      BroadcastChannel.prototype.postMessage = function (this: BroadcastChannel, data: unknown) {
        const message = data as { kind?: string; replay?: boolean } | null;
        if (this.name === channelName && message?.kind === 'snapshot' && !message.replay)
          (window as unknown as { __qaModelRecord: (r: unknown) => void }).__qaModelRecord(message);
        return post.call(this, data);
      };
    }, QA_CHANNEL);
    return recorder;
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

  constructor(private readonly model: MachineUiModel) {}

  static async install(page: Page, model: MachineUiModel): Promise<RequestGate> {
    const gate = new RequestGate(model);
    const specs = Object.values(model.requests);
    // A new document (goto, reload) makes the old one's held requests stale: releasing them would
    // answer a page that is going away (or a wait would take them for the new page's). Dropped
    // unanswered, so the old page's actors see nothing before the browser cancels them.
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
        const atOnce = gate.atOnce;
        // Every request of it until the first step is seen: two machines may ask the same URL.
        if (atOnce && specOf(model, atOnce.invokeId)(url, method)) {
          return atOnce.kind === 'release' ? route.fallback() : route.abort('internetdisconnected');
        }
        gate.held.push({ route, url, method });
      },
    );
    return gate;
  }

  /** Requests of this invoke are answered as they arrive (`UiEventActions.answerAtOnce`), until cleared. */
  private atOnce: { invokeId: string; kind: 'release' | 'fail' } | null = null;

  arm(): void {
    this.armed = true;
  }

  answerAtOnce(invokeId: string | null, kind: 'release' | 'fail' = 'release'): void {
    this.atOnce = invokeId === null ? null : { invokeId, kind };
  }

  /**
   * Every held request of an invoke, once at least one waits. All of them go together: two machines
   * can ask the same URL at once (the post-login and layout checks both ask user-contest-data), and
   * the one the path names must not stay behind the other's.
   */
  private async take(invokeId: string): Promise<Route[]> {
    const spec = this.model.requests[invokeId]!;
    const matches = (h: { url: URL; method: string }) =>
      spec.url(h.url) && (spec.method ?? 'GET') === h.method;
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
    for (const route of await this.take(invokeId)) await route.fallback().catch(ignoreGoneRequest);
  }

  async fail(invokeId: string): Promise<void> {
    for (const route of await this.take(invokeId))
      await route.abort('internetdisconnected').catch(ignoreGoneRequest);
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

export async function runCheck(page: Page, check: UiCheck): Promise<void> {
  // A state whose entry reloads the page (profile switch → reloading) shows after a whole app start.
  if ('visible' in check)
    return expect(locate(page, check.visible).first()).toBeVisible({ timeout: 2 * STATE_TIMEOUT_MS });
  if ('hidden' in check) return expect(locate(page, check.hidden)).toHaveCount(0);
  if ('count' in check) return expect(locate(page, check.count)).toHaveCount(check.equals);
  if ('text' in check && 'contains' in check)
    return expect(locate(page, check.text).first()).toContainText(check.contains);
  if ('attribute' in check)
    return expect(locate(page, check.attribute).first()).toHaveAttribute(check.name, check.equals);
  if ('url' in check) return expect(page).toHaveURL((url) => check.url.test(`${url.pathname}${url.search}`));
}

export async function runAction(
  ctx: RunContext,
  action: UiAction,
  event: { type: string },
  gate?: RequestGate,
): Promise<void> {
  const { page } = ctx;
  if ('holdRequests' in action) return gate?.arm();
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
  page: Page,
  groups: StateCheckGroup[],
  where: Omit<Parameters<typeof failureMessage>[0], 'check' | 'error'>,
  testInfo: TestInfo,
): Promise<void> {
  for (const group of groups) {
    for (const check of group.checks) {
      try {
        await runCheck(page, check);
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
  const recorder = await StateRecorder.install(page);
  const gate = await RequestGate.install(page, model);
  if (!planned.setup.some((a) => 'holdRequests' in a)) gate.arm();
  const firstCause = planned.steps[0]?.cause;
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
    for (const action of planned.setup) await runAction(ctx, action, { type: 'setup' }, gate);
    const start = planned.steps[0]?.step.from ?? planned.path.target;
    try {
      await recorder.settleAt(model.machineId, planned.startValue);
    } catch (error) {
      throw new Error(failureMessage({ ...where(0, start), check: 'machine state', error }));
    }
    await checkState(page, planned.initialChecks, where(0, start), testInfo);
    coverage.states.push(...planned.startStates);
    coverage.transitions.push(...planned.startTransitions);
    for (const [i, { step, cause }] of planned.steps.entries()) {
      if (cause.kind === 'actions')
        for (const action of cause.actions) await runAction(ctx, action, step.event, gate);
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
      await checkState(page, planned.steps[i]!.checks, where(i + 1, step.to), testInfo);
      if (i === 0) gate.answerAtOnce(null);
      coverage.states.push(...step.covers.states);
      coverage.transitions.push(...step.covers.transitions);
      coverage.passedSteps++;
    }
  } finally {
    await attach();
  }
  return coverage;
}

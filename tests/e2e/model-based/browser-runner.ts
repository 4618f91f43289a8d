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
    await page.addInitScript((channelName) => {
      const channel = new BroadcastChannel(channelName);
      channel.onmessage = (message: MessageEvent<{ kind?: string; replay?: boolean }>) => {
        if (message.data?.kind !== 'snapshot' || message.data.replay) return;
        (window as unknown as { __qaModelRecord: (r: unknown) => void }).__qaModelRecord(message.data);
      };
    }, QA_CHANNEL);
    return recorder;
  }

  latest(machineId: string): QaSnapshotRecord | undefined {
    return this.records.findLast((r) => r.machineId === machineId);
  }

  /** Waits until the machine is in `value` now (the start of a path); later steps look after it. */
  async settleAt(machineId: string, value: StateValue): Promise<void> {
    await expect
      .poll(() => this.latest(machineId)?.to, { timeout: STATE_TIMEOUT_MS, message: 'machine state' })
      .toEqual(value);
    this.cursor = this.records.length;
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
    await page.route(
      (url) => specs.some((spec) => spec.url(url)),
      async (route) => {
        const request = route.request();
        const url = new URL(request.url());
        const method = request.method();
        const held = specs.some((spec) => spec.url(url) && (spec.method ?? 'GET') === method);
        if (!gate.armed || !held) return route.fallback();
        gate.held.push({ route, url, method });
      },
    );
    return gate;
  }

  arm(): void {
    this.armed = true;
  }

  private async next(invokeId: string): Promise<Route> {
    const spec = this.model.requests[invokeId]!;
    const index = () => this.held.findIndex((h) => spec.url(h.url) && (spec.method ?? 'GET') === h.method);
    await expect
      .poll(index, { timeout: STATE_TIMEOUT_MS, message: `a request of "${invokeId}" is waiting` })
      .toBeGreaterThanOrEqual(0);
    return this.held.splice(index(), 1)[0]!.route;
  }

  async release(invokeId: string): Promise<void> {
    await (await this.next(invokeId)).fallback();
  }

  async fail(invokeId: string): Promise<void> {
    await (await this.next(invokeId)).abort('internetdisconnected');
  }
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
  if ('visible' in check) return expect(locate(page, check.visible).first()).toBeVisible();
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
  if ('click' in action) return locate(page, action.click).first().click();
  if ('fill' in action) {
    const text = typeof action.with === 'function' ? action.with(event) : action.with;
    return locate(page, action.fill).first().fill(text);
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
  const where = (stepIndex: number, state: string) => ({
    title: planned.title,
    step: stepIndex,
    totalSteps: planned.steps.length,
    stepLabel: stepIndex === 0 ? 'setup' : stepLabel(planned.steps[stepIndex - 1]!.step),
    state,
  });
  try {
    for (const action of planned.setup) await runAction(ctx, action, { type: 'setup' }, gate);
    const first = planned.steps[0]!.step;
    try {
      await recorder.settleAt(model.machineId, first.fromValue);
    } catch (error) {
      throw new Error(failureMessage({ ...where(0, first.from), check: 'machine state', error }));
    }
    await checkState(page, planned.initialChecks, where(0, first.from), testInfo);
    coverage.states.push(...planned.startStates);
    for (const [i, { step, cause }] of planned.steps.entries()) {
      if (cause.kind === 'actions')
        for (const action of cause.actions) await runAction(ctx, action, step.event);
      else if (cause.kind === 'release') await gate.release(cause.invokeId);
      else if (cause.kind === 'fail') await gate.fail(cause.invokeId);
      try {
        await recorder.reach(model.machineId, step.toValue);
      } catch (error) {
        await testInfo.attach('screenshot', { body: await page.screenshot(), contentType: 'image/png' });
        throw new Error(failureMessage({ ...where(i + 1, step.to), check: 'machine state', error }));
      }
      await checkState(page, planned.steps[i]!.checks, where(i + 1, step.to), testInfo);
      coverage.states.push(...step.covers.states);
      coverage.transitions.push(...step.covers.transitions);
      coverage.passedSteps++;
    }
  } finally {
    await attach();
  }
  return coverage;
}

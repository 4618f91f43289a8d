/**
 * Pure planning of the model-based browser run: which generated paths run, what causes each step and
 * what each visited state must show. No browser here, so vitest covers it (tests/qa).
 */
import type { EventObject, StateValue } from 'xstate';
import type { MachineEntry } from '../../../src/machines/registry';
import {
  type GeneratedPath,
  generatePaths,
  type PathStep,
  type PathsResult,
} from '../../../src/qa/paths/generate-paths';
import type { MachineUiModel, UiAction, UiCheck } from './ui-model';

/** How the browser causes one step. */
export type StepCause =
  | { kind: 'actions'; actions: UiAction[] }
  /** An invoke's request reaches the real server (done) or fails like a lost connection (error). */
  | { kind: 'release'; invokeId: string; atOnce?: true }
  | { kind: 'fail'; invokeId: string; atOnce?: true }
  /** A delay: real time passes. */
  | { kind: 'timer'; ms: number | null };

export interface StateCheckGroup {
  /** The state path the checks are declared under (`loggedIn.ready`). */
  key: string;
  shows: string;
  checks: UiCheck[];
  /** The page runs these checks itself as it renders the state (`UiStateChecks.checkedInPage`). */
  checkedInPage?: true;
}

export interface PlannedStep {
  step: PathStep;
  cause: StepCause;
  checks: StateCheckGroup[];
}

export interface PlannedPath {
  machine: string;
  path: GeneratedPath;
  /** `machine #index from "scenario" → target`: names the path in test titles and failures. */
  title: string;
  setup: UiAction[];
  /** The settled state value the scenario starts in (the machine reports it before any step). */
  startValue: StateValue;
  /** State node ids the scenario's start enters (transient ones included), for coverage. */
  startStates: string[];
  /** The `always` transitions taken on the way in, for coverage. */
  startTransitions: string[];
  initialChecks: StateCheckGroup[];
  steps: PlannedStep[];
}

export interface SkippedPath {
  machine: string;
  path: GeneratedPath;
  title: string;
  reason: string;
}

export interface MachinePlan {
  entry: MachineEntry;
  model: MachineUiModel;
  runnable: PlannedPath[];
  skipped: SkippedPath[];
}

/** Every state path active in a value: `{a: {b: 'c'}}` → `a`, `a.b`, `a.b.c`; leaves flagged. */
export function activeStatePaths(value: StateValue, prefix = ''): Array<{ key: string; leaf: boolean }> {
  if (typeof value === 'string') return [{ key: prefix ? `${prefix}.${value}` : value, leaf: true }];
  return Object.entries(value).flatMap(([name, child]) => {
    const key = prefix ? `${prefix}.${name}` : name;
    const children = child === undefined || (typeof child === 'object' && Object.keys(child).length === 0);
    if (children) return [{ key, leaf: true }];
    return [{ key, leaf: false }, ...activeStatePaths(child as StateValue, key)];
  });
}

/**
 * The checks that apply in a state value: those of every active state path. Each atomic state must
 * be covered by its own key or an ancestor's; otherwise the model is incomplete and this throws.
 */
export function checksForState(model: MachineUiModel, value: StateValue): StateCheckGroup[] {
  const active = activeStatePaths(value);
  const groups = active
    .filter(({ key }) => model.states[key])
    .map(({ key }) => {
      const { shows, checks, checkedInPage } = model.states[key]!;
      return { key, shows, checks, ...(checkedInPage ? { checkedInPage } : {}) };
    });
  for (const { key, leaf } of active) {
    if (!leaf) continue;
    const covered = groups.some((g) => g.key === key || key.startsWith(`${g.key}.`));
    if (!covered)
      throw new Error(`${model.machine}: no UI check for state "${key}" in ${model.machine}.ui-model.ts`);
  }
  return groups;
}

const DONE = 'xstate.done.actor.';
const ERROR = 'xstate.error.actor.';

/** What causes an event in the browser, or the reason it cannot be caused there. */
export function causeOf(model: MachineUiModel, step: PathStep): StepCause | { unsupported: string } {
  const { event } = step;
  const declared = model.events.find(
    (e) => e.type === event.type && (e.when?.(event, step.fromValue) ?? true),
  );
  if (declared?.unsupported) return { unsupported: `${event.type}: ${declared.unsupported}` };
  if (declared?.actions) return { kind: 'actions', actions: declared.actions };
  if (event.type.startsWith('xstate.after.')) return { kind: 'timer', ms: step.delayMs };
  for (const [prefix, kind] of [
    [DONE, 'release'],
    [ERROR, 'fail'],
  ] as const) {
    if (!event.type.startsWith(prefix)) continue;
    const invokeId = event.type.slice(prefix.length);
    if (model.requests[invokeId])
      return declared?.answerAtOnce ? { kind, invokeId, atOnce: true } : { kind, invokeId };
    return { unsupported: `${event.type}: no request of "${invokeId}" is declared in the UI model` };
  }
  return { unsupported: `${event.type}: no user action is declared in the UI model` };
}

/**
 * A name of a path that survives renumbering: its scenario, target and event sequence
 * (`notifications "đăng xuất" → active.{…}: session.profileChanged > list.endReached`).
 */
export function pathKey(machine: string, path: GeneratedPath): string {
  const from = path.scenario?.name ? ` "${path.scenario.name}"` : '';
  return `${machine}${from} → ${path.target}: ${path.steps.map((s) => s.event.type).join(' > ')}`;
}

export function pathTitle(machine: string, path: GeneratedPath): string {
  const from = path.scenario?.name ? ` from "${path.scenario.name}"` : '';
  if (path.steps.length === 0) return `${machine} start${from} → ${path.target}`;
  return `${machine} #${path.index}${from} → ${path.target}`;
}

type Starts = Pick<PathsResult, 'startByScenario' | 'initialStatesByScenario'>;

/** One path planned: runnable (every step has a cause, every visited state has checks) or a reason. */
function planPath(
  entry: MachineEntry,
  model: MachineUiModel,
  path: GeneratedPath,
  title: string,
  { startByScenario, initialStatesByScenario }: Starts,
): PlannedPath | { reason: string } {
  const scenario = model.scenarios[path.scenario?.name ?? ''];
  if (!scenario) return { reason: `no setup for scenario "${path.scenario?.name}"` };
  if ('unsupported' in scenario) return { reason: scenario.unsupported };
  const steps: PlannedStep[] = [];
  for (const [i, step] of path.steps.entries()) {
    const cause = causeOf(model, step);
    if ('unsupported' in cause) return { reason: cause.unsupported };
    if ('atOnce' in cause && i > 0)
      return { reason: `${step.event.type}: answered as it arrives only when it is the path's first step` };
    steps.push({ step, cause, checks: checksForState(model, step.toValue) });
  }
  const start = startByScenario[path.scenario?.name ?? '']!;
  const startValue = path.steps[0]?.fromValue ?? start.value;
  return {
    machine: entry.name,
    path,
    title,
    setup: scenario.setup,
    startValue,
    startStates: initialStatesByScenario[path.scenario?.name ?? ''] ?? [],
    startTransitions: start.transitions,
    initialChecks: checksForState(model, startValue),
    steps,
  };
}

/**
 * The plan of one machine: the very path list `npm run paths -- <machine>` prints (the engine's
 * per-state list, step-less starts included), each path either runnable (every step has a cause,
 * every visited state has checks) or skipped with a reason. Nothing is added or dropped, so the
 * browser and the engine report the same paths.
 */
export function planMachine(entry: MachineEntry, model: MachineUiModel): MachinePlan {
  const { paths, ...starts } = generatePaths(entry, 'shortest');
  const runnable: PlannedPath[] = [];
  const skipped: SkippedPath[] = [];
  for (const path of paths) {
    const title = pathTitle(entry.name, path);
    const planned = planPath(entry, model, path, title, starts);
    if ('reason' in planned) skipped.push({ machine: entry.name, path, title, reason: planned.reason });
    else runnable.push(planned);
  }
  return { entry, model, runnable, skipped };
}

/** A UI check the page runs itself, as JSON (regular expressions as source and flags). */
export type InPageCheck = Record<string, unknown>;

/** The state checks a UI model asks the page to run itself (`checkedInPage`), by state path. */
export function inPageChecksOf(
  model: MachineUiModel,
): Array<{ machineId: string; key: string; checks: InPageCheck[] }> {
  return Object.entries(model.states)
    .filter(([, state]) => state.checkedInPage)
    .map(([key, state]) => ({
      machineId: model.machineId,
      key,
      checks: JSON.parse(
        JSON.stringify(state.checks, (_, v) =>
          v instanceof RegExp ? { source: v.source, flags: v.flags } : v,
        ),
      ),
    }));
}

/** Value equality of two state values (key order aside). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (typeof a === 'string' || typeof b === 'string') return a === b;
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object') return a === b;
  const ka = Object.keys(a).sort();
  const kb = Object.keys(b).sort();
  return (
    ka.length === kb.length &&
    ka.every(
      (k, i) =>
        k === kb[i] && sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
    )
  );
}

/** Readable `state --event--> state` of a planned step. */
export function stepLabel(step: PathStep): string {
  return `${step.from} --${step.eventText}--> ${step.to}`;
}

export type { EventObject };

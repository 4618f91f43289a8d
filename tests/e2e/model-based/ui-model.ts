/**
 * The shape of a `<name>.ui-model.ts`: what the page shows in each state of a machine and what a user
 * (or the server) does to cause each event. The model-based browser suite (tests/e2e/model-based)
 * walks the paths `npm run paths` prints in Chromium with it. Plain data, no test framework: the
 * runner turns targets into Playwright locators.
 */
import type { EventObject, StateValue } from 'xstate';

/** An element found the way a user finds it: by role and accessible name, label, text or test id. */
export type UiTarget = (
  | { role: string; name?: string | RegExp; exact?: boolean }
  | { label: string; exact?: boolean }
  | { text: string | RegExp; exact?: boolean }
  | { testId: string }
) & { within?: UiTarget };

/** One check of what the page shows; the runner retries it until it holds or times out. */
export type UiCheck =
  | { visible: UiTarget }
  /** Absent or hidden. */
  | { hidden: UiTarget }
  | { count: UiTarget; equals: number }
  | { text: UiTarget; contains: string | RegExp }
  /**
   * `whereShown`: only where the target is in the page — a state of one region whose mark lives in
   * another region's part (the list's busy mark inside the panel, which has its own open/closed checks).
   */
  | { attribute: UiTarget; name: string; equals: string; whereShown?: true }
  /** The page's pathname (and search) match. */
  | { url: RegExp };

export interface UiStateChecks {
  /** What a QA engineer expects to see, in one line. */
  shows: string;
  checks: UiCheck[];
  /**
   * The state lasts a short real time and ends in a page load (the profile switch's last 300 ms):
   * the page runs these checks itself once it has rendered the state, in a task queued when the
   * machine reports it (before any timer of the state). The runner reads the results: run from the
   * runner, a loaded machine checked the next page. Targets: test id, or explicit role and name.
   */
  checkedInPage?: true;
}

/** Text that may use the event's payload (e.g. the phone a login event carries). */
export type UiText = string | ((event: EventObject) => string);

/** One thing a user, the browser or the server does. */
export type UiAction =
  | { click: UiTarget }
  | { fill: UiTarget; with: UiText }
  | { press: string }
  | { goto: string }
  | { reload: true }
  /** Scrolls an element to its end (infinite lists). */
  | { scrollToEnd: UiTarget }
  /** A held request of `requests` reaches the server / fails (an event caused by a later answer). */
  | { release: string }
  | { fail: string }
  /** A named fixture of the runner: log in through the API, create a notification on the server… */
  | { fixture: string }
  /**
   * In a scenario's setup: from here on the machine's requests are held (before, they pass, so a
   * setup may log in). Without it they are held from the start of the setup.
   */
  | { holdRequests: true }
  /**
   * Waits until the machine of the page now open reports this state: an answer released after it
   * lands in that state (e.g. after a real delay ran out on a page the path opened again).
   */
  | { reached: StateValue };

export interface UiEventActions {
  type: string;
  /** Picks this entry for some payloads or source states only (first match wins). */
  when?: (event: EventObject, from: StateValue) => boolean;
  /** What causes the event; absent with `unsupported`. */
  actions?: UiAction[];
  /**
   * For `xstate.done/error.actor.*` as a path's first step: the request is let through (or failed)
   * as soon as it is sent instead of held, because a real wait started with it (the layout check's
   * 200 ms) would run out before the runner could answer a held one.
   */
  answerAtOnce?: true;
  /** Why the browser cannot cause this event: paths using it are listed as gaps, never run. */
  unsupported?: string;
}

/**
 * An invoke whose request the runner holds at the network layer, so the waiting state can be seen:
 * `xstate.done.actor.<id>` lets the request reach the real server, `xstate.error.actor.<id>` makes it
 * fail as a lost connection would.
 */
export interface UiRequest {
  method?: string;
  /** Matches the request's URL (pathname and search). */
  url: (url: URL) => boolean;
}

export interface MachineUiModel {
  /** The registry name of the machine (src/machines/registry.ts). */
  machine: string;
  /** The machine's `id`, as the app's actors report it to the QA bridge. */
  machineId: string;
  /** How to reach each scenario's starting state in a fresh browser (by scenario name). */
  scenarios: Record<string, { setup: UiAction[] } | { unsupported: string }>;
  /**
   * Checks by state: keys are state paths (`loggedIn.ready`, `active.list.loading`); every active
   * state node of a value contributes the checks of its own key, and each atomic state must be
   * covered by its own key or an ancestor's.
   */
  states: Record<string, UiStateChecks>;
  events: UiEventActions[];
  requests: Record<string, UiRequest>;
}

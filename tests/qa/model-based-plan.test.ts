import { describe, expect, it } from 'vitest';
import { exampleItems } from '../../src/machines/notifications/notifications.test-model';
import { generatePaths } from '../../src/qa/paths/generate-paths';
import { browserCoverageReport } from '../e2e/model-based/coverage-report';
import { describeCheck, failureMessage } from '../e2e/model-based/failure-report';
import { browserModels, entryOf } from '../e2e/model-based/model-ui-models';
import {
  activeStatePaths,
  causeOf,
  checksForState,
  inPageChecksOf,
  pathKey,
  planMachine,
  sameValue,
} from '../e2e/model-based/plan';
import type { MachineUiModel } from '../e2e/model-based/ui-model';
import { layoutCheckUiModel } from '../e2e/model-based/ui-models/layout-check.ui-model';
import { notificationsUiModel } from '../e2e/model-based/ui-models/notifications.ui-model';
import { postLoginChecksUiModel } from '../e2e/model-based/ui-models/post-login-checks.ui-model';
import { profileSwitchUiModel } from '../e2e/model-based/ui-models/profile-switch.ui-model';
import { fixtureEntry } from './fixtures/fixture-registry';

/** A UI model of the QA fixture machine: every state checked, saveForm's request held. */
const fixtureUi: MachineUiModel = {
  machine: 'fixture',
  machineId: 'fixture',
  scenarios: { '': { setup: [{ goto: '/' }] } },
  states: {
    editing: { shows: 'the form', checks: [{ visible: { role: 'form', name: 'Biểu mẫu' } }] },
    'editing.filled': {
      shows: 'the save button enabled',
      checks: [{ visible: { role: 'button', name: 'Lưu' } }],
    },
    saving: { shows: 'busy', checks: [{ visible: { text: 'Đang lưu' } }] },
    retrying: { shows: 'retry notice', checks: [{ visible: { text: 'Thử lại sau' } }] },
    settling: { shows: 'saved', checks: [{ visible: { text: 'Đã lưu' } }] },
    active: { shows: 'the panel toggles', checks: [{ visible: { role: 'button', name: 'Bảng' } }] },
    failed: { shows: 'the error', checks: [{ visible: { role: 'alert' } }] },
    finished: { shows: 'the end', checks: [{ url: /\/xong$/ }] },
  },
  events: [
    {
      type: 'form.changed',
      actions: [{ fill: { label: 'Tên' }, with: (e) => String((e as { name?: string }).name) }],
    },
    { type: 'form.submitted', actions: [{ click: { role: 'button', name: 'Lưu' } }] },
    { type: 'form.reset', actions: [{ click: { role: 'button', name: 'Làm lại' } }] },
    { type: 'panel.toggled', actions: [{ click: { role: 'button', name: 'Bảng' } }] },
    { type: 'sound.toggled', unsupported: 'no speaker in a headless browser' },
    { type: 'session.ended', actions: [{ goto: '/xong' }] },
  ],
  requests: { saveForm: { method: 'POST', url: (url) => url.pathname === '/api/form' } },
};

describe('model-based browser plan', () => {
  it('lists every active state path of a value, leaves flagged', () => {
    expect(activeStatePaths({ active: { panel: 'open', sound: 'on' } })).toEqual([
      { key: 'active', leaf: false },
      { key: 'active.panel', leaf: false },
      { key: 'active.panel.open', leaf: true },
      { key: 'active.sound', leaf: false },
      { key: 'active.sound.on', leaf: true },
    ]);
    expect(sameValue({ a: { b: 'c', d: 'e' } }, { a: { d: 'e', b: 'c' } })).toBe(true);
    expect(sameValue({ a: 'b' }, { a: 'c' })).toBe(false);
  });

  it('looks up the checks of every active state and refuses a state without any', () => {
    const groups = checksForState(fixtureUi, { editing: 'filled' });
    expect(groups.map((g) => g.key)).toEqual(['editing', 'editing.filled']);
    expect(checksForState(fixtureUi, { active: { panel: 'open', sound: 'on' } }).map((g) => g.key)).toEqual([
      'active',
    ]);
    const { editing: _, ...withoutEditing } = fixtureUi.states;
    expect(() => checksForState({ ...fixtureUi, states: withoutEditing }, { editing: 'blank' })).toThrow(
      'fixture: no UI check for state "editing.blank" in fixture.ui-model.ts',
    );
  });

  it('maps events to user actions, held requests, real timers, or a reason they cannot run', () => {
    const steps = generatePaths(fixtureEntry, 'shortest').paths.flatMap((p) => p.steps);
    const by = (text: string) => steps.find((s) => s.eventText.startsWith(text))!;
    expect(causeOf(fixtureUi, by('form.submitted'))).toEqual({
      kind: 'actions',
      actions: [{ click: { role: 'button', name: 'Lưu' } }],
    });
    expect(causeOf(fixtureUi, by('done: saveForm'))).toEqual({ kind: 'release', invokeId: 'saveForm' });
    expect(causeOf(fixtureUi, by('error: saveForm'))).toEqual({ kind: 'fail', invokeId: 'saveForm' });
    expect(causeOf(fixtureUi, by('after 300 ms'))).toEqual({ kind: 'timer', ms: 300 });
    expect(causeOf(fixtureUi, by('sound.toggled'))).toEqual({
      unsupported: 'sound.toggled: no speaker in a headless browser',
    });
    expect(causeOf({ ...fixtureUi, requests: {} }, by('done: saveForm'))).toEqual({
      unsupported: 'xstate.done.actor.saveForm: no request of "saveForm" is declared in the UI model',
    });
  });

  it('runs exactly the paths `npm run paths` prints, skipping (with a reason) those a browser cannot drive', () => {
    const plan = planMachine(fixtureEntry, fixtureUi);
    const printed = generatePaths(fixtureEntry, 'shortest').paths;
    expect([...plan.runnable, ...plan.skipped].map((p) => p.path.index).sort((a, b) => a - b)).toEqual(
      printed.map((p) => p.index),
    );
    expect(plan.skipped.length).toBeGreaterThan(0);
    for (const s of plan.skipped) expect(s.reason).toContain('sound.toggled');
    for (const p of plan.runnable) {
      expect(p.title).toBe(`fixture #${p.path.index} → ${p.path.target}`);
      expect(p.steps.map((s) => s.step)).toEqual(p.path.steps);
      expect(p.initialChecks.map((g) => g.key)).toEqual(['editing']);
    }
  });

  it('plans, for every Chromium machine, exactly the path list of the engine (`npm run paths`)', () => {
    for (const model of browserModels) {
      const entry = entryOf(model);
      const plan = planMachine(entry, model);
      const engine = generatePaths(entry, 'shortest').paths;
      const planned = [...plan.runnable, ...plan.skipped]
        .map((p) => p.path)
        .sort((a, b) => a.index - b.index);
      expect(
        planned.map((p) => pathKey(model.machine, p)),
        model.machine,
      ).toEqual(engine.map((p) => pathKey(model.machine, p)));
      expect(planned, model.machine).toEqual(engine);
    }
  });

  it('runs every notifications path, a second click within the 200 ms before navigating included', () => {
    const plan = planMachine(entryOf(notificationsUiModel), notificationsUiModel);
    expect(plan.skipped).toEqual([]);
    const reading = (value: unknown) => (value as { active?: { reading?: string } }).active?.reading;
    const inTheWait = plan.runnable
      .flatMap((p) => p.steps.map((s) => s.step))
      .filter((s) => reading(s.fromValue) === 'navigating')
      .map((s) => s.event.type);
    expect(new Set(inTheWait)).toEqual(
      new Set([
        'notification.clicked',
        'tab.selected',
        'list.endReached',
        'panel.closed',
        'panel.opened',
        'xstate.after.clickNav.notifications.active.reading.navigating',
      ]),
    );
  });

  it('has a complete UI model for every machine run in Chromium (planning never throws)', () => {
    for (const model of browserModels) {
      const plan = planMachine(entryOf(model), model);
      expect(plan.runnable.length, model.machine).toBeGreaterThan(0);
    }
  });

  it('clicks only a listed notification: a navigation runs through a read AI Class item', () => {
    const plan = planMachine(entryOf(notificationsUiModel), notificationsUiModel);
    const paths = [...plan.runnable.map((p) => p.path), ...plan.skipped.map((s) => s.path)];
    const list = (value: unknown) => (value as { active?: { list?: string } }).active?.list;
    const clicksWhileLoading = paths
      .flatMap((p) => p.steps)
      .filter((s) => s.event.type === 'notification.clicked' && list(s.fromValue) === 'loading');
    expect(clicksWhileLoading).toEqual([]);
    const named = (p: { steps: Array<{ event: { type: string; id?: unknown } }> }) =>
      p.steps.map((s) => (s.event.id ? `${s.event.type} ${s.event.id}` : s.event.type)).join(' > ');
    expect(plan.runnable.map((p) => named(p.path))).toContain(
      `session.profileChanged > panel.opened > xstate.done.actor.fetchFirstPage > notification.clicked ${exampleItems.other.id} > xstate.after.clickNav.notifications.active.reading.navigating`,
    );
  });
});

describe('model-based plan of the route checks', () => {
  it('checks the start of a scenario no path leaves (a check skipped on /chon-ho-so)', () => {
    const plan = planMachine(entryOf(postLoginChecksUiModel), postLoginChecksUiModel);
    const start = plan.runnable.find((p) => p.path.scenario?.name === 'on /chon-ho-so')!;
    expect(start.title).toBe('post-login-checks start from "on /chon-ho-so" → skipped');
    expect(start.steps).toEqual([]);
    expect(start.startValue).toBe('skipped');
    expect(start.initialChecks.map((g) => g.key)).toEqual(['skipped']);
    expect(start.startStates).toContain('postLoginChecks.skipped');
    expect(start.startTransitions.length).toBeGreaterThan(0);
    const noProfile = plan.runnable.find((p) => p.path.scenario?.name === 'no default profile')!;
    expect(noProfile.title).toBe('post-login-checks start from "no default profile" → passed');
    expect(noProfile.initialChecks.map((g) => g.key)).toEqual(['passed']);
    expect(plan.skipped).toEqual([]);
  });

  it('answers at once only an invoke that is the first step (a real 200 ms start with the request)', () => {
    const plan = planMachine(entryOf(layoutCheckUiModel), layoutCheckUiModel);
    const causes = plan.runnable.flatMap((p) => p.steps.map((s, i) => ({ i, cause: s.cause })));
    const atOnce = causes.filter(({ cause }) => 'atOnce' in cause && cause.atOnce);
    expect(atOnce.length).toBeGreaterThan(0);
    for (const { i } of atOnce) expect(i).toBe(0);
  });

  it("checks the switch's short states in the page, regular expressions sent as source and flags", () => {
    const plan = planMachine(entryOf(profileSwitchUiModel), profileSwitchUiModel);
    const race = plan.runnable.find((p) =>
      p.path.steps.at(-1)?.event.type.startsWith('xstate.after.switchBasicInfoRace'),
    )!;
    expect(race.steps.at(-1)!.checks.map((g) => [g.key, g.checkedInPage])).toEqual([['reloadWaiting', true]]);
    expect(race.steps[0]!.checks.map((g) => g.checkedInPage)).toEqual([undefined]);
    const inPage = inPageChecksOf(profileSwitchUiModel);
    expect(inPage.map((c) => c.key)).toEqual(['settling', 'fetchingBasicInfo', 'reloadWaiting']);
    expect(inPage[2]!.checks[1]).toEqual({
      visible: {
        role: 'status',
        name: { source: '^Đang chuyển sang Gia Bảo — hồ sơ mặc định mới', flags: '' },
      },
    });
  });

  it('names a path by scenario, target and events, so a known failure survives renumbering', () => {
    const plan = planMachine(entryOf(layoutCheckUiModel), layoutCheckUiModel);
    const redirected = plan.runnable.find((p) => p.path.target === 'redirected')!;
    expect(pathKey('layout-check', redirected.path)).toBe(
      'layout-check "graded profile without schedule on /" → redirected: xstate.done.state.layoutCheck.pending',
    );
  });
});

describe('failure report', () => {
  it('names the path, the step, the state and the check, with the first line of the cause', () => {
    const message = failureMessage({
      title: 'session #5 from "no stored session" → loggedOut',
      step: 2,
      totalSteps: 2,
      stepLabel: 'loggingIn --error: logIn {error: Error 2002}--> loggedOut',
      state: 'loggedOut (loggedOut: the visitor header)',
      check: describeCheck({ visible: { role: 'link', name: 'Vào học' } }),
      error: new Error('\u001b[2mexpect(\u001b[22mlocator).toBeVisible() failed\n\nLocator: …'),
    });
    expect(message).toBe(
      [
        'Path session #5 from "no stored session" → loggedOut',
        '  step 2/2: loggingIn --error: logIn {error: Error 2002}--> loggedOut',
        '  state: loggedOut (loggedOut: the visitor header)',
        '  failed check: visible: link "Vào học"',
        '  cause: expect(locator).toBeVisible() failed',
      ].join('\n'),
    );
  });

  it('describes every kind of check', () => {
    expect(describeCheck({ hidden: { role: 'button', name: /^Hồ sơ: /, within: { role: 'banner' } } })).toBe(
      'hidden: button "/^Hồ sơ: /" in banner',
    );
    expect(describeCheck({ count: { role: 'listitem' }, equals: 0 })).toBe('count of listitem = 0');
    expect(describeCheck({ attribute: { label: 'Số điện thoại' }, name: 'readonly', equals: '' })).toBe(
      'field labelled "Số điện thoại" has readonly=""',
    );
    expect(
      describeCheck({ attribute: { role: 'tabpanel' }, name: 'aria-busy', equals: 'true', whereShown: true }),
    ).toBe('tabpanel has aria-busy="true" (where shown)');
    expect(describeCheck({ url: /\/xong$/ })).toBe('url matches /\\/xong$/');
  });
});

describe('browser coverage report', () => {
  it('counts only what passed steps exercised and names every gap and path not run', () => {
    const plan = planMachine(fixtureEntry, fixtureUi);
    const first = plan.runnable[0]!;
    const lines = browserCoverageReport(
      [plan],
      [
        {
          machine: 'fixture',
          pathIndex: first.path.index,
          states: [...first.startStates, ...first.path.steps[0]!.covers.states],
          transitions: first.path.steps[0]!.covers.transitions,
          passedSteps: 1,
          totalSteps: first.steps.length,
        },
      ],
    );
    expect(lines[0]).toBe('Model-based browser coverage (states and transitions exercised in Chromium):');
    expect(lines[1]).toMatch(
      /^fixture: Coverage: \d+\/17 states, 1\/15 transitions — 0\/\d+ paths passed, \d+ not run$/,
    );
    expect(lines).toContain('  missing state: fixture.failed');
    expect(lines.some((l) => l.startsWith('  not run: fixture #') && l.includes('sound.toggled'))).toBe(true);
  });
});

/**
 * The model-based runner catches a view that renders the wrong thing for a state: a tiny fixture app
 * (served by the test itself) walks the generated paths of a two-step machine, once with a correct
 * view, once with a view that keeps showing "Đang lưu…" after saving.
 */
import { expect, type Page, test } from '@playwright/test';
import { fromPromise, setup } from 'xstate';
import type { MachineEntry } from '../../src/machines/registry';
import { QA_CHANNEL } from '../../src/qa/qa-protocol';
import { runPlannedPath } from './model-based/browser-runner';
import { planMachine } from './model-based/plan';
import type { MachineUiModel } from './model-based/ui-model';

const ORIGIN = 'http://model-fixture.test';

const saveMachine = setup({
  actors: { save: fromPromise(async () => ({ id: 1 })) },
}).createMachine({
  id: 'saveFixture',
  initial: 'editing',
  states: {
    editing: { on: { 'form.submitted': 'saving' } },
    saving: { invoke: { id: 'save', src: 'save', onDone: 'saved', onError: 'editing' } },
    saved: {},
  },
});

const entry: MachineEntry = {
  name: 'save-fixture',
  purpose: 'Lưu biểu mẫu (kiểm thử bộ chạy đường đi)',
  machine: saveMachine,
  events: [
    { type: 'xstate.done.actor.save', example: { output: { id: 1 } } },
    { type: 'xstate.error.actor.save', example: { error: new Error('Network Error') } },
  ],
};

const model: MachineUiModel = {
  machine: 'save-fixture',
  machineId: 'saveFixture',
  scenarios: { '': { setup: [{ goto: `${ORIGIN}/` }] } },
  states: {
    editing: { shows: 'the save button', checks: [{ visible: { role: 'button', name: 'Lưu' } }] },
    saving: { shows: 'Đang lưu…', checks: [{ visible: { text: 'Đang lưu…' } }] },
    saved: {
      shows: 'Đã lưu, no busy text',
      checks: [{ visible: { text: 'Đã lưu' } }, { hidden: { text: 'Đang lưu…' } }],
    },
  },
  events: [{ type: 'form.submitted', actions: [{ click: { role: 'button', name: 'Lưu' } }] }],
  requests: { save: { method: 'POST', url: (url) => url.pathname === '/api/save' } },
};

/** The fixture app: reports its state like the real app's QA bridge and renders one view per state. */
function fixtureApp(broken: boolean): string {
  return `<!doctype html><meta charset="utf-8"><main id="app"></main><script>
const channel = new BroadcastChannel(${JSON.stringify(QA_CHANNEL)});
let state = 'editing';
function report(eventType) {
  channel.postMessage({ kind: 'snapshot', actorId: 'x:1', machineId: 'saveFixture', eventType, from: null,
    to: state, status: 'active', time: Date.now(), replay: false }); // the page's own clock
}
function render() {
  const app = document.getElementById('app');
  if (state === 'editing') app.innerHTML = '<button id="save">Lưu</button>';
  if (state === 'saving') app.innerHTML = '<p>Đang lưu…</p>';
  if (state === 'saved') app.innerHTML = ${broken ? `'<p>Đang lưu…</p>'` : `'<p>Đã lưu</p>'`};
  const button = document.getElementById('save');
  if (button) button.onclick = save;
}
function go(next, eventType) { state = next; render(); report(eventType); }
async function save() {
  go('saving', 'form.submitted');
  try { await fetch('/api/save', { method: 'POST' }); go('saved', 'xstate.done.actor.save'); }
  catch { go('editing', 'xstate.error.actor.save'); }
}
render(); report('xstate.init');
</script>`;
}

async function serveFixture(page: Page, broken: boolean): Promise<void> {
  await page.route(`${ORIGIN}/**`, (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === '/api/save') return route.fulfill({ json: { id: 1 } });
    return route.fulfill({ contentType: 'text/html', body: fixtureApp(broken) });
  });
}

/**
 * The fixture page is static and served by the test: its views show at once, even on a busy
 * machine, and the broken one waits this out instead of the runner's 16 s for a real app start.
 */
const FIXTURE_VISIBLE_TIMEOUT_MS = 5_000;

const plan = planMachine(entry, model);
const toSaved = plan.runnable.find((p) => p.path.target === 'saved')!;

test.describe('model-based runner', () => {
  test('plans both generated paths of the fixture', () => {
    expect(plan.runnable.map((p) => p.path.target).sort()).toEqual(['editing', 'saved']);
  });

  for (const planned of plan.runnable) {
    test(`walks ${planned.title} on a correct view`, async ({ page, request }, testInfo) => {
      await serveFixture(page, false);
      const coverage = await runPlannedPath(
        { page, request, fixtures: {}, visibleTimeoutMs: FIXTURE_VISIBLE_TIMEOUT_MS },
        model,
        planned,
        testInfo,
      );
      expect(coverage.passedSteps).toBe(planned.steps.length);
    });
  }

  test('catches a view that shows the wrong thing, naming path, step, state and check', async ({
    page,
    request,
  }, testInfo) => {
    await serveFixture(page, true);
    const failure = await runPlannedPath(
      { page, request, fixtures: {}, visibleTimeoutMs: FIXTURE_VISIBLE_TIMEOUT_MS },
      model,
      toSaved,
      testInfo,
    ).then(
      () => null,
      (error: Error) => error.message,
    );
    expect(failure).toContain(`Path save-fixture #${toSaved.path.index} → saved`);
    expect(failure).toContain('step 2/2: saving --done: save {output: {id: 1}}--> saved');
    expect(failure).toContain('state: saved (saved: Đã lưu, no busy text)');
    expect(failure).toContain('failed check: visible: text "Đã lưu"');
    expect(testInfo.attachments.some((a) => a.name === 'screenshot' && a.contentType === 'image/png')).toBe(
      true,
    );
  });
});

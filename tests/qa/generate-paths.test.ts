import { describe, expect, it } from 'vitest';
import { assign, setup } from 'xstate';
import { generatePaths } from '../../src/qa/paths/generate-paths';
import { QaClock } from '../../src/qa/sim/qa-clock';
import { replayPath, startSimulation } from '../../src/qa/sim/simulation';
import { fixtureMachine } from './fixtures/fixture.machine';
import { fixtureEntry } from './fixtures/fixture-registry';
import { machineRegistry as uncovered } from './fixtures/uncovered-registry';

describe('generatePaths', () => {
  for (const strategy of ['shortest', 'simple'] as const) {
    it(`${strategy}: covers every state and transition of the fixture`, () => {
      const { coverage, paths } = generatePaths(fixtureEntry, strategy);
      expect(coverage).toEqual({
        statesCovered: 17,
        statesTotal: 17,
        transitionsCovered: 15,
        transitionsTotal: 15,
        missingStates: [],
        missingTransitions: [],
      });
      expect(paths.length).toBeGreaterThan(0);
      expect(paths.map((p) => p.index)).toEqual(paths.map((_, i) => i + 1));
    });

    it(`${strategy}: every path replays on a simulated actor to the states it names`, () => {
      for (const path of generatePaths(fixtureEntry, strategy).paths) {
        const sim = startSimulation(fixtureMachine);
        expect(replayPath(sim, path.steps), `path ${path.index}`).toEqual({ failedAt: -1, actual: null });
        sim.actor.stop();
      }
    });
  }

  it('uses the example payloads and reads delays and invoke results', () => {
    const steps = generatePaths(fixtureEntry, 'shortest', { variants: 'all-variants' }).paths.flatMap(
      (p) => p.steps,
    );
    expect(steps.map((s) => s.eventText)).toEqual(
      expect.arrayContaining([
        'form.changed {"name":"An"}',
        'done: saveForm {"output":{"id":"f-1"}}',
        'error: saveForm {"error":"Mất kết nối"}',
        'after 300 ms',
        'after 700 ms',
      ]),
    );
    const settle = steps.find((s) => s.eventText === 'after 300 ms')!;
    expect(settle).toMatchObject({ from: 'settling', to: 'active.{panel.closed, sound.on}', delayMs: 300 });
  });

  it('reports states and transitions the paths cannot reach', () => {
    const stranded = uncovered.find((e) => e.name === 'stranded')!;
    const { coverage } = generatePaths(stranded, 'shortest');
    expect(coverage).toMatchObject({
      statesCovered: 3,
      statesTotal: 4,
      transitionsCovered: 1,
      transitionsTotal: 2,
    });
    expect(coverage.missingStates).toEqual(['stranded.stranded']);
    expect(coverage.missingTransitions).toEqual(['stranded.stranded --door.opened--> stranded.open']);
  });

  it('generates from every scenario input and counts coverage over all of them', () => {
    const door = setup({
      types: {
        context: {} as { locked: boolean },
        input: {} as { locked: boolean },
        events: {} as { type: 'door.pushed' },
      },
    }).createMachine({
      id: 'door',
      context: ({ input }) => ({ locked: input.locked }),
      initial: 'deciding',
      states: {
        deciding: {
          always: [{ guard: ({ context }) => context.locked, target: 'locked' }, { target: 'closed' }],
        },
        locked: {},
        closed: { on: { 'door.pushed': 'open' } },
        open: {},
      },
    });
    const one = generatePaths(
      {
        machine: door,
        events: [],
        pathOptions: { scenarios: [{ name: 'mở khóa', input: { locked: false } }] },
      },
      'shortest',
    );
    expect(one.coverage.missingStates).toEqual(['door.locked']);
    const both = generatePaths(
      {
        machine: door,
        events: [],
        pathOptions: {
          scenarios: [
            { name: 'mở khóa', input: { locked: false } },
            { name: 'khóa', input: { locked: true } },
          ],
        },
      },
      'shortest',
    );
    expect(both.coverage).toMatchObject({ missingStates: [], missingTransitions: [] });
    // No event leaves the locked start: it is a step-less path, so a runner still checks that start.
    expect(both.paths.map((p) => [p.scenario?.name, p.target, p.steps.length])).toEqual([
      ['mở khóa', 'open', 1],
      ['khóa', 'locked', 0],
    ]);
  });

  // With the default serializer (value + context) this traversal would never end.
  it('honours the entry serializeState to keep an unbounded context finite', () => {
    const counter = setup({
      types: { context: {} as { count: number }, events: {} as { type: 'count.incremented' } },
    }).createMachine({
      id: 'counter',
      context: { count: 0 },
      initial: 'counting',
      states: {
        counting: {
          meta: { description: 'Đếm' },
          on: { 'count.incremented': { actions: assign({ count: ({ context }) => context.count + 1 }) } },
        },
      },
    });
    const result = generatePaths(
      { machine: counter, events: [], pathOptions: { serializeState: (s) => JSON.stringify(s.value) } },
      'simple',
    );
    expect(result.coverage.transitionsCovered).toBe(1);
  });
});

describe('QaClock', () => {
  it('advances exactly to each pending timer, one at a time', () => {
    const clock = new QaClock();
    const fired: number[] = [];
    clock.setTimeout(() => fired.push(clock.now()), 700);
    const cancelled = clock.setTimeout(() => fired.push(-1), 100);
    clock.clearTimeout(cancelled);
    clock.setTimeout(() => fired.push(clock.now()), 300);
    expect(clock.msToNextTimer()).toBe(300);
    expect(clock.advanceToNextTimer()).toBe(300);
    expect(clock.msToNextTimer()).toBe(400);
    clock.advanceToNextTimer();
    expect(fired).toEqual([300, 700]);
    expect(clock.msToNextTimer()).toBeNull();
  });

  it('drives the delays of a simulated actor', () => {
    const sim = startSimulation(fixtureMachine);
    sim.actor.send({ type: 'form.changed', name: 'An' });
    sim.actor.send({ type: 'form.submitted' });
    sim.actor.send({ type: 'xstate.error.actor.saveForm', error: 'x' });
    expect(sim.actor.getSnapshot().value).toBe('retrying');
    expect(sim.clock.msToNextTimer()).toBe(700);
    sim.clock.increment(699);
    expect(sim.actor.getSnapshot().value).toBe('retrying');
    sim.clock.advanceToNextTimer();
    expect(sim.actor.getSnapshot().value).toBe('saving');
    sim.actor.stop();
  });
});

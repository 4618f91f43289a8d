import { describe, expect, it } from 'vitest';
import { examRoomTestModel } from '../../src/machines/exam-room/exam-room.test-model';
import { profileSwitchMachine } from '../../src/machines/profile-switch/profile-switch.machine';
import { profileSwitchTestModel } from '../../src/machines/profile-switch/profile-switch.test-model';
import { type MachineTestModel, toRegistryEntry } from '../../src/machines/shared/machine-test-model';
import { coverageOfRuns } from '../../src/qa/paths/coverage';
import { generatePaths } from '../../src/qa/paths/generate-paths';
import { enginePaths, InfeasiblePathError, runAllPaths, runPath } from './support/path-runner';

/** Every path the engine finds, context variants included. */
function allVariants(model: MachineTestModel) {
  return generatePaths(toRegistryEntry(model.machine.id, '', model), 'shortest', { variants: 'all-variants' })
    .paths;
}

/** The runner itself must fail when the machine and the model disagree, or it proves nothing. */
describe('path runner', () => {
  const paths = enginePaths(profileSwitchTestModel);
  const throughTheRace = paths.find((p) => p.steps.some((s) => s.event.type.includes('switchBasicInfoRace')));

  it('passes the real machine along a path through the 700 ms race', async () => {
    expect(throughTheRace).toBeDefined();
    await expect(runPath(profileSwitchTestModel, throughTheRace!)).resolves.toBeDefined();
  });

  it('fails when a delay fires earlier than the model says', async () => {
    const early = {
      ...profileSwitchTestModel,
      machine: profileSwitchMachine.provide({ delays: { switchSettle: 250 } }),
    };
    // Paths still come from the real model: the mutant must be caught while running them.
    await expect(runPath(early, throughTheRace!)).rejects.toThrow(/1 ms early|Expected one pending/);
  });

  it('fails when a run ends in another state than the path', async () => {
    const mutated = {
      ...profileSwitchTestModel,
      machine: profileSwitchMachine.provide({ guards: { isToken: () => false } }),
    };
    await expect(runPath(mutated, throughTheRace!)).rejects.toThrow(/expected .*settling/);
  });

  it('reports transitions that no example reaches', async () => {
    const withoutFalse = {
      ...profileSwitchTestModel,
      examples: profileSwitchTestModel.examples.filter(
        (e) => !(e.type === 'xstate.done.actor.switchProfile' && e.example?.output === false),
      ),
    };
    const { coverage } = await runAllPaths(withoutFalse);
    expect(coverage.missingTransitions).toEqual([
      'profileSwitch.switching --done: switchProfile--> profileSwitch.idle',
    ]);
    expect(coverageOfRuns(profileSwitchMachine, []).statesCovered).toBe(0);
  });

  it('tells a path whose parallel timers cannot fire in its order from a failing one', async () => {
    // The countdown's 1 s tick cannot fire while the 800 ms autosave debounce started with it waits.
    // The engine never yields this order in a row; it is spliced from two of its paths as the
    // traversal could: a change (debounce pending), then the tick that follows the start.
    const paths = allVariants(examRoomTestModel);
    const events = (p: (typeof paths)[number]) => p.steps.map((s) => s.event.type).join(' > ');
    const changed = paths.find((p) => events(p) === 'xstate.done.actor.startAttempt > answer.changed');
    const tick = paths.find((p) =>
      events(p).endsWith('> xstate.after.countdownTick.examRoom.answering.clock.ticking'),
    );
    const crossing = changed && tick && { ...changed, steps: [...changed.steps, tick.steps.at(-1)!] };
    expect(crossing).toBeDefined();
    await expect(runPath(examRoomTestModel, crossing!)).rejects.toBeInstanceOf(InfeasiblePathError);
  });
});

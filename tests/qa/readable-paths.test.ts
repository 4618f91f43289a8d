import { describe, expect, it } from 'vitest';
import { machineRegistry } from '../../src/machines/registry';
import { type GeneratedPath, generatePaths } from '../../src/qa/paths/generate-paths';
import { summarizePayload } from '../../src/qa/paths/payload-summary';
import { fixtureEntry } from './fixtures/fixture-registry';

const notifications = machineRegistry.find((e) => e.name === 'notifications')!;
// Generated once: the exhaustive notification traversal takes seconds.
const all = generatePaths(notifications, 'shortest', { variants: 'all-variants' });
const readable = generatePaths(notifications, 'shortest');
const visited = (paths: GeneratedPath[]) => new Set(paths.flatMap((p) => p.steps.map((s) => s.to)));

function eventSequence(path: GeneratedPath): string {
  return path.steps.map((s) => JSON.stringify(s.event)).join('|');
}

describe('readable paths (per state value)', () => {
  it('folds context variants: far fewer paths, one or more per distinct state value, same coverage', () => {
    expect(readable.variants).toBe('per-state');
    expect(readable.paths.length).toBeLessThan(all.paths.length / 10);
    expect(visited(readable.paths)).toEqual(visited(all.paths));
    expect(readable.coverage).toEqual(all.coverage);
  });

  it('covers with its chosen paths alone every state and transition that all paths cover', () => {
    for (const [name, result] of [
      ['fixture', generatePaths(fixtureEntry, 'shortest')],
      ['notifications', readable],
    ] as const) {
      const states = new Set([
        ...result.initialStates,
        ...result.paths.flatMap((p) => p.steps.flatMap((s) => s.covers.states)),
      ]);
      const transitions = new Set(result.paths.flatMap((p) => p.steps.flatMap((s) => s.covers.transitions)));
      expect(states.size, name).toBe(result.coverage.statesCovered);
      expect(transitions.size, name).toBe(result.coverage.transitionsCovered);
    }
  });

  it('drops a path that is only the start of another one and numbers the rest from 1', () => {
    const { paths } = readable;
    const sequences = paths.map(eventSequence);
    for (const [i, seq] of sequences.entries()) {
      const scenario = paths[i]!.scenario?.name;
      const longer = sequences.filter(
        (other, j) => j !== i && paths[j]!.scenario?.name === scenario && other.startsWith(`${seq}|`),
      );
      expect(longer, `path ${i + 1}`).toEqual([]);
    }
    expect(paths.map((p) => p.index)).toEqual(paths.map((_, i) => i + 1));
  });
});

describe('summarizePayload', () => {
  it('keeps the event fields, and below them only ids, types, statuses, counts; arrays become lengths', () => {
    expect(summarizePayload({ profileId: 11 })).toBe('{profileId: 11}');
    expect(
      summarizePayload({
        output: {
          common: [{ id: 'c' }],
          actions: Array.from({ length: 10 }, (_, i) => ({ id: `n${i}` })),
          countUnread: 1,
          cursor: 'cursor-page-2',
          title: 'not identifying',
        },
      }),
    ).toBe('{output: {common: [1 item], actions: [10 items], countUnread: 1, cursor: "cursor-page-2"}}');
    expect(summarizePayload({ user: { id: 7, fullName: 'Lê Văn Thành', address: { city: 'Huế' } } })).toBe(
      '{user: {id: 7}}',
    );
  });

  it('names errors by code or message, cuts long strings and prints nothing for no payload', () => {
    expect(summarizePayload({ error: Object.assign(new Error('Sai mật khẩu'), { errorCode: 2002 }) })).toBe(
      '{error: Error 2002}',
    );
    expect(summarizePayload({ error: new Error('Network Error') })).toBe('{error: Error("Network Error")}');
    expect(summarizePayload({ text: 'x'.repeat(100) })).toBe(`{text: "${'x'.repeat(31)}…"}`);
    expect(summarizePayload({})).toBe('');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dedupeTeamMembers } from '../../src/domain/team';

interface Member {
  teamId: string | number;
  profileId: string | number;
  totalScore?: number | string | null;
  tag: string;
}

const m = (
  tag: string,
  teamId: string | number,
  profileId: string | number,
  totalScore?: number | string | null,
) => ({
  tag,
  teamId,
  profileId,
  totalScore,
});

describe('dedupeTeamMembers', () => {
  it.each<[string, Member[] | null | undefined, string[]]>([
    ['no list', null, []],
    ['undefined', undefined, []],
    ['an empty list', [], []],
    ['one member', [m('a', 1, 1, 5)], ['a']],
    [
      'sorted by totalScore descending',
      [m('a', 1, 1, 5), m('b', 1, 2, 50), m('c', 1, 3, 20)],
      ['b', 'c', 'a'],
    ],
    [
      'a duplicate keeps the highest score',
      [m('low', 1, 1, 5), m('x', 1, 2, 10), m('high', 1, 1, 30)],
      ['high', 'x'],
    ],
    [
      'a duplicate with the same score keeps the first row',
      [m('first', 1, 1, 7), m('second', 1, 1, 7)],
      ['first'],
    ],
    ['the same profile in two teams is two rows', [m('t1', 1, 1, 5), m('t2', 2, 1, 9)], ['t2', 't1']],
    ['ids as number and string are the same id', [m('num', 1, 7, 3), m('str', '1', '7', 4)], ['str']],
    [
      'equal scores keep their incoming order (stable)',
      [m('a', 1, 1, 5), m('b', 1, 2, 5), m('c', 1, 3, 5)],
      ['a', 'b', 'c'],
    ],
    ['numeric strings count as scores', [m('a', 1, 1, '9'), m('b', 1, 2, 10)], ['b', 'a']],
    [
      'missing or bad scores sort last',
      [m('none', 1, 1, null), m('nan', 1, 2, 'x'), m('zero', 1, 3, 0), m('neg', 1, 4, -1)],
      ['zero', 'neg', 'none', 'nan'],
    ],
    [
      'a scored row replaces an unscored duplicate',
      [m('unscored', 1, 1, undefined), m('scored', 1, 1, 0)],
      ['scored'],
    ],
    [
      'ids that would collide when joined naively stay apart',
      [m('a', '1-2', 3, 1), m('b', 1, '2-3', 2)],
      ['b', 'a'],
    ],
  ])('%s', (_name, members, expectedTags) => {
    expect(dedupeTeamMembers(members).map((member) => member.tag)).toEqual(expectedTags);
  });

  it('does not change its input', () => {
    const members = [m('a', 1, 1, 1), m('b', 1, 1, 2)];
    const copy = structuredClone(members);
    dedupeTeamMembers(members);
    expect(members).toEqual(copy);
  });

  it('keeps exactly one row per (teamId, profileId), the best one, in descending order', () => {
    const member = fc.record({
      teamId: fc.integer({ min: 1, max: 3 }),
      profileId: fc.integer({ min: 1, max: 4 }),
      totalScore: fc.integer({ min: 0, max: 100 }),
      tag: fc.string(),
    });
    fc.assert(
      fc.property(fc.array(member, { maxLength: 30 }), (members) => {
        const result = dedupeTeamMembers(members);
        const keys = result.map((r) => `${r.teamId}/${r.profileId}`);
        expect(new Set(keys).size).toBe(keys.length);
        expect(new Set(keys)).toEqual(new Set(members.map((r) => `${r.teamId}/${r.profileId}`)));
        for (const row of result) {
          const best = Math.max(
            ...members
              .filter((x) => x.teamId === row.teamId && x.profileId === row.profileId)
              .map((x) => x.totalScore),
          );
          expect(row.totalScore).toBe(best);
        }
        for (let i = 1; i < result.length; i += 1) {
          expect(result[i - 1]!.totalScore).toBeGreaterThanOrEqual(result[i]!.totalScore);
        }
      }),
    );
  });
});

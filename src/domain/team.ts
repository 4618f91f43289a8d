/**
 * Team member list of SPEC §4: one row per (teamId, profileId), best score first.
 *
 * Decisions: when a member appears twice (paged or per-round answers overlap) the row with the
 * highest totalScore is kept, since scores only grow and the lower one is stale; on equal scores
 * the first row wins. Ids are compared as strings because the APIs send them as numbers or strings.
 * The sort is stable, so equal scores keep their incoming order. A missing or non-numeric
 * totalScore sorts last.
 */

export interface TeamMemberLike {
  teamId: string | number;
  profileId: string | number;
  totalScore?: number | string | null;
}

const scoreOf = (member: TeamMemberLike): number => {
  const score = typeof member.totalScore === 'string' ? Number(member.totalScore) : member.totalScore;
  return typeof score === 'number' && Number.isFinite(score) ? score : Number.NEGATIVE_INFINITY;
};

/** Keeps one row per (teamId, profileId), the highest-scoring one, sorted by totalScore descending. */
export function dedupeTeamMembers<T extends TeamMemberLike>(members: readonly T[] | null | undefined): T[] {
  const best = new Map<string, T>();
  for (const member of members ?? []) {
    const key = JSON.stringify([String(member.teamId), String(member.profileId)]);
    const kept = best.get(key);
    if (!kept || scoreOf(member) > scoreOf(kept)) best.set(key, member);
  }
  // Map keeps the first-insertion position of each key, so ties keep the order of first appearance.
  return [...best.values()].sort((a, b) => {
    const left = scoreOf(a);
    const right = scoreOf(b);
    return left === right ? 0 : right > left ? 1 : -1;
  });
}

/** Contest teams and their members' totals. */
import { sql } from 'kysely';
import type { TeamMember } from '../../src/contracts/contest';
import { dedupeTeamMembers } from '../../src/domain/team';
import type { Executor } from '../db/database';

// ── Teams ─────────────────────────────────────────────────────────────────────────────────────

/**
 * The caller's team with every member's total score over all rounds (best result per round),
 * deduplicated by team and profile and sorted by total score (SPEC §4).
 */
export async function loadTeam(db: Executor, contestProfileId: number) {
  const team = await db
    .selectFrom('contest_team_members as m')
    .innerJoin('contest_teams as t', 't.id', 'm.team_id')
    .select(['t.id', 't.info'])
    .where('m.contest_profile_id', '=', contestProfileId)
    .orderBy('t.id')
    .limit(1)
    .executeTakeFirst();
  if (!team) return null;
  const rows = await db
    .selectFrom('contest_team_members as m')
    .innerJoin('contest_profiles as cp', 'cp.id', 'm.contest_profile_id')
    .leftJoin('contest_results as r', 'r.contest_profile_id', 'm.contest_profile_id')
    .select([
      'm.team_id',
      'm.contest_profile_id',
      'cp.name',
      sql<string>`coalesce(sum(r.score), 0)`.as('total_score'),
    ])
    .where('m.team_id', '=', team.id)
    .groupBy(['m.team_id', 'm.contest_profile_id', 'cp.name'])
    .execute();
  const members: TeamMember[] = rows.map((row) => ({
    teamId: row.team_id,
    profileId: row.contest_profile_id,
    teamInfo: team.info,
    totalScore: Number(row.total_score),
    name: row.name,
  }));
  return { teamId: team.id, teamInfo: team.info, members: dedupeTeamMembers(members) };
}

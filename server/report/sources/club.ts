import { sql } from 'kysely';
import type { ClubPost } from '../../../src/contracts/report';
import { EMPTY, inMonthSoFar, type MonthRows, previousMonth, type ReportSource } from './source';

const EXCERPT_LENGTH = 120;

export function excerpt(content: string): string {
  const flat = content.replace(/\s+/g, ' ').trim();
  return flat.length <= EXCERPT_LENGTH ? flat : `${flat.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…`;
}

/**
 * The club posts the profile wrote in the month (by creation time, Vietnam month, before `nowMs`),
 * not deleted, each with its current status and the likes it has received.
 */
const postsOfMonth: MonthRows<ClubPost> = async (db, profileId, range, nowMs) => {
  const rows = await db
    .selectFrom('club_posts as p')
    .select([
      'p.id',
      'p.created_at',
      'p.status',
      'p.content',
      sql<number>`(select count(*) from club_likes l where l.post_id = p.id)::int`.as('likes'),
    ])
    .where('p.profile_id', '=', profileId)
    .where('p.deleted_at', 'is', null)
    .where(inMonthSoFar('p.created_at', range, nowMs))
    .orderBy('p.created_at')
    .orderBy('p.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    createdAt: new Date(r.created_at).toISOString(),
    status: r.status,
    excerpt: excerpt(r.content),
    likes: Number(r.likes),
  }));
};

/** Club: the month's posts by status, the likes they received, against last month's post count. */
export const clubSource: ReportSource<'club'> = async (db, profileId, range, nowMs) => {
  const posts = await postsOfMonth(db, profileId, range, nowMs);
  if (posts.length === 0) return EMPTY;
  const previous = await previousMonth(postsOfMonth, db, profileId, range, nowMs);
  const count = (status: ClubPost['status']) => posts.filter((p) => p.status === status).length;
  return {
    status: 'ready',
    data: {
      approved: count('APPROVED'),
      rejected: count('REJECTED'),
      pending: count('PENDING'),
      likesReceived: posts.reduce((sum, p) => sum + p.likes, 0),
      previousPostCount: previous.length > 0 ? previous.length : null,
      posts,
    },
  };
};

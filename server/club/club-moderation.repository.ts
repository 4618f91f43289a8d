/** Moderating the club: a moderator's queue and single-statement decisions (ADR 0006). */
import { sql } from 'kysely';
import type { Decision, ModerationItem } from '../../src/contracts/club';
import { CLUB_REJECTION_REASONS, clubPostTitle } from '../../src/domain/club';
import { FEED_NOTIFICATION_STATUS, PRODUCT_TYPES } from '../../src/domain/constants';
import type { Db, Executor } from '../db/database';
import { AppError } from '../http/envelope';
import { ERROR_CODES } from '../http/error-codes';
import { insertNotifications, type NewNotification } from '../notification/notification.repository';
import { iso } from './club-feed.repository';
import { imagesByPost } from './club-images.repository';
import { alreadyDecidedMessage, CLUB_MESSAGES } from './club-messages';

export async function moderatorSchools(db: Executor, userId: number) {
  const schools = await db
    .selectFrom('club_moderators as m')
    .innerJoin('schools as s', 's.id', 'm.school_id')
    .select(['s.id', 's.name'])
    .where('m.user_id', '=', userId)
    .orderBy('s.name')
    .execute();
  if (schools.length === 0)
    throw new AppError(403, ERROR_CODES.CLUB_NOT_MODERATOR, CLUB_MESSAGES.notModerator);
  return schools;
}

/** Pending posts and comments of the moderator's schools, oldest first. */
export async function moderationQueue(db: Executor, userId: number, limit = 50) {
  const schools = await moderatorSchools(db, userId);
  const schoolIds = schools.map((s) => s.id);
  const schoolName = new Map(schools.map((s) => [s.id, s.name]));
  const [posts, comments] = await Promise.all([
    db
      .selectFrom('club_posts as p')
      .innerJoin('profiles as a', 'a.id', 'p.profile_id')
      .select([
        'p.id',
        'p.content',
        'p.school_id',
        'p.report_count',
        'p.submitted_at',
        'p.profile_id',
        'p.class_name',
        'a.name',
        'a.avatar',
      ])
      .where('p.school_id', 'in', schoolIds)
      .where('p.status', '=', 'PENDING')
      .where('p.deleted_at', 'is', null)
      .orderBy('p.submitted_at')
      .orderBy('p.id')
      .limit(limit)
      .execute(),
    db
      .selectFrom('club_comments as c')
      .innerJoin('club_posts as p', 'p.id', 'c.post_id')
      .innerJoin('profiles as a', 'a.id', 'c.profile_id')
      .select([
        'c.id',
        'c.post_id',
        'c.content',
        'p.school_id',
        'c.created_at',
        'c.profile_id',
        'a.class_name',
        'a.name',
        'a.avatar',
      ])
      .where('p.school_id', 'in', schoolIds)
      .where('c.status', '=', 'PENDING')
      .where('p.deleted_at', 'is', null)
      .orderBy('c.created_at')
      .orderBy('c.id')
      .limit(limit)
      .execute(),
  ]);
  const images = await imagesByPost(
    db,
    posts.map((p) => p.id),
  );
  const items: ModerationItem[] = [
    ...posts.map((p) => ({
      kind: 'post' as const,
      id: p.id,
      postId: p.id,
      content: p.content,
      images: images.get(p.id) ?? [],
      author: { profileId: p.profile_id, name: p.name, avatar: p.avatar, className: p.class_name },
      schoolName: schoolName.get(p.school_id) ?? '',
      reportCount: p.report_count,
      submittedAt: iso(p.submitted_at) as string,
    })),
    ...comments.map((c) => ({
      kind: 'comment' as const,
      id: c.id,
      postId: c.post_id,
      content: c.content,
      images: [],
      author: { profileId: c.profile_id, name: c.name, avatar: c.avatar, className: c.class_name },
      schoolName: schoolName.get(c.school_id) ?? '',
      reportCount: 0,
      submittedAt: iso(c.created_at) as string,
    })),
  ];
  items.sort((a, b) => a.submittedAt.localeCompare(b.submittedAt) || a.id - b.id);
  return { schools, items: items.slice(0, limit), reasons: [...CLUB_REJECTION_REASONS] };
}

export type DecisionKind = 'APPROVED' | 'REJECTED';

/**
 * Approves or rejects a pending post with ONE conditional UPDATE: of moderators deciding at once,
 * PostgreSQL lets the first update win and re-checks `status = 'PENDING'` for the others after the
 * row lock, so they update nothing and get 409. The author's notification is written in the same
 * transaction; the caller publishes the unread count after commit.
 */
export async function decidePost(
  db: Db,
  moderatorUserId: number,
  postId: number,
  decision: DecisionKind,
  reason: string | null,
): Promise<{ decision: Decision; authorProfileId: number }> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('club_posts')
      .set({
        status: decision,
        reason: decision === 'REJECTED' ? reason : null,
        moderator_user_id: moderatorUserId,
        decided_at: sql`app_now()`,
        updated_at: sql`app_now()`,
      })
      .where('id', '=', postId)
      .where('status', '=', 'PENDING')
      .where('deleted_at', 'is', null)
      .where('school_id', 'in', (eb) =>
        eb.selectFrom('club_moderators').select('school_id').where('user_id', '=', moderatorUserId),
      )
      .returning(['id', 'profile_id', 'status', 'reason', 'decided_at', 'content'])
      .executeTakeFirst();
    if (!updated) throw await whyNotDecided(trx, moderatorUserId, postId);
    const title = clubPostTitle(updated.content);
    const notification: NewNotification = {
      profileId: updated.profile_id,
      productType: PRODUCT_TYPES.CLUB,
      content:
        decision === 'APPROVED'
          ? `Bài viết "${title}" của bạn đã được duyệt.`
          : `Bài viết "${title}" của bạn chưa được duyệt.`,
      data: {
        feedNotificationStatus:
          decision === 'APPROVED' ? FEED_NOTIFICATION_STATUS.APPROVED : FEED_NOTIFICATION_STATUS.REJECTED,
        feedId: updated.id,
      },
      reason: decision === 'REJECTED' ? reason : null,
    };
    await insertNotifications(trx, [notification]);
    return {
      authorProfileId: updated.profile_id,
      decision: {
        id: updated.id,
        status: updated.status,
        reason: updated.reason,
        decidedAt: iso(updated.decided_at) as string,
      },
    };
  });
}

async function whyNotDecided(db: Executor, moderatorUserId: number, postId: number): Promise<AppError> {
  const row = await db
    .selectFrom('club_posts')
    .select(['status', 'school_id', 'deleted_at'])
    .where('id', '=', postId)
    .executeTakeFirst();
  const mine = row
    ? await db
        .selectFrom('club_moderators')
        .select('school_id')
        .where('user_id', '=', moderatorUserId)
        .where('school_id', '=', row.school_id)
        .executeTakeFirst()
    : undefined;
  if (!row || row.deleted_at !== null || !mine)
    return new AppError(404, ERROR_CODES.CLUB_POST_NOT_FOUND, CLUB_MESSAGES.postNotFound);
  return new AppError(409, ERROR_CODES.CLUB_ALREADY_DECIDED, alreadyDecidedMessage(row.status));
}

/** The same single-statement decision for a comment; a rejected comment's author is told it is hidden. */
export async function decideComment(
  db: Db,
  moderatorUserId: number,
  commentId: number,
  decision: DecisionKind,
  reason: string | null,
): Promise<{ decision: Decision; authorProfileId: number | null }> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('club_comments')
      .set({
        status: decision,
        reason: decision === 'REJECTED' ? reason : null,
        moderator_user_id: moderatorUserId,
        decided_at: sql`app_now()`,
      })
      .where('id', '=', commentId)
      .where('status', '=', 'PENDING')
      .where('post_id', 'in', (eb) =>
        eb
          .selectFrom('club_posts as p')
          .innerJoin('club_moderators as m', 'm.school_id', 'p.school_id')
          .select('p.id')
          .where('m.user_id', '=', moderatorUserId),
      )
      .returning(['id', 'post_id', 'profile_id', 'status', 'reason', 'decided_at'])
      .executeTakeFirst();
    if (!updated) {
      const row = await trx
        .selectFrom('club_comments')
        .select(['status', 'post_id'])
        .where('id', '=', commentId)
        .executeTakeFirst();
      if (!row || row.status === 'PENDING')
        throw new AppError(404, ERROR_CODES.CLUB_COMMENT_NOT_FOUND, CLUB_MESSAGES.commentNotFound);
      throw new AppError(
        409,
        ERROR_CODES.CLUB_ALREADY_DECIDED,
        'Bình luận này đã được một thầy cô khác xử lý',
      );
    }
    if (decision === 'APPROVED') {
      await trx
        .updateTable('club_posts')
        .set((eb) => ({ comment_count: eb('comment_count', '+', 1) }))
        .where('id', '=', updated.post_id)
        .execute();
    } else {
      await insertNotifications(trx, [
        {
          profileId: updated.profile_id,
          productType: PRODUCT_TYPES.CLUB,
          content: 'Bình luận của bạn đã bị ẩn vì chưa phù hợp.',
          data: { feedNotificationStatus: 'HIDDEN', feedId: updated.post_id },
          reason,
        },
      ]);
    }
    return {
      authorProfileId: decision === 'REJECTED' ? updated.profile_id : null,
      decision: {
        id: updated.id,
        status: updated.status,
        reason: updated.reason,
        decidedAt: iso(updated.decided_at) as string,
      },
    };
  });
}

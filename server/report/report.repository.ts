import { sql } from 'kysely';
import type { MonthlyReport, ReportSections, ShareLink } from '../../src/contracts/report';
import { monthOf, monthRange, shiftMonth } from '../../src/domain/report-month';
import type { Db } from '../db/database';
import { profileById } from '../db/queries/profiles';
import { AppError } from '../http/envelope';
import { ERROR_CODES } from '../http/error-codes';
import { serverSecret } from '../security/server-secret';
import { SHARE_TOKEN_PREFIX, signShareToken, verifyShareToken } from './share-link-token';
import { attendanceSource } from './sources/attendance';
import { clubSource } from './sources/club';
import { contestSource } from './sources/contest';
import { dailyGoalSource } from './sources/daily-goal';
import { lessonsSource } from './sources/lessons';
import { loyaltySource } from './sources/loyalty';
import { practiceSource } from './sources/practice';
import { speakSource } from './sources/speak';
import { teacherCommentsSource } from './sources/teacher-comments';

/** A share link lives 30 days (issue 15). */
export const SHARE_LINK_TTL_DAYS = 30;
const DAY_MS = 86_400_000;

export const REPORT_MESSAGES = {
  future: 'Tháng này chưa diễn ra, chưa có báo cáo',
  linkInvalid: 'Liên kết không hợp lệ. Vui lòng kiểm tra lại đường dẫn.',
  linkExpired: 'Liên kết đã hết hạn. Vui lòng xin phụ huynh gửi liên kết mới.',
  linkRevoked: 'Liên kết đã bị thu hồi.',
  linkNotFound: 'Không tìm thấy liên kết chia sẻ',
} as const;

/** Every section and the source that fills it; one line per area. */
const SOURCES = {
  attendance: attendanceSource,
  lessons: lessonsSource,
  teacherComments: teacherCommentsSource,
  practice: practiceSource,
  dailyGoal: dailyGoalSource,
  speak: speakSource,
  club: clubSource,
  loyalty: loyaltySource,
  contest: contestSource,
} as const;

/** 400 for a month that has not started yet in Vietnam. */
export function assertReportableMonth(month: string, nowMs: number): void {
  if (month > monthOf(nowMs))
    throw new AppError(400, ERROR_CODES.REPORT_MONTH_IN_FUTURE, REPORT_MESSAGES.future);
}

/** The report of one profile for one month (Vietnam time), computed now from the areas' data. */
export async function buildMonthlyReport(
  db: Db,
  profileId: number,
  month: string,
  nowMs: number,
): Promise<MonthlyReport> {
  const profile = await profileById(db, profileId).select('name').executeTakeFirstOrThrow();
  const range = monthRange(month);
  // One source after another: PGlite has a single connection, and each source is a few queries.
  const sections = {} as Record<keyof ReportSections, ReportSections[keyof ReportSections]>;
  for (const [key, source] of Object.entries(SOURCES) as [
    keyof ReportSections,
    (typeof SOURCES)[keyof ReportSections],
  ][])
    sections[key] = await source(db, profileId, range, nowMs);
  return {
    profileId,
    profileName: profile.name,
    month,
    previousMonth: shiftMonth(month, -1),
    hasData: Object.values(sections).some((s) => s.status === 'ready'),
    generatedAt: new Date(nowMs).toISOString(),
    sections: sections as ReportSections,
  };
}

const SHARE_LINK_SECRET_NAME = 'report_share_link_hmac';

/** The share-link signing key: generated once, stored in server_secrets, shared by every process. */
export function shareLinkSecret(db: Db): Promise<Buffer> {
  return serverSecret(db, SHARE_LINK_SECRET_NAME);
}

function toShareLink(
  row: { id: number; profile_id: number; month: string; expires_at: Date; created_at: Date },
  secret: Buffer,
): ShareLink {
  const token = signShareToken(secret, row.id, new Date(row.expires_at));
  return {
    id: row.id,
    month: row.month,
    profileId: row.profile_id,
    path: `/link?token=${token}`,
    expiresAt: new Date(row.expires_at).toISOString(),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

const LINK_COLUMNS = ['id', 'profile_id', 'month', 'expires_at', 'created_at'] as const;

export async function createShareLink(
  db: Db,
  input: { userId: number; profileId: number; month: string; nowMs: number },
): Promise<ShareLink> {
  const secret = await shareLinkSecret(db);
  // Whole seconds: the token carries the expiry in seconds and must match the row exactly.
  const expiresAt = new Date(Math.floor((input.nowMs + SHARE_LINK_TTL_DAYS * DAY_MS) / 1000) * 1000);
  const row = await db
    .insertInto('report_share_links')
    .values({
      profile_id: input.profileId,
      month: input.month,
      created_by_user_id: input.userId,
      expires_at: expiresAt,
    })
    .returning(LINK_COLUMNS)
    .executeTakeFirstOrThrow();
  return toShareLink(row, secret);
}

/** The live (not revoked, not expired) links of a profile's month, newest first. */
export async function listShareLinks(db: Db, profileId: number, month: string, nowMs: number) {
  const secret = await shareLinkSecret(db);
  const rows = await db
    .selectFrom('report_share_links')
    .select(LINK_COLUMNS)
    .where('profile_id', '=', profileId)
    .where('month', '=', month)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date(nowMs))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => toShareLink(row, secret));
}

/** Revokes a link of one of the account's profiles; revoking twice is harmless. */
export async function revokeShareLink(db: Db, userId: number, linkId: number): Promise<void> {
  const row = await db
    .selectFrom('report_share_links as l')
    .innerJoin('profiles as p', 'p.id', 'l.profile_id')
    .select(['l.id'])
    .where('l.id', '=', linkId)
    .where('p.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw new AppError(404, ERROR_CODES.SHARE_LINK_NOT_FOUND, REPORT_MESSAGES.linkNotFound);
  await db
    .updateTable('report_share_links')
    .set({ revoked_at: sql`app_now()` })
    .where('id', '=', linkId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** The report behind a share token, or a 4xx saying why not (invalid, expired, revoked). */
export async function openSharedReport(db: Db, token: string, nowMs: number) {
  const verified = token.startsWith(`${SHARE_TOKEN_PREFIX}.`)
    ? verifyShareToken(await shareLinkSecret(db), token, nowMs)
    : ({ kind: 'invalid' } as const);
  if (verified.kind === 'invalid')
    throw new AppError(404, ERROR_CODES.SHARE_LINK_INVALID, REPORT_MESSAGES.linkInvalid);
  const row = await db
    .selectFrom('report_share_links')
    .select(['profile_id', 'month', 'expires_at', 'revoked_at'])
    .where('id', '=', verified.linkId)
    .executeTakeFirst();
  // A deleted profile takes its links with it: such a token is as good as revoked.
  if (!row || row.revoked_at !== null)
    throw new AppError(410, ERROR_CODES.SHARE_LINK_REVOKED, REPORT_MESSAGES.linkRevoked);
  if (verified.kind === 'expired' || new Date(row.expires_at).getTime() <= nowMs)
    throw new AppError(410, ERROR_CODES.SHARE_LINK_EXPIRED, REPORT_MESSAGES.linkExpired);
  return {
    report: await buildMonthlyReport(db, row.profile_id, row.month, nowMs),
    expiresAt: new Date(row.expires_at).toISOString(),
  };
}

// ── Month end (the job of month-end-job.ts) ───────────────────────────────────────────────────

/**
 * Claims `month` for every profile that was active in it — held a class seat or a licence during
 * the month — and has no claim yet (report_month_notifications, primary key profile + month):
 * one statement, answering the profiles claimed now. Run it in the transaction that notifies them.
 */
export async function claimMonthEnd(
  trx: Db,
  month: string,
  { startMs, endMs }: { startMs: number; endMs: number },
): Promise<number[]> {
  const claimed = await trx
    .insertInto('report_month_notifications')
    .columns(['profile_id', 'month'])
    .expression((eb) =>
      eb
        .selectFrom('profiles as p')
        .select(['p.id', sql.lit(month).as('month')])
        .where((w) =>
          w.or([
            w.exists(
              sql`(select 1 from profile_schedules ps where ps.profile_id = p.id
                   and ps.class_schedule_id is not null and ps.created_at < ${new Date(endMs)})`,
            ),
            w.exists(
              sql`(select 1 from licences l where l.profile_id = p.id
                   and l.starts_at < ${new Date(endMs)} and l.end_time > ${new Date(startMs)})`,
            ),
          ]),
        ),
    )
    .onConflict((oc) => oc.columns(['profile_id', 'month']).doNothing())
    .returning('profile_id')
    .execute();
  return claimed.map((row) => row.profile_id);
}

/** Forgets one profile's claim of `month` (development and e2e replay). */
export async function forgetMonthEndClaim(db: Db, profileId: number, month: string): Promise<void> {
  await db
    .deleteFrom('report_month_notifications')
    .where('profile_id', '=', profileId)
    .where('month', '=', month)
    .execute();
}

import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { PRODUCT_TYPES, ROUTES } from '../../src/domain/constants';
import { monthOf, monthRange, monthShortLabel, shiftMonth } from '../../src/domain/report-month';
import type { Db } from '../db/database';
import { insertNotifications } from '../notification/create-notification';

/** How often the job looks for a finished month (it acts at most once per month and profile). */
export const MONTH_END_CHECK_INTERVAL_MS = 60 * 60 * 1000;

export function reportReadyMessage(month: string): string {
  return `Báo cáo học tập tháng ${monthShortLabel(month)} đã sẵn sàng`;
}

export function reportPath(profileId: number, month: string): string {
  return `${ROUTES.monthlyReport}?profile_id=${profileId}&month=${month}`;
}

/**
 * When a month has ended (Vietnam time), every profile that was active in it — held a class seat
 * or a licence during the month — gets one IN_APP notification linking to its report. The claim
 * row (report_month_notifications, primary key profile + month) and the notification are written in
 * the same transaction, so a restart, a second process or a second run never notifies twice, and a
 * server that was down at month end catches up when it starts. Returns how many were sent.
 */
export async function notifyFinishedMonth(db: Db, nowMs: number): Promise<number> {
  const month = shiftMonth(monthOf(nowMs), -1);
  const { startMs, endMs } = monthRange(month);
  return db.transaction().execute(async (trx) => {
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
    await insertNotifications(
      trx,
      claimed.map(({ profile_id: profileId }) => ({
        profileId,
        productType: PRODUCT_TYPES.AI_CLASS,
        content: reportReadyMessage(month),
        data: { link: reportPath(profileId, month) },
      })),
    );
    return claimed.length;
  });
}

/**
 * Development and e2e: forgets that last month was announced to one profile, then runs the job, so
 * that profile (and only it, the others keep their claims) gets the notification again.
 */
export async function replayMonthEnd(db: Db, profileId: number, nowMs: number): Promise<number> {
  await db
    .deleteFrom('report_month_notifications')
    .where('profile_id', '=', profileId)
    .where('month', '=', shiftMonth(monthOf(nowMs), -1))
    .execute();
  return notifyFinishedMonth(db, nowMs);
}

/**
 * The in-process runner (ADR 0010: the documented equivalent of a job queue — state lives in
 * PostgreSQL, so it survives restarts and is shared by every process). Runs at start, then hourly.
 */
export function startMonthEndJob(db: Db, log: FastifyBaseLogger, intervalMs = MONTH_END_CHECK_INTERVAL_MS) {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = notifyFinishedMonth(db, Date.now())
      .then((sent) => {
        if (sent > 0) log.info({ sent }, 'monthly report notifications sent');
      })
      .catch((err: unknown) => log.error({ err }, 'monthly report notifications failed'))
      .finally(() => {
        running = null;
      });
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

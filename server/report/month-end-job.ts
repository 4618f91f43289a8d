import type { FastifyBaseLogger } from 'fastify';
import { PRODUCT_TYPES, ROUTES } from '../../src/domain/constants';
import { monthOf, monthRange, monthShortLabel, shiftMonth } from '../../src/domain/report-month';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { startIntervalJob } from '../jobs/interval-job';
import { insertNotifications } from '../notification/notification.repository';
import { claimMonthEnd, forgetMonthEndClaim } from './report.repository';

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
    const claimed = await claimMonthEnd(trx, month, { startMs, endMs });
    await insertNotifications(
      trx,
      claimed.map((profileId) => ({
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
  await forgetMonthEndClaim(db, profileId, shiftMonth(monthOf(nowMs), -1));
  return notifyFinishedMonth(db, nowMs);
}

/** Runs at start, then hourly: a server that was down at month end catches up when it starts. */
export function startMonthEndJob(
  db: Db,
  clock: Clock,
  log: FastifyBaseLogger,
  intervalMs = MONTH_END_CHECK_INTERVAL_MS,
) {
  return startIntervalJob(
    'monthly report notifications',
    async () => {
      const sent = await notifyFinishedMonth(db, clock.now());
      if (sent > 0) log.info({ sent }, 'monthly report notifications sent');
    },
    log,
    intervalMs,
  );
}

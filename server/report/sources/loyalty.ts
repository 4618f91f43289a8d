import type { LoyaltyEntry } from '../../../src/contracts/report';
import { EMPTY, inMonthSoFar, type MonthRows, previousMonth, type ReportSource } from './source';

/**
 * Ledger reasons that are earnings, with the words a parent reads. Spending (redeem), refunds of a
 * spend and opening balances are not earned in the month and are left out.
 */
export const EARNING_REASONS = {
  class_attended: 'Đi học',
  practice_done: 'Luyện tập',
  speak_done: 'Luyện nói',
  contest_medal: 'Cuộc thi',
  admin_grant: 'Quà tặng',
} as const;

/** The entry's note when it already names the kind of earning, else the kind, then the note. */
function earningText(label: string, note: string): string {
  if (!note) return label;
  return note.toLocaleLowerCase('vi').includes(label.toLocaleLowerCase('vi')) ? note : `${label}: ${note}`;
}

const earningsOfMonth: MonthRows<LoyaltyEntry> = async (db, profileId, range, nowMs) => {
  const rows = await db
    .selectFrom('loyalty_ledger')
    .select(['id', 'created_at', 'currency', 'amount', 'reason', 'note'])
    .where('profile_id', '=', profileId)
    .where('amount', '>', 0)
    .where('reason', 'in', Object.keys(EARNING_REASONS) as (keyof typeof EARNING_REASONS)[])
    .where(inMonthSoFar('created_at', range, nowMs))
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((r) => {
    const label = EARNING_REASONS[r.reason as keyof typeof EARNING_REASONS];
    return {
      id: r.id,
      at: new Date(r.created_at).toISOString(),
      currency: r.currency === 'coin' ? 'trophy' : 'diamond',
      amount: r.amount,
      reason: earningText(label, r.note),
    };
  });
};

const sum = (entries: LoyaltyEntry[], currency: LoyaltyEntry['currency']) =>
  entries.filter((e) => e.currency === currency).reduce((total, e) => total + e.amount, 0);

/** Loyalty: trophies and diamonds earned in the month, from the ledger, against last month. */
export const loyaltySource: ReportSource<'loyalty'> = async (db, profileId, range, nowMs) => {
  const entries = await earningsOfMonth(db, profileId, range, nowMs);
  if (entries.length === 0) return EMPTY;
  const previous = await previousMonth(earningsOfMonth, db, profileId, range, nowMs);
  return {
    status: 'ready',
    data: {
      trophiesEarned: sum(entries, 'trophy'),
      diamondsEarned: sum(entries, 'diamond'),
      previous:
        previous.length > 0
          ? { trophiesEarned: sum(previous, 'trophy'), diamondsEarned: sum(previous, 'diamond') }
          : null,
      entries,
    },
  };
};

/*
 * What the loyalty repositories share (ADR 0007). Every write locks the profile row first
 * (`lockProfile`), then the reward row: one lock order, so concurrent redeems, uses, grants and
 * refunds of a profile are serialised and never deadlock. Balances move only through ledger inserts
 * (trigger of 0050).
 */
import type { Db } from '../db/database';
import { profileById } from '../db/queries/profiles';
import type { LedgerCurrency } from './loyalty.tables';

export const iso = (value: Date | string) => new Date(value).toISOString();

export interface LockedProfile {
  id: number;
  coin: number;
  diamond: number;
  gradeId: number | null;
}

/** `select … for update` of the profile row: the serialisation point of every loyalty write. */
export async function lockProfile(db: Db, profileId: number): Promise<LockedProfile | null> {
  const row = await profileById(db, profileId)
    .select(['id', 'loyalty_coin', 'loyalty_diamond', 'grade_id'])
    .forUpdate()
    .executeTakeFirst();
  return row
    ? { id: row.id, coin: row.loyalty_coin, diamond: row.loyalty_diamond, gradeId: row.grade_id }
    : null;
}

export const balanceOf = (profile: LockedProfile, currency: LedgerCurrency) =>
  currency === 'coin' ? profile.coin : profile.diamond;

export async function gradeLevelOf(db: Db, gradeId: number | null): Promise<number | null> {
  if (gradeId === null) return null;
  const grade = await db.selectFrom('grades').select('level').where('id', '=', gradeId).executeTakeFirst();
  return grade?.level ?? null;
}

export const fitsGrade = (level: number | null, min: number | null, max: number | null) =>
  (min === null && max === null) || (level !== null && level >= (min ?? 1) && level <= (max ?? 12));

export async function findReward(db: Db, rewardId: number) {
  return db
    .selectFrom('loyalty_rewards as r')
    .innerJoin('loyalty_categories as c', 'c.id', 'r.category_id')
    .selectAll('r')
    .select(['c.kind'])
    .where('r.id', '=', rewardId)
    .executeTakeFirst();
}

import { sql, type Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import type { LicenceSource } from './learning.tables';

/*
 * All SQL of activation codes (ADR 0005): the code row, the licence it creates or extends, and the
 * grades compared before a code goes to a profile (failures are attempt guards, server/auth). Functions take `db` or the
 * caller's transaction first; the rules (limits, messages, outcomes) live in activation.ts.
 */

/** The code row with this hash, locked until the transaction ends (a code works once). */
export function lockCodeByHash(trx: Transaction<Database>, codeHash: string) {
  return trx
    .selectFrom('activation_codes')
    .selectAll()
    .where('code_hash', '=', codeHash)
    .forUpdate()
    .executeTakeFirst();
}

export function markCodeUsed(
  trx: Transaction<Database>,
  codeId: number,
  use: { profileId: number; licenceId: number; at: Date },
) {
  return trx
    .updateTable('activation_codes')
    .set({ used_at: use.at, used_by_profile_id: use.profileId, licence_id: use.licenceId })
    .where('id', '=', codeId)
    .execute();
}

export interface GradeView {
  id: number;
  name: string;
}

/**
 * The grade a licence code teaches: the one grade of the active courses with that code, or null when
 * none has a grade (Cambridge, tutor) or they disagree.
 */
export async function gradeOfLicenceCode(db: Db, licenceCode: string): Promise<GradeView | null> {
  const rows = await db
    .selectFrom('courses as c')
    .innerJoin('grades as g', 'g.id', 'c.grade_id')
    .select(['g.id', 'g.name'])
    .distinct()
    .where(sql<string>`lower(c.licence_code)`, '=', licenceCode.toLowerCase())
    .where('c.active', '=', true)
    .execute();
  return rows.length === 1 ? rows[0]! : null;
}

/** A profile's name and grade (null when it has none). */
export async function profileWithGrade(
  db: Db,
  profileId: number,
): Promise<{ id: number; name: string; grade: GradeView | null } | undefined> {
  const row = await db
    .selectFrom('profiles as p')
    .leftJoin('grades as g', 'g.id', 'p.grade_id')
    .select(['p.id', 'p.name', 'g.id as grade_id', 'g.name as grade_name'])
    .where('p.id', '=', profileId)
    .executeTakeFirst();
  if (!row) return undefined;
  const grade =
    row.grade_id !== null && row.grade_name !== null ? { id: row.grade_id, name: row.grade_name } : null;
  return { id: row.id, name: row.name, grade };
}

/**
 * Creates a licence, or extends the live one with the same code and trial flag: the one place a
 * licence is granted (activation codes here, paid orders in server/payment). Runs inside the
 * caller's transaction and locks the licence it extends. `addTo` moves an end date forward.
 */
export async function createOrExtendLicence(
  trx: Transaction<Database>,
  grant: {
    profileId: number;
    licenceCode: string;
    isTrial: boolean;
    source: LicenceSource;
    nowMs: number;
    addTo: (from: Date) => Date;
  },
) {
  const live = await trx
    .selectFrom('licences')
    .select(['id', 'end_time'])
    .where('profile_id', '=', grant.profileId)
    .where(sql<string>`lower(licence_code)`, '=', grant.licenceCode.toLowerCase())
    .where('is_trial', '=', grant.isTrial)
    .where('end_time', '>', new Date(grant.nowMs))
    .orderBy('end_time', 'desc')
    .forUpdate()
    .executeTakeFirst();
  const columns = ['id', 'licence_code', 'is_trial', 'starts_at', 'end_time', 'source'] as const;
  const saved = live
    ? await trx
        .updateTable('licences')
        .set({ end_time: grant.addTo(new Date(live.end_time)) })
        .where('id', '=', live.id)
        .returning(columns)
        .executeTakeFirstOrThrow()
    : await trx
        .insertInto('licences')
        .values({
          profile_id: grant.profileId,
          licence_code: grant.licenceCode,
          is_trial: grant.isTrial,
          starts_at: new Date(grant.nowMs),
          end_time: grant.addTo(new Date(grant.nowMs)),
          source: grant.source,
        })
        .returning(columns)
        .executeTakeFirstOrThrow();
  return { ...saved, extended: live !== undefined };
}

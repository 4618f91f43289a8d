import { sql } from 'kysely';
import type { License } from '../../src/domain/entities';
import { isSubjectLicenceValid } from '../../src/domain/licence';
import type { Db } from '../db/database';

export type LicenceStatus = 'active' | 'trial' | 'expired';

export interface LicenceView extends License {
  id: number;
  startsAt: string;
  /** expired once endTime has passed; otherwise trial or active. */
  status: LicenceStatus;
  source: string;
}

export function licenceStatus(licence: { isTrial: boolean; endTime: string }, nowMs: number): LicenceStatus {
  if (Date.parse(licence.endTime) <= nowMs) return 'expired';
  return licence.isTrial ? 'trial' : 'active';
}

/** Every licence of a profile, newest end first. */
export async function listLicences(db: Db, profileId: number, nowMs: number): Promise<LicenceView[]> {
  const rows = await db
    .selectFrom('licences')
    .select(['id', 'licence_code', 'is_trial', 'starts_at', 'end_time', 'source'])
    .where('profile_id', '=', profileId)
    .orderBy('end_time', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => {
    const view = {
      licenseCode: row.licence_code,
      isTrial: row.is_trial,
      endTime: new Date(row.end_time).toISOString(),
    };
    return {
      id: row.id,
      ...view,
      startsAt: new Date(row.starts_at).toISOString(),
      status: licenceStatus(view, nowMs),
      source: row.source,
    };
  });
}

/**
 * SPEC §5 for one course: a licence with the course's code (case-insensitive) that is not a trial
 * (unless the course is the tutor variant) and ends in the future.
 */
export async function hasValidLicence(
  db: Db,
  profileId: number,
  course: { licence_code: string; is_tutor: boolean },
  nowMs: number,
): Promise<boolean> {
  const rows = await db
    .selectFrom('licences')
    .select(['licence_code', 'is_trial', 'end_time'])
    .where('profile_id', '=', profileId)
    .where(sql<string>`lower(licence_code)`, '=', course.licence_code.toLowerCase())
    .execute();
  const licences: License[] = rows.map((r) => ({
    licenseCode: r.licence_code,
    isTrial: r.is_trial,
    endTime: new Date(r.end_time).toISOString(),
  }));
  return isSubjectLicenceValid(licences, course.licence_code, { allowTrial: course.is_tutor, now: nowMs });
}

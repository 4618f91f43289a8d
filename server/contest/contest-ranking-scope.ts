import type { Db } from '../db/database';
import { AppError } from '../http/envelope';
import { ERROR_CODES } from '../http/error-codes';
import { CONTEST_MESSAGES } from './contest-messages';
import { refreshRanksIfStale } from './contest-rank-materialisation.repository';
import { findRound, type RoundRecord } from './contest-rounds.repository';
import { findSchool } from './contest-schools.repository';

/** The round a ranking reads, its materialised ranks refreshed first when a submit made them stale. */
export async function roundForRanking(db: Db, roundId: number): Promise<RoundRecord> {
  const round = await findRound(db, roundId);
  if (!round) throw new AppError(404, ERROR_CODES.CONTEST_ROUND_NOT_FOUND, CONTEST_MESSAGES.roundNotFound);
  if (round.ranksDirty) await refreshRanksIfStale(db, roundId);
  return round;
}

export async function resolveSchool(db: Db, schoolId: number | null | undefined) {
  if (!schoolId)
    throw new AppError(400, ERROR_CODES.CONTEST_SCHOOL_NOT_FOUND, CONTEST_MESSAGES.schoolRequired);
  const school = await findSchool(db, schoolId);
  if (!school) throw new AppError(404, ERROR_CODES.CONTEST_SCHOOL_NOT_FOUND, CONTEST_MESSAGES.schoolNotFound);
  return { id: school.id, provinceId: school.province_id };
}

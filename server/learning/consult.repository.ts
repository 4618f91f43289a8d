import { sql } from 'kysely';
import type { ConsultAnswer } from '../../src/contracts/service3';
import type { Db } from '../db/database';

/** A repeat of the same request (phone + type) inside this window gets the first answer back. */
export const CONSULT_DEDUP_MINUTES = 10;
/** Arbitrary namespace of the advisory locks that serialise requests of one phone. */
const CONSULT_LOCK_NAMESPACE = 7_212_005;

export interface ConsultInput {
  requestType: number;
  fullName: string;
  phone: string;
  platform: string;
  followCourse: string;
  grade: string;
  birthday: string | null;
  userId: number | null;
}

/**
 * Stores a registration-consult request for the sales team. Two identical clicks (or a retried
 * request) within CONSULT_DEDUP_MINUTES answer the first row instead of adding one: the advisory
 * lock on the phone makes the check-then-insert atomic across processes.
 */
export async function storeConsultRequest(db: Db, input: ConsultInput): Promise<ConsultAnswer> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${CONSULT_LOCK_NAMESPACE}, hashtext(${input.phone}))`.execute(trx);
    const ldb = trx;
    const recent = await ldb
      .selectFrom('consult_requests')
      .select(['id', 'created_at'])
      .where('phone', '=', input.phone)
      .where('request_type', '=', input.requestType)
      .where(sql<boolean>`created_at > app_now() - make_interval(mins => ${CONSULT_DEDUP_MINUTES})`)
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    const row =
      recent ??
      (await ldb
        .insertInto('consult_requests')
        .values({
          request_type: input.requestType,
          full_name: input.fullName,
          phone: input.phone,
          platform: input.platform,
          follow_course: input.followCourse,
          grade: input.grade,
          birthday: input.birthday,
          user_id: input.userId,
        })
        .returning(['id', 'created_at'])
        .executeTakeFirstOrThrow());
    return { requestId: row.id, createdAt: new Date(row.created_at).toISOString() };
  });
}

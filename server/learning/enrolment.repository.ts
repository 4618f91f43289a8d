import type { Db } from '../db/database';
import { SLOT_COLUMNS } from './schedule-slot-columns';

/*
 * SQL of the seats (POST /user/save-schedules): class_schedules.seats_taken and the profile_schedules
 * rows that hold them. Every function takes the caller's transaction: enrolment.ts runs the whole
 * change in one, locking the target schedule first and the schedules being left in id order.
 */

/** The schedule to enrol in, with its course and level, locked (`select … for update of cs`). */
export function lockEnrolmentTarget(trx: Db, scheduleId: number) {
  return trx
    .selectFrom('class_schedules as cs')
    .innerJoin('courses as c', 'c.id', 'cs.course_id')
    .innerJoin('course_levels as lv', 'lv.id', 'cs.level_id')
    .select([
      'cs.id',
      'cs.course_id',
      ...SLOT_COLUMNS,
      'cs.active',
      'c.title as course_title',
      'c.licence_code',
      'c.is_tutor',
      'c.active as course_active',
      'lv.name as level_name',
    ])
    .where('cs.id', '=', scheduleId)
    .forUpdate('cs')
    .executeTakeFirst();
}

export type EnrolmentTarget = NonNullable<Awaited<ReturnType<typeof lockEnrolmentTarget>>>;

/** The profile's seat in this schedule, if it holds one. */
export function findHeldSeat(
  trx: Db,
  profileId: number,
  scheduleId: number,
): Promise<{ id: number } | undefined> {
  return trx
    .selectFrom('profile_schedules')
    .select('id')
    .where('profile_id', '=', profileId)
    .where('class_schedule_id', '=', scheduleId)
    .executeTakeFirst();
}

/** Every seat the profile holds in the course's schedules, by schedule id. */
export function listCourseSeats(trx: Db, profileId: number, courseId: number) {
  return trx
    .selectFrom('profile_schedules as ps')
    .innerJoin('class_schedules as cs', 'cs.id', 'ps.class_schedule_id')
    .select(['ps.id', 'ps.class_schedule_id', 'cs.level_id'])
    .where('ps.profile_id', '=', profileId)
    .where('cs.course_id', '=', courseId)
    .orderBy('cs.id')
    .execute();
}

/**
 * Leaves these schedules: locks them in id order (`scheduleIds` sorted ascending), deletes the
 * profile's seat rows, then frees one seat in each schedule (never below zero).
 */
export async function leaveSchedules(trx: Db, scheduleIds: number[], seatIds: number[]): Promise<void> {
  await trx
    .selectFrom('class_schedules')
    .select('id')
    .where('id', 'in', scheduleIds)
    .orderBy('id')
    .forUpdate()
    .execute();
  await trx.deleteFrom('profile_schedules').where('id', 'in', seatIds).execute();
  for (const id of scheduleIds) {
    await trx
      .updateTable('class_schedules')
      .set((eb) => ({ seats_taken: eb('seats_taken', '-', 1) }))
      .where('id', '=', id)
      .where('seats_taken', '>', 0)
      .execute();
  }
}

/** Takes one seat of the (locked) target schedule for the profile; answers the new seat row's id. */
export async function takeSeat(
  trx: Db,
  profileId: number,
  target: Pick<EnrolmentTarget, 'id' | 'course_title' | 'weekday' | 'start_time'>,
): Promise<number> {
  await trx
    .updateTable('class_schedules')
    .set((eb) => ({ seats_taken: eb('seats_taken', '+', 1) }))
    .where('id', '=', target.id)
    .execute();
  const inserted = await trx
    .insertInto('profile_schedules')
    .values({
      profile_id: profileId,
      course_title: target.course_title,
      weekday: target.weekday,
      start_time: target.start_time,
      class_schedule_id: target.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

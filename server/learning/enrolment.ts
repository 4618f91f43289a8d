import type { SavedSchedule } from '../../src/contracts/learning';
import { SCHEDULE_ACTION, type ScheduleAction } from '../../src/domain/constants';
import type { Db } from '../db/database';
import { AppError } from '../http/envelope';
import { ERROR_CODES } from '../http/error-codes';
import {
  findHeldSeat,
  leaveSchedules,
  listCourseSeats,
  lockEnrolmentTarget,
  takeSeat,
} from './enrolment.repository';
import { hasValidLicence } from './licences.repository';
import { ensureUpcomingSessions } from './sessions.repository';

export const ENROLMENT_MESSAGES = {
  scheduleNotFound: 'Không tìm thấy lịch học này. Vui lòng chọn lịch khác.',
  full: 'Lớp học này đã hết chỗ. Vui lòng chọn khung giờ khác.',
  noLicence:
    'Hồ sơ chưa có giấy phép học còn hiệu lực cho khóa học này. Vui lòng kích hoạt tài khoản hoặc liên hệ tư vấn.',
  nothingToChange: 'Hồ sơ chưa có lịch học của khóa này để thay đổi. Vui lòng đăng ký lịch học mới.',
  sameLevelRequired: 'Lịch mới khác trình độ hiện tại. Vui lòng chọn "Đổi trình độ".',
  otherLevelRequired: 'Lịch mới cùng trình độ hiện tại. Vui lòng chọn "Đổi lịch".',
} as const;

/**
 * POST /user/save-schedules in one transaction. The target schedule row is locked first
 * (SELECT … FOR UPDATE), so racing registrations for its last seat are serialised: the first takes
 * the seat, the next ones see it taken. A profile that already holds the target schedule gets the
 * same answer again without a second seat (idempotent). Actions 2 and 3 move every seat of the
 * course to the target (ADR 0005): 2 keeps the level, 3 changes it. The SQL is in
 * enrolment.repository.ts; this module holds the rules and the transaction.
 */
export async function saveSchedule(
  db: Db,
  {
    profileId,
    scheduleId,
    action,
    nowMs,
  }: { profileId: number; scheduleId: number; action: ScheduleAction; nowMs: number },
): Promise<SavedSchedule> {
  return db.transaction().execute(async (trx) => {
    const target = await lockEnrolmentTarget(trx, scheduleId);
    if (!target?.active || !target.course_active)
      throw new AppError(404, ERROR_CODES.NOT_FOUND, ENROLMENT_MESSAGES.scheduleNotFound);

    const answer = (id: number): SavedSchedule => ({
      id,
      scheduleId: target.id,
      courseId: target.course_id,
      courseTitle: target.course_title,
      levelName: target.level_name,
      weekday: target.weekday,
      startTime: target.start_time,
      durationMinutes: target.duration_minutes,
    });

    const held = await findHeldSeat(trx, profileId, target.id);

    if (action === SCHEDULE_ACTION.NEW_REGISTRATION) {
      if (held) return answer(held.id);
      if (!(await hasValidLicence(trx, profileId, target, nowMs)))
        throw new AppError(403, ERROR_CODES.FORBIDDEN, ENROLMENT_MESSAGES.noLicence);
    } else {
      const current = await listCourseSeats(trx, profileId, target.course_id);
      const others = current.filter((row) => row.class_schedule_id !== target.id);
      // Repeating a finished change: only the target is held, nothing left to move.
      if (held && others.length === 0) return answer(held.id);
      if (current.length === 0)
        throw new AppError(409, ERROR_CODES.CONFLICT, ENROLMENT_MESSAGES.nothingToChange);
      const sameLevel = current.every((row) => row.level_id === target.level_id);
      if (action === SCHEDULE_ACTION.REGISTER_CHANGES && !sameLevel)
        throw new AppError(400, ERROR_CODES.BAD_REQUEST, ENROLMENT_MESSAGES.sameLevelRequired);
      if (action === SCHEDULE_ACTION.CHANGE_LEVEL && sameLevel)
        throw new AppError(400, ERROR_CODES.BAD_REQUEST, ENROLMENT_MESSAGES.otherLevelRequired);
      // Lock the schedules being left in id order (the target is already locked) and free their seats.
      const leaving = others.map((row) => row.class_schedule_id as number).sort((a, b) => a - b);
      await leaveSchedules(
        trx,
        leaving,
        others.map((row) => row.id),
      );
      if (held) return answer(held.id);
    }

    if (target.seats_taken >= target.capacity)
      throw new AppError(409, ERROR_CODES.CONFLICT, ENROLMENT_MESSAGES.full);
    const seatId = await takeSeat(trx, profileId, target);
    // A seat's sessions exist from the moment it is taken (reads never write them); the hourly job
    // (upcoming-sessions-job.ts) keeps their horizon rolling.
    await ensureUpcomingSessions(trx, [target.id], nowMs);
    return answer(seatId);
  });
}

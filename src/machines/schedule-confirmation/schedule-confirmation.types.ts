import type { SaveSchedulesRequest } from '../../contracts/learning';
import type { RegisterConsultBody as RegisterConsultRequest } from '../../contracts/service3';
import type { ScheduleAction } from '../../domain/constants';
import type { SchedulePopupCookie } from '../../platform/cookies';

/** The slot a parent confirmed, with what the congratulation popup shows. */
export interface ScheduleChoice {
  scheduleId: number;
  profileId?: number;
  courseTitle: string;
  /** 'HH:MM'. */
  time: string;
  /** 'Thứ Hai' … 'Chủ Nhật'. */
  day: string;
}

export interface ScheduleNotification {
  tone: 'error' | 'success';
  /** SPEC §8: 'Đăng ký lịch học', 'Đăng ký đổi lịch' or 'Đăng ký đổi trình độ'. */
  title: string;
  message: string;
}

export interface ScheduleConfirmationContext {
  action: ScheduleAction | null;
  choice: ScheduleChoice | null;
  consult: RegisterConsultRequest | null;
  notification: ScheduleNotification | null;
}

export type ScheduleConfirmationEvent =
  | { type: 'schedule.confirmed'; action: 1; choice: ScheduleChoice }
  /** Actions 2 and 3 open the registration-consult call (SPEC §4). */
  | { type: 'schedule.confirmed'; action: 2 | 3; choice: ScheduleChoice; consult: RegisterConsultRequest }
  /**
   * A family without a licence for the course asks to be called (issue 31): the registration consult
   * without a schedule change, titled as a schedule registration.
   */
  | { type: 'consult.requested'; consult: RegisterConsultRequest }
  | { type: 'notification.dismissed' };

export interface ScheduleConfirmationActionParams {
  /** Lives POPUP_COOKIE_SECONDS (900 s). */
  setPopupCookie: { popup: SchedulePopupCookie };
  /** A full page load of /lop-hoc, so the session refreshes the profile with its new schedule. */
  reloadClassHome: { url: string };
  logError: { message: string; error?: unknown };
}

export type { RegisterConsultRequest, SaveSchedulesRequest };

/**
 * Display formats. Times are shown in Vietnam (Asia/Ho_Chi_Minh, UTC+7 all year): the users are
 * there, while servers and CI run in UTC, so formatting in the machine's zone would differ between a
 * pupil's browser, a server-rendered text and a test. Plain arithmetic on the fixed offset keeps this
 * pure and deterministic without a time-zone database.
 */
import { type DateInput, toEpochMs, vietnamWallClock } from './time';

const pad2 = (value: number): string => String(value).padStart(2, '0');

/** 'HH:mm ngày D/M/YYYY' in Vietnamese time, e.g. '08:05 ngày 1/5/2024'; '' for a missing or invalid date. */
export function formatNotificationTime(date: DateInput): string {
  const epochMs = toEpochMs(date);
  if (Number.isNaN(epochMs)) return '';
  const local = vietnamWallClock(epochMs);
  if (Number.isNaN(local.getTime())) return '';
  const time = `${pad2(local.getUTCHours())}:${pad2(local.getUTCMinutes())}`;
  return `${time} ngày ${local.getUTCDate()}/${local.getUTCMonth() + 1}/${local.getUTCFullYear()}`;
}

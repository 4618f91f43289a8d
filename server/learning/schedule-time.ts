import { VIETNAM_UTC_OFFSET_MINUTES } from '../../src/domain/constants';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const OFFSET_MS = VIETNAM_UTC_OFFSET_MINUTES * MINUTE_MS;

/** 'Vào học' opens this long before a session starts (issue 5) and stays open until it ends. */
export const JOIN_OPENS_BEFORE_MS = 10 * MINUTE_MS;
/** How far ahead sessions are generated from the weekly schedules. */
export const SESSION_HORIZON_DAYS = 14;

/** ISO weekday (1 = Monday … 7 = Sunday) of an instant, in Vietnam. */
export function vietnamWeekday(epochMs: number): number {
  const day = new Date(epochMs + OFFSET_MS).getUTCDay();
  return day === 0 ? 7 : day;
}

/**
 * Weeks since Monday 5 January 1970 in Vietnam: a school week, Monday to Sunday, so every session of
 * one calendar week shares its number (the epoch itself fell on a Thursday).
 */
export function vietnamWeekNumber(epochMs: number): number {
  const firstMonday = 4 * DAY_MS;
  return Math.floor((epochMs + OFFSET_MS - firstMonday) / (7 * DAY_MS));
}

/** Start of the Vietnamese calendar day containing `epochMs`, as a UTC instant. */
function vietnamDayStart(epochMs: number): number {
  return Math.floor((epochMs + OFFSET_MS) / DAY_MS) * DAY_MS - OFFSET_MS;
}

function minutesOf(startTime: string): number {
  const [hours, minutes] = startTime.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/**
 * The start instants of a weekly slot (Vietnamese weekday + 'HH:MM') whose session has not ended by
 * `nowMs` and that start within the next `days` days. The window is measured from now, not from the
 * start of today: a weekly slot always has two sessions ahead of it in a 14-day horizon, even on its
 * own weekday after its class (issue 36: a Monday after the Monday class used to see only one).
 * Vietnam has no daylight saving, so the arithmetic is exact.
 */
export function upcomingStarts(
  weekday: number,
  startTime: string,
  durationMinutes: number,
  nowMs: number,
  days = SESSION_HORIZON_DAYS,
): Date[] {
  const today = vietnamDayStart(nowMs);
  const horizonEnd = nowMs + days * DAY_MS;
  const out: Date[] = [];
  // From yesterday: a late class may still run past midnight.
  for (let offset = -1; offset <= days; offset += 1) {
    const dayStart = today + offset * DAY_MS;
    if (vietnamWeekday(dayStart) !== weekday) continue;
    const start = dayStart + minutesOf(startTime) * MINUTE_MS;
    if (start + durationMinutes * MINUTE_MS > nowMs && start < horizonEnd) out.push(new Date(start));
  }
  return out;
}

/** 'HH:MM' of an instant in Vietnam. */
export function vietnamTimeOfDay(epochMs: number): string {
  const local = new Date(epochMs + OFFSET_MS);
  return `${String(local.getUTCHours()).padStart(2, '0')}:${String(local.getUTCMinutes()).padStart(2, '0')}`;
}

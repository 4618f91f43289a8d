/**
 * Months of the monthly report, in Vietnam time (UTC+7, no daylight saving): a month starts at
 * 00:00 in Hà Nội on its first day, whatever the server's or the browser's time zone.
 */
import { VIETNAM_UTC_OFFSET_MINUTES } from './constants';
import { vietnamWallClock } from './time';

const OFFSET_MS = VIETNAM_UTC_OFFSET_MINUTES * 60_000;
const DAY_MS = 86_400_000;
const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** [start, end) instants of a month. */
export interface MonthRange {
  month: string;
  startMs: number;
  endMs: number;
}

/** True for 'YYYY-MM' with a real month number. */
export function isMonth(text: string): boolean {
  return MONTH_PATTERN.test(text);
}

function parts(month: string): [number, number] {
  const match = MONTH_PATTERN.exec(month);
  if (!match) throw new Error(`not a month: ${month}`);
  return [Number(match[1]), Number(match[2])];
}

function format(year: number, monthIndex: number): string {
  const date = new Date(Date.UTC(year, monthIndex, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The Vietnamese month an instant falls in. */
export function monthOf(epochMs: number): string {
  const wall = vietnamWallClock(epochMs);
  return format(wall.getUTCFullYear(), wall.getUTCMonth());
}

/** The month `delta` months after (or before, when negative) `month`. */
export function shiftMonth(month: string, delta: number): string {
  const [year, number] = parts(month);
  return format(year, number - 1 + delta);
}

export function monthRange(month: string): MonthRange {
  const [year, number] = parts(month);
  return {
    month,
    startMs: Date.UTC(year, number - 1, 1) - OFFSET_MS,
    endMs: Date.UTC(year, number, 1) - OFFSET_MS,
  };
}

/** 'Tháng 10/2026'. */
export function monthLabel(month: string): string {
  const [year, number] = parts(month);
  return `Tháng ${number}/${year}`;
}

/** '10/2026', as in 'Báo cáo học tập tháng 10/2026 đã sẵn sàng'. */
export function monthShortLabel(month: string): string {
  const [year, number] = parts(month);
  return `${number}/${year}`;
}

/** The Vietnamese calendar day of an instant, 'YYYY-MM-DD'. */
export function vietnamDay(epochMs: number): string {
  return vietnamWallClock(epochMs).toISOString().slice(0, 10);
}

/** The Monday (Vietnam time) of the week an instant falls in, 'YYYY-MM-DD'. */
export function weekStartOf(epochMs: number): string {
  const wall = vietnamWallClock(epochMs);
  const sinceMonday = (wall.getUTCDay() + 6) % 7;
  return new Date(
    Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate()) - sinceMonday * DAY_MS,
  )
    .toISOString()
    .slice(0, 10);
}

/** The Mondays of every week that has at least one day in the month, in order. */
export function weeksOfMonth(month: string): string[] {
  const { startMs, endMs } = monthRange(month);
  const weeks: string[] = [];
  for (let day = startMs; day < endMs; day += DAY_MS) {
    const monday = weekStartOf(day);
    if (weeks[weeks.length - 1] !== monday) weeks.push(monday);
  }
  return weeks;
}

/** The last `count` months up to and including `latest`, newest first (the month picker). */
export function recentMonths(latest: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => shiftMonth(latest, -i));
}

/**
 * The daily goal and the streak (issue 33, ADR 0014), in Vietnam calendar days (UTC+7 whatever the
 * server's or the browser's zone; 'YYYY-MM-DD'). Pure: the server feeds it the days a profile met the
 * goal and the days it repaired; the pupil's page, the monthly report and the in-app weekly view
 * show what it answers.
 *
 * The rules, as a pupil or parent reads them:
 * - A day meets the goal when the pupil answers DAILY_GOAL_PRACTICE_ITEMS practice questions or
 *   speaks every prompt of one AI Speak topic that day.
 * - The streak is the number of days in a row that met the goal (or were repaired), ending today, or
 *   yesterday while today is still open.
 * - A missed day can be repaired the next day, for STREAK_REPAIR_DIAMONDS diamonds, when the day
 *   before it counts (there is a streak to save), at most once per week (Monday to Sunday).
 */
import { vietnamDay } from './report-month';

export const DAILY_GOAL_PRACTICE_ITEMS = 10;
export const STREAK_REPAIR_DIAMONDS = 10;

/**
 * met: goal reached; repaired: missed, then repaired with diamonds; missed; pending: today, not yet
 * reached; future: after today.
 */
export type GoalDayStatus = 'met' | 'repaired' | 'missed' | 'pending' | 'future';

/** The days a profile met the goal and the days it repaired ('YYYY-MM-DD', Vietnam time). */
export interface StreakHistory {
  metDays: ReadonlySet<string>;
  repairedDays: ReadonlySet<string>;
}

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

function dayMs(day: string): number {
  const match = DAY_PATTERN.exec(day);
  if (!match) throw new Error(`not a day: ${day}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** The Vietnam calendar day of an instant. */
export function goalDayOf(epochMs: number): string {
  return vietnamDay(epochMs);
}

/** `day` moved by `delta` calendar days. */
export function addDays(day: string, delta: number): string {
  return new Date(dayMs(day) + delta * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday of the week `day` falls in. */
export function mondayOf(day: string): string {
  const sinceMonday = (new Date(dayMs(day)).getUTCDay() + 6) % 7;
  return addDays(day, -sinceMonday);
}

/** Every day from `from` to `to`, both included. */
export function daysFrom(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

const counts = (history: StreakHistory, day: string) =>
  history.metDays.has(day) || history.repairedDays.has(day);

export function dayStatus(history: StreakHistory, day: string, today: string): GoalDayStatus {
  if (day > today) return 'future';
  if (history.metDays.has(day)) return 'met';
  if (history.repairedDays.has(day)) return 'repaired';
  return day === today ? 'pending' : 'missed';
}

/** Days in a row that count, ending at `last`. */
function runEndingAt(history: StreakHistory, last: string): number {
  let length = 0;
  for (let day = last; counts(history, day); day = addDays(day, -1)) length += 1;
  return length;
}

/** The streak on `today`: ending today when today counts, else ending yesterday (today is still open). */
export function currentStreak(history: StreakHistory, today: string): number {
  return runEndingAt(history, counts(history, today) ? today : addDays(today, -1));
}

/** The longest run of counting days within [from, to]. */
export function longestStreak(history: StreakHistory, from: string, to: string): number {
  let longest = 0;
  let run = 0;
  for (const day of daysFrom(from, to)) {
    run = counts(history, day) ? run + 1 : 0;
    longest = Math.max(longest, run);
  }
  return longest;
}

/** True when a day of `day`'s week (Monday to Sunday) was already repaired. */
export function weekHasRepair(history: StreakHistory, day: string): boolean {
  const monday = mondayOf(day);
  return daysFrom(monday, addDays(monday, 6)).some((d) => history.repairedDays.has(d));
}

/**
 * The day that may be repaired on `today`, or null: yesterday, when it was missed, the day before it
 * counts, and its week has no repair yet.
 */
export function repairableDay(history: StreakHistory, today: string): string | null {
  const yesterday = addDays(today, -1);
  if (counts(history, yesterday)) return null;
  if (!counts(history, addDays(yesterday, -1))) return null;
  if (weekHasRepair(history, yesterday)) return null;
  return yesterday;
}

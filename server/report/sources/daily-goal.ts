import { currentStreak, dayStatus, daysFrom, goalDayOf, longestStreak } from '../../../src/domain/daily-goal';
import { goalRecord } from '../../practice/daily-goal.repository';
import { EMPTY, type ReportSource } from './source';

/**
 * The daily goal (issue 33, ADR 0014): the days of the month that met the goal or were repaired,
 * the longest streak in the month and the streak at its end (now, for the current month), each day
 * as evidence. A month with no such day is empty.
 */
export const dailyGoalSource: ReportSource<'dailyGoal'> = async (db, profileId, range, nowMs) => {
  const first = goalDayOf(range.startMs);
  const last = goalDayOf(Math.min(range.endMs - 1, nowMs));
  if (last < first) return EMPTY;
  const record = await goalRecord(db, profileId);
  const days = daysFrom(first, last);
  const daysMet = days.filter((day) => record.metDays.has(day)).length;
  const daysRepaired = days.filter((day) => record.repairedDays.has(day)).length;
  if (daysMet + daysRepaired === 0) return EMPTY;
  const today = goalDayOf(nowMs);
  return {
    status: 'ready',
    data: {
      daysMet,
      daysRepaired,
      daysSoFar: days.length,
      longestStreak: longestStreak(record, first, last),
      // `last` is the month's last day, or today in the current month.
      streak: currentStreak(record, last),
      days: days.map((day) => ({ day, status: dayStatus(record, day, today) })),
    },
  };
};

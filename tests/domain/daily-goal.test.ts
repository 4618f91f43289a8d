import { describe, expect, it } from 'vitest';
import {
  addDays,
  currentStreak,
  dayStatus,
  goalDayOf,
  longestStreak,
  mondayOf,
  repairableDay,
  type StreakHistory,
} from '../../src/domain/daily-goal';

const history = (met: string[], repaired: string[] = []): StreakHistory => ({
  metDays: new Set(met),
  repairedDays: new Set(repaired),
});

describe('daily goal days (Vietnam time, UTC+7)', () => {
  it('a day ends at midnight in Hà Nội, whatever the server’s zone: 16:59:59 UTC is still the same day', () => {
    expect(goalDayOf(Date.UTC(2026, 11, 31, 16, 59, 59, 999))).toBe('2026-12-31');
    expect(goalDayOf(Date.UTC(2026, 11, 31, 17, 0, 0))).toBe('2027-01-01');
    expect(goalDayOf(Date.UTC(2026, 10, 30, 17, 0, 0))).toBe('2026-12-01');
    expect(goalDayOf(Date.UTC(2028, 1, 28, 17, 0, 0))).toBe('2028-02-29');
  });

  it('days and weeks across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(mondayOf('2027-01-03')).toBe('2026-12-28');
    expect(mondayOf('2026-11-30')).toBe('2026-11-30');
    expect(mondayOf('2026-12-06')).toBe('2026-11-30');
  });
});

describe('streak', () => {
  it('counts days in a row up to today, or up to yesterday while today is still open', () => {
    const h = history(['2026-12-30', '2026-12-31', '2027-01-01']);
    expect(currentStreak(h, '2027-01-01')).toBe(3);
    expect(currentStreak(h, '2027-01-02')).toBe(3);
    expect(currentStreak(h, '2027-01-03')).toBe(0);
    expect(longestStreak(h, '2026-12-01', '2026-12-31')).toBe(2);
    expect(dayStatus(h, '2027-01-02', '2027-01-02')).toBe('pending');
    expect(dayStatus(h, '2027-01-02', '2027-01-03')).toBe('missed');
    expect(dayStatus(h, '2027-01-04', '2027-01-03')).toBe('future');
  });

  it('a repaired day counts like a met one', () => {
    const h = history(['2026-12-30', '2026-12-31', '2027-01-02'], ['2027-01-01']);
    expect(currentStreak(h, '2027-01-02')).toBe(4);
    expect(dayStatus(h, '2027-01-01', '2027-01-02')).toBe('repaired');
  });
});

describe('repairing a missed day', () => {
  it('only yesterday, when it was missed and the day before it counts', () => {
    expect(repairableDay(history(['2027-01-01']), '2027-01-03')).toBe('2027-01-02');
    // Today already met does not matter: yesterday still joins the streak up.
    expect(repairableDay(history(['2027-01-01', '2027-01-03']), '2027-01-03')).toBe('2027-01-02');
    expect(repairableDay(history(['2027-01-02']), '2027-01-03')).toBeNull();
    // Two days missed: nothing to save.
    expect(repairableDay(history(['2026-12-31']), '2027-01-03')).toBeNull();
    expect(repairableDay(history([]), '2027-01-03')).toBeNull();
  });

  it('once a week (Monday to Sunday, the week of the missed day)', () => {
    // Week of Mon 4 Jan 2027: Tuesday was repaired, so Thursday cannot be.
    const h = history(['2027-01-04', '2027-01-06'], ['2027-01-05']);
    expect(repairableDay(h, '2027-01-08')).toBeNull();
    // Sunday 10 Jan missed, repaired on Monday 11 in the next week? No: Sunday belongs to the week of the 4th.
    const sunday = history(
      ['2027-01-04', '2027-01-06', '2027-01-07', '2027-01-08', '2027-01-09'],
      ['2027-01-05'],
    );
    expect(repairableDay(sunday, '2027-01-11')).toBeNull();
    // Monday 11 missed (a new week): repairable on Tuesday 12.
    const monday = history(['2027-01-09', '2027-01-10'], ['2027-01-05']);
    expect(repairableDay(monday, '2027-01-12')).toBe('2027-01-11');
  });
});

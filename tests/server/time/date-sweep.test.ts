import { describe, expect, it } from 'vitest';
import {
  JOIN_OPENS_BEFORE_MS,
  SESSION_HORIZON_DAYS,
  upcomingStarts,
  vietnamTimeOfDay,
  vietnamWeekday,
  vietnamWeekNumber,
} from '../../../server/learning/schedule-time';
import { toSessionView } from '../../../server/learning/sessions.repository';
import { assertReportableMonth } from '../../../server/report/report.repository';
import { addDays, currentStreak, goalDayOf } from '../../../src/domain/daily-goal';
import { isSubjectLicenceValid } from '../../../src/domain/licence';
import {
  monthOf,
  monthRange,
  shiftMonth,
  vietnamDay,
  weekStartOf,
  weeksOfMonth,
} from '../../../src/domain/report-month';

/*
 * Issue 36: every date rule on every day of 2026-01-01 … 2028-12-31 (ISO week 53 of 2026, the leap
 * day 2028-02-29, every month and year end), at the instants of a day where rules turn, in Vietnam
 * time on a UTC test machine. Pure functions with the instant as a parameter: no waiting, no real date.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

/** Midnight in Vietnam (UTC+7) of every calendar day of the sweep. */
const DAYS: number[] = [];
for (
  let day = Date.parse('2026-01-01T00:00:00+07:00');
  day <= Date.parse('2028-12-31T00:00:00+07:00');
  day += DAY_MS
)
  DAYS.push(day);

/** Where rules turn within a day: midnight, around a 07:35–08:20 class, noon, the last millisecond. */
const TIMES_OF_DAY_MS = [
  0,
  7 * 60 + 24,
  7 * 60 + 25,
  7 * 60 + 35,
  8 * 60 + 20,
  12 * 60,
  23 * 60 + 59,
].flatMap((minutes) => [minutes * MINUTE_MS, minutes * MINUTE_MS - 1].filter((ms) => ms >= 0));
const INSTANTS = DAYS.flatMap((day) => TIMES_OF_DAY_MS.map((offset) => day + offset)).concat(
  DAYS.map((day) => day + DAY_MS - 1),
);

/** Weekly slots: every weekday in the morning, and late ones that run past midnight. */
const SLOTS = [
  ...[1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, startTime: '07:35', minutes: 45 })),
  { weekday: 1, startTime: '23:30', minutes: 60 },
  { weekday: 7, startTime: '23:30', minutes: 60 },
];

function failures<T>(values: readonly T[], check: (value: T) => string | null, limit = 5): string[] {
  const out: string[] = [];
  for (const value of values) {
    const problem = check(value);
    if (problem) out.push(problem);
    if (out.length >= limit) break;
  }
  return out;
}

const iso = (ms: number) => new Date(ms).toISOString();

describe('class sessions on every day of 2026–2028 (Vietnam time, UTC machine)', () => {
  it('sweeps 1,096 days', () => {
    expect(DAYS).toHaveLength(1096);
    expect(vietnamDay(DAYS[DAYS.length - 1]!)).toBe('2028-12-31');
    expect(DAYS.map(vietnamDay)).toContain('2028-02-29');
  });

  it('a weekly slot always has its next two sessions inside the 14-day horizon, on its weekday and time', () => {
    const problems = failures(
      INSTANTS.flatMap((now) => SLOTS.map((slot) => ({ now, slot }))),
      ({ now, slot }) => {
        const starts = upcomingStarts(slot.weekday, slot.startTime, slot.minutes, now).map((d) =>
          d.getTime(),
        );
        const where = `${iso(now)} ${slot.weekday}@${slot.startTime}`;
        if (starts.length < 2) return `${where}: ${starts.length} session(s) ahead`;
        for (const [i, start] of starts.entries()) {
          if (vietnamWeekday(start) !== slot.weekday) return `${where}: ${iso(start)} on another weekday`;
          if (vietnamTimeOfDay(start) !== slot.startTime) return `${where}: ${iso(start)} at another time`;
          if (start >= now + SESSION_HORIZON_DAYS * DAY_MS) return `${where}: ${iso(start)} past the horizon`;
          if (i > 0 && start - starts[i - 1]! !== WEEK_MS)
            return `${where}: a week skipped before ${iso(start)}`;
        }
        if (starts[0]! + slot.minutes * MINUTE_MS <= now) return `${where}: lists a session that has ended`;
        // Nothing unfinished is left out: the week before the first one has ended.
        if (starts[0]! - WEEK_MS + slot.minutes * MINUTE_MS > now)
          return `${where}: leaves out a running session`;
        return null;
      },
    );
    expect(problems).toEqual([]);
  });

  it('the lesson rotates once a week, Monday to Sunday in Vietnam, across ISO week 53 and year ends', () => {
    const problems = failures(DAYS, (day) => {
      const monday = Date.parse(`${weekStartOf(day)}T00:00:00+07:00`);
      const week = vietnamWeekNumber(day + 7 * 60 * MINUTE_MS);
      if (vietnamWeekNumber(monday) !== week) return `${vietnamDay(day)}: not the week of its Monday`;
      if (vietnamWeekNumber(monday - 1) !== week - 1)
        return `${vietnamDay(day)}: the Sunday before is not the week before`;
      if (vietnamWeekNumber(monday + WEEK_MS - 1) !== week)
        return `${vietnamDay(day)}: its Sunday is another week`;
      return null;
    });
    expect(problems).toEqual([]);
    // 2026 has 53 ISO weeks: Monday 2026-12-28 starts a week of its own, and the next is 2027-01-04.
    const w53 = vietnamWeekNumber(Date.parse('2026-12-28T08:00:00+07:00'));
    expect(vietnamWeekNumber(Date.parse('2027-01-03T23:59:59+07:00'))).toBe(w53);
    expect(vietnamWeekNumber(Date.parse('2027-01-04T00:00:00+07:00'))).toBe(w53 + 1);
  });

  it("'Vào học' opens 10 minutes before a session and closes when it ends, every day", () => {
    const problems = failures(DAYS, (day) => {
      const start = day + (7 * 60 + 35) * MINUTE_MS;
      const row = {
        id: 1,
        class_schedule_id: 1,
        title: 'Buổi học',
        session_type: 'REGULAR',
        starts_at: new Date(start),
        duration_minutes: 45,
        objectives: [],
        vocabulary: [],
        classroom_room: 'room',
        course_title: 'Tiếng Anh',
        level_name: 'Cấp 1',
        teacher_id: null,
        teacher_name: null,
        teacher_gender: null,
        teacher_type: null,
      };
      const end = start + 45 * MINUTE_MS;
      const expectations: [number, boolean][] = [
        [start - JOIN_OPENS_BEFORE_MS - 1, false],
        [start - JOIN_OPENS_BEFORE_MS, true],
        [end - 1, true],
        [end, false],
      ];
      for (const [now, canJoin] of expectations)
        if (toSessionView(row, now).canJoin !== canJoin) return `${iso(now)}: canJoin should be ${canJoin}`;
      return null;
    });
    expect(problems).toEqual([]);
  });
});

describe('report months on every day of 2026–2028', () => {
  it('an instant falls in its Vietnamese month, and the month-end job announces the month before', () => {
    const problems = failures(INSTANTS, (now) => {
      const month = monthOf(now);
      const range = monthRange(month);
      if (now < range.startMs || now >= range.endMs) return `${iso(now)}: outside ${month}`;
      if (month !== vietnamDay(now).slice(0, 7)) return `${iso(now)}: ${month} is not the Vietnamese month`;
      const finished = monthRange(shiftMonth(month, -1));
      if (finished.endMs !== range.startMs)
        return `${iso(now)}: the month before does not end where ${month} starts`;
      if (finished.endMs > now) return `${iso(now)}: announces a month that has not ended`;
      const days = (range.endMs - range.startMs) / DAY_MS;
      if (days < 28 || days > 31) return `${month}: ${days} days`;
      return null;
    });
    expect(problems).toEqual([]);
    expect(monthRange('2028-02').endMs - monthRange('2028-02').startMs).toBe(29 * DAY_MS);
    expect(monthRange('2027-02').endMs - monthRange('2027-02').startMs).toBe(28 * DAY_MS);
    // Month ends are at midnight in Hà Nội, 17:00 UTC the day before.
    expect(monthOf(Date.parse('2026-12-31T16:59:59.999Z'))).toBe('2026-12');
    expect(monthOf(Date.parse('2026-12-31T17:00:00Z'))).toBe('2027-01');
  });

  it("this month and earlier ones can be reported, next month can't, on every day", () => {
    const problems = failures(DAYS, (day) => {
      for (const now of [day, day + DAY_MS - 1]) {
        const month = monthOf(now);
        try {
          assertReportableMonth(month, now);
          assertReportableMonth(shiftMonth(month, -1), now);
        } catch {
          return `${iso(now)}: ${month} refused`;
        }
        try {
          assertReportableMonth(shiftMonth(month, 1), now);
          return `${iso(now)}: next month accepted`;
        } catch {
          // Refused, as it should be.
        }
      }
      return null;
    });
    expect(problems).toEqual([]);
  });

  it("a month's weeks cover each of its days once, Monday first", () => {
    const months = [...new Set(DAYS.map((day) => monthOf(day)))];
    expect(months).toHaveLength(36);
    const problems = failures(months, (month) => {
      const weeks = weeksOfMonth(month);
      const { startMs, endMs } = monthRange(month);
      for (let day = startMs; day < endMs; day += DAY_MS)
        if (!weeks.includes(weekStartOf(day))) return `${month}: ${vietnamDay(day)} in no week`;
      if (weeks.some((w) => vietnamWeekday(Date.parse(`${w}T00:00:00+07:00`)) !== 1))
        return `${month}: a week not on Monday`;
      return null;
    });
    expect(problems).toEqual([]);
  });
});

describe('licence expiry on every day of 2026–2028', () => {
  it('a licence ending at midnight in Vietnam is valid until the millisecond before, in any form its end is written', () => {
    const problems = failures(DAYS, (day) => {
      const vietnamMidnight = vietnamDay(day);
      const forms = [`${vietnamMidnight} 00:00:00`, `${vietnamMidnight}T00:00:00+07:00`, iso(day)];
      for (const endTime of forms) {
        const licences = [{ licenseCode: 'EN-AI-G3', isTrial: false, endTime }];
        if (!isSubjectLicenceValid(licences, 'en-ai-g3', { now: day - 1 }))
          return `${endTime}: invalid before its end`;
        if (isSubjectLicenceValid(licences, 'en-ai-g3', { now: day })) return `${endTime}: valid at its end`;
      }
      return null;
    });
    expect(problems).toEqual([]);
  });
});

describe('daily-goal streaks on every day of 2026–2028', () => {
  it('a goal met at the first and last minute of each Vietnamese day counts for that day; a week in a row is a streak of 7, a gap breaks it', () => {
    const problems = failures(DAYS, (day) => {
      const today = goalDayOf(day);
      if (goalDayOf(day + DAY_MS - 1) !== today) return `${iso(day)}: the day ends before 24 h`;
      if (goalDayOf(day - 1) !== addDays(today, -1))
        return `${iso(day)}: the millisecond before is not yesterday`;
      const week = [0, 1, 2, 3, 4, 5, 6].map((back) =>
        goalDayOf(day - back * DAY_MS + (back % 2) * (DAY_MS - 1)),
      );
      const met = { metDays: new Set(week), repairedDays: new Set<string>() };
      if (currentStreak(met, today) !== 7)
        return `${today}: streak ${currentStreak(met, today)} instead of 7`;
      // Still open: today not met yet keeps yesterday's streak.
      const open = { metDays: new Set(week.slice(1)), repairedDays: new Set<string>() };
      if (currentStreak(open, today) !== 6) return `${today}: open day broke the streak`;
      const gap = { metDays: new Set(week.filter((_, i) => i !== 3)), repairedDays: new Set<string>() };
      if (currentStreak(gap, today) !== 3)
        return `${today}: a gap 3 days ago left ${currentStreak(gap, today)}`;
      return null;
    });
    expect(problems).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { vietnamWeekNumber } from '../../../server/learning/schedule-time';
import { regularSessionRow } from '../../../server/learning/sessions.repository';

const schedule = { id: 1, duration_minutes: 45, main_teacher_id: null, course_title: 'Tiếng Anh 3' };
const plan = ['Family', 'Animals', 'Colours', 'School'].map((title) => ({
  title,
  objectives: [],
  vocabulary: [],
}));
/** A session at 18:00 in Vietnam (11:00 UTC) on an ISO date. */
const at = (date: string) => new Date(`${date}T11:00:00Z`);
const lessonOn = (date: string) => regularSessionRow(schedule, plan, at(date)).title;

describe('lesson rotation by the Vietnamese school week', () => {
  it('numbers weeks from Monday 00:00 to Sunday 23:59 in Vietnam', () => {
    const monday = vietnamWeekNumber(Date.parse('2026-11-30T00:00:00+07:00'));
    expect(vietnamWeekNumber(Date.parse('2026-11-29T23:59:59+07:00'))).toBe(monday - 1);
    expect(vietnamWeekNumber(Date.parse('2026-12-06T23:59:59+07:00'))).toBe(monday);
    expect(vietnamWeekNumber(Date.parse('2026-12-07T00:00:00+07:00'))).toBe(monday + 1);
  });

  it('a Tuesday and Thursday course teaches one lesson a week, the next one the week after', () => {
    // The weeks since the epoch used to start on Thursday: Thursday 3/12 and Tuesday 8/12 shared one.
    expect(lessonOn('2026-12-01')).toBe(lessonOn('2026-12-03'));
    expect(lessonOn('2026-12-08')).toBe(lessonOn('2026-12-10'));
    expect(lessonOn('2026-12-08')).not.toBe(lessonOn('2026-12-03'));
    const titles = ['2026-12-01', '2026-12-08', '2026-12-15', '2026-12-22'].map(lessonOn);
    expect(new Set(titles).size).toBe(plan.length);
  });
});

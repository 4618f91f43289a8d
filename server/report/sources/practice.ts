import type { PracticeSession, SkillAccuracy } from '../../../src/contracts/report';
import type { MonthRange } from '../../../src/domain/report-month';
import type { Db } from '../../db/database';
import { percent } from './attendance';
import { EMPTY, inMonthSoFar, previousMonth, type ReportSource } from './source';

/** The practice bank's skills, in the order the report shows them, with their Vietnamese names. */
export const PRACTICE_SKILLS = [
  { skill: 'vocabulary', label: 'Từ vựng' },
  { skill: 'grammar', label: 'Ngữ pháp' },
  { skill: 'listening', label: 'Nghe hiểu' },
  { skill: 'reading', label: 'Đọc hiểu' },
  { skill: 'writing', label: 'Viết' },
] as const;

interface MonthPractice {
  sessions: PracticeSession[];
  /** Answers of the month's sessions per skill. */
  perSkill: Map<string, { answered: number; correct: number }>;
}

/**
 * The AI Practice sessions the profile started in the month (and before `nowMs`) with at least one
 * answer, and those answers counted per skill of their item. A session started on the last evening
 * of a month counts in that month, with all its answers.
 */
async function practiceOfMonth(db: Db, profileId: number, range: MonthRange, nowMs: number) {
  const answers = await db
    .selectFrom('practice_answers as a')
    .innerJoin('practice_sessions as s', 's.id', 'a.session_id')
    .innerJoin('practice_items as i', 'i.id', 'a.item_id')
    .innerJoin('practice_units as u', 'u.id', 's.unit_id')
    .select(['s.id', 's.started_at', 's.finished_at', 'u.title as unit_title', 'i.skill', 'a.correct'])
    .where('s.profile_id', '=', profileId)
    .where(inMonthSoFar('s.started_at', range, nowMs))
    .orderBy('s.started_at')
    .orderBy('s.id')
    .execute();
  const sessions = new Map<number, PracticeSession>();
  const perSkill = new Map<string, { answered: number; correct: number }>();
  for (const row of answers) {
    const session = sessions.get(row.id) ?? {
      id: row.id,
      startedAt: new Date(row.started_at).toISOString(),
      unitTitle: row.unit_title,
      correct: 0,
      total: 0,
      finished: row.finished_at !== null,
    };
    session.total += 1;
    if (row.correct) session.correct += 1;
    sessions.set(row.id, session);
    const skill = perSkill.get(row.skill) ?? { answered: 0, correct: 0 };
    skill.answered += 1;
    if (row.correct) skill.correct += 1;
    perSkill.set(row.skill, skill);
  }
  return { sessions: [...sessions.values()], perSkill } satisfies MonthPractice;
}

const totals = (month: MonthPractice) =>
  [...month.perSkill.values()].reduce(
    (sum, s) => ({ answered: sum.answered + s.answered, correct: sum.correct + s.correct }),
    { answered: 0, correct: 0 },
  );

/** AI Practice: sessions of the month, accuracy per skill against the previous month, with evidence. */
export const practiceSource: ReportSource<'practice'> = async (db, profileId, range, nowMs) => {
  const current = await practiceOfMonth(db, profileId, range, nowMs);
  if (current.sessions.length === 0) return EMPTY;
  const previous = await previousMonth(practiceOfMonth, db, profileId, range, nowMs);
  const accuracyOf = (s: { answered: number; correct: number } | undefined) =>
    s && s.answered > 0 ? percent(s.correct, s.answered) : null;
  const perSkill: SkillAccuracy[] = PRACTICE_SKILLS.filter(
    ({ skill }) => current.perSkill.has(skill) || previous.perSkill.has(skill),
  ).map(({ skill, label }) => ({
    skill,
    label,
    answered: current.perSkill.get(skill)?.answered ?? 0,
    correct: current.perSkill.get(skill)?.correct ?? 0,
    accuracy: accuracyOf(current.perSkill.get(skill)),
    previousAccuracy: accuracyOf(previous.perSkill.get(skill)),
  }));
  const now = totals(current);
  const before = totals(previous);
  return {
    status: 'ready',
    data: {
      sessionCount: current.sessions.length,
      previousSessionCount: previous.sessions.length > 0 ? previous.sessions.length : null,
      answered: now.answered,
      correct: now.correct,
      accuracy: percent(now.correct, now.answered),
      previousAccuracy: before.answered > 0 ? percent(before.correct, before.answered) : null,
      perSkill,
      sessions: current.sessions,
    },
  };
};

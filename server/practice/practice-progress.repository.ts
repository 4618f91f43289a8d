/** The practice units of a grade and the profile's progress in them. */
import { sql } from 'kysely';
import type { PracticeProgressData, PracticeUnitsData } from '../../src/contracts/practice';
import type { Db } from '../db/database';
import { profileGrade } from '../db/queries/profiles';

const pct = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((100 * part) / whole));

/** The grade a profile practises by default: its own, within the grades that have content. */
export function defaultGrade(profileGrade: number | null, grades: number[]): number {
  if (grades.length === 0) return profileGrade ?? 1;
  if (profileGrade === null) return grades[0]!;
  if (grades.includes(profileGrade)) return profileGrade;
  // Grades 10–12 (no content yet) see the highest grade that has some.
  return grades.reduce((best, g) => (Math.abs(g - profileGrade) < Math.abs(best - profileGrade) ? g : best));
}

/** The live units of one grade (the profile's own unless asked) with the profile's progress. */
export async function listUnits(
  db: Db,
  input: { profileId: number; grade?: number; now: Date },
): Promise<PracticeUnitsData> {
  const { profileId, now } = input;
  const ownGrade = await profileGrade(db, profileId);
  const grades = (
    await db
      .selectFrom('practice_units')
      .select('grade')
      .distinct()
      .where('retired_at', 'is', null)
      .orderBy('grade')
      .execute()
  ).map((row) => row.grade);
  const grade = input.grade ?? defaultGrade(ownGrade, grades);
  const rows = await db
    .selectFrom('practice_units as u')
    .select((eb) => [
      'u.id',
      'u.grade',
      'u.title',
      'u.title_vi',
      'u.theme',
      'u.position',
      eb
        .selectFrom('practice_items as i')
        .whereRef('i.unit_id', '=', 'u.id')
        .where('i.retired_at', 'is', null)
        .select(eb.fn.countAll<number>().as('n'))
        .as('item_count'),
      eb
        .selectFrom('practice_cards as c')
        .innerJoin('practice_items as i', 'i.id', 'c.item_id')
        .whereRef('i.unit_id', '=', 'u.id')
        .where('i.retired_at', 'is', null)
        .where('c.profile_id', '=', profileId)
        .where('c.due', '<=', now)
        .select(eb.fn.countAll<number>().as('n'))
        .as('due_count'),
      eb
        .selectFrom('practice_answers as a')
        .innerJoin('practice_sessions as s', 's.id', 'a.session_id')
        .innerJoin('practice_items as i', 'i.id', 'a.item_id')
        .whereRef('s.unit_id', '=', 'u.id')
        .where('i.retired_at', 'is', null)
        .where('s.profile_id', '=', profileId)
        .where('a.correct', '=', true)
        .select(sql<number>`count(distinct a.item_id)`.as('n'))
        .as('mastered_count'),
    ])
    .where('u.grade', '=', grade)
    .where('u.retired_at', 'is', null)
    .orderBy('u.position')
    .execute();
  const units = rows.map((row) => {
    const itemCount = Number(row.item_count ?? 0);
    const masteredCount = Number(row.mastered_count ?? 0);
    return {
      id: row.id,
      grade: row.grade,
      title: row.title,
      titleVi: row.title_vi,
      theme: row.theme,
      itemCount,
      masteredCount,
      progressPercent: pct(masteredCount, itemCount),
      dueReviews: Number(row.due_count ?? 0),
      recommended: row.grade === ownGrade,
    };
  });
  return { grade, grades, units };
}

/** Progress per unit and skill (answers of every session), finished sessions and due reviews. */
export async function loadProgress(db: Db, profileId: number, now: Date): Promise<PracticeProgressData> {
  const rows = await db
    .selectFrom('practice_answers as a')
    .innerJoin('practice_sessions as s', 's.id', 'a.session_id')
    .innerJoin('practice_items as i', 'i.id', 'a.item_id')
    .innerJoin('practice_units as u', 'u.id', 's.unit_id')
    .select((eb) => [
      'u.id as unit_id',
      'u.title',
      'u.grade',
      'i.skill',
      eb.fn.countAll<number>().as('answered'),
      sql<number>`count(*) filter (where a.correct)`.as('correct'),
    ])
    .where('s.profile_id', '=', profileId)
    .groupBy(['u.id', 'u.title', 'u.grade', 'i.skill'])
    .orderBy('u.grade')
    .orderBy('u.id')
    .orderBy('i.skill')
    .execute();
  const finished = await db
    .selectFrom('practice_sessions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('profile_id', '=', profileId)
    .where('finished_at', 'is not', null)
    .executeTakeFirstOrThrow();
  const due = await db
    .selectFrom('practice_cards')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('profile_id', '=', profileId)
    .where('due', '<=', now)
    .executeTakeFirstOrThrow();
  return {
    sessionsFinished: Number(finished.n),
    cardsDue: Number(due.n),
    skills: rows.map((r) => ({
      unitId: r.unit_id,
      unitTitle: r.title,
      grade: r.grade,
      skill: r.skill,
      answered: Number(r.answered),
      correct: Number(r.correct),
      accuracyPercent: pct(Number(r.correct), Number(r.answered)),
    })),
  };
}

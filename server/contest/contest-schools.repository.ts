/**
 * Schools in the contest: search, the schools of an account, and what a school admin declares.
 */
import { sql } from 'kysely';
import type { ContestSchool } from '../../src/contracts/contest';
import { foldForSearch } from '../../src/domain/contest';
import type { Executor } from '../db/database';

// ── Schools ───────────────────────────────────────────────────────────────────────────────────

export function findSchool(db: Executor, schoolId: number) {
  return db.selectFrom('schools').select(['id', 'province_id']).where('id', '=', schoolId).executeTakeFirst();
}

/** Records a school's declared head count; answers it with the pupils registered so far. */
export async function setStudentNumber(db: Executor, schoolId: number, studentNumber: number) {
  await db
    .insertInto('contest_schools')
    .values({ school_id: schoolId, student_number: studentNumber })
    .onConflict((oc) =>
      oc
        .column('school_id')
        .doUpdateSet({ student_number: studentNumber, updated_at: sql`app_now()` } as never),
    )
    .execute();
  const { count } = await db
    .selectFrom('contest_profiles')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('school_id', '=', schoolId)
    .where('role', '=', 'pupil')
    .executeTakeFirstOrThrow();
  return { schoolId, studentNumber, registeredNumber: Number(count) };
}

/** Schools of the profiles of the account with this phone. */
export async function findSchoolsByPhone(db: Executor, phone09: string): Promise<ContestSchool[]> {
  const rows = await db
    .selectFrom('users as u')
    .innerJoin('profiles as p', 'p.user_id', 'u.id')
    .innerJoin('schools as s', 's.id', 'p.school_id')
    .innerJoin('provinces as pv', 'pv.id', 's.province_id')
    .select(['s.id', 's.name', 's.province_id', 'pv.name as province_name'])
    .where('u.phone', '=', phone09)
    .distinct()
    .orderBy('s.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    provinceId: r.province_id,
    provinceName: r.province_name,
  }));
}

/** Vietnamese letters with diacritics (both cases) and their search form, for SQL translate(). */
const VIETNAMESE_LETTERS = 'àáảãạăằắẳẵặâầấẩẫậèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵđ';
const FOLD_FROM = VIETNAMESE_LETTERS + VIETNAMESE_LETTERS.toUpperCase();
const FOLD_TO = [...FOLD_FROM].map((letter) => foldForSearch(letter)).join('');

/** A LIKE pattern matching `word` anywhere, its wildcards taken literally. */
const containsPattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface SchoolSearch {
  provinceId: number;
  query: string;
  page: number;
  size: number;
}

/**
 * Schools of a province whose name holds every word of `query` (case and diacritics ignored:
 * names are folded in SQL like foldForSearch folds the words), by name. Null when the province
 * does not exist.
 */
export async function searchSchools(
  db: Executor,
  search: SchoolSearch,
): Promise<{ totalElements: number; content: ContestSchool[] } | null> {
  const words = foldForSearch(search.query).split(' ').filter(Boolean).slice(0, 8);
  const folded = sql<string>`translate(lower(s.name), ${FOLD_FROM}, ${FOLD_TO})`;
  let base = db.selectFrom('schools as s').where('s.province_id', '=', search.provinceId);
  for (const word of words) base = base.where(sql<boolean>`${folded} like ${containsPattern(word)}`);
  const [province, total, rows] = await Promise.all([
    db.selectFrom('provinces').select(['id', 'name']).where('id', '=', search.provinceId).executeTakeFirst(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    base
      .select(['s.id', 's.name'])
      .orderBy('s.name')
      .orderBy('s.id')
      .limit(search.size)
      .offset(search.page * search.size)
      .execute(),
  ]);
  if (!province) return null;
  return {
    totalElements: Number(total.n),
    content: rows.map((r) => ({
      id: r.id,
      name: r.name,
      provinceId: province.id,
      provinceName: province.name,
    })),
  };
}

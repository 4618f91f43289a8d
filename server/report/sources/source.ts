import { sql } from 'kysely';
import type { ReportSections, SectionKey } from '../../../src/contracts/report';
import {
  type Gender,
  TEACHER_PREFIX,
  TEACHER_TYPE_TITLES,
  type TeacherType,
} from '../../../src/domain/constants';
import { type MonthRange, monthRange, shiftMonth } from '../../../src/domain/report-month';
import type { Db } from '../../db/database';

/** What one area tells the report about a month: data, nothing this month, or cannot say yet. */
export type SectionOf<K extends SectionKey> = ReportSections[K];

/**
 * One area's part of the monthly report. Returns `{ status: 'empty' }` when the area has no data
 * for the month (never zeros dressed up as results) and `{ status: 'unavailable', reason }` when the
 * area cannot be read yet. `nowMs` lets a source ignore what has not happened yet.
 */
export type ReportSource<K extends SectionKey> = (
  db: Db,
  profileId: number,
  range: MonthRange,
  nowMs: number,
) => Promise<SectionOf<K>>;

export const EMPTY = { status: 'empty' } as const;

/** One area's rows of a month for a profile: what a source reads for this month and for the last. */
export type MonthRows<T> = (db: Db, profileId: number, range: MonthRange, nowMs: number) => Promise<T[]>;

/** `column` falls in the month and not after `nowMs`: what has not happened yet is not reported. */
export function inMonthSoFar(column: string, range: MonthRange, nowMs: number) {
  const from = new Date(range.startMs);
  const before = new Date(Math.min(range.endMs, nowMs + 1));
  return sql<boolean>`${sql.ref(column)} >= ${from} and ${sql.ref(column)} < ${before}`;
}

/** The same read for the month before `range`: what a source compares this month against. */
export function previousMonth<T>(
  read: (db: Db, profileId: number, range: MonthRange, nowMs: number) => Promise<T>,
  db: Db,
  profileId: number,
  range: MonthRange,
  nowMs: number,
): Promise<T> {
  return read(db, profileId, monthRange(shiftMonth(range.month, -1)), nowMs);
}

/** How the report names a teacher ("Cô Lan") and their role; null where the row does not say. */
export function teacherLabels(name: string | null, gender: Gender | null, type: TeacherType | null) {
  return {
    teacherName: name && gender ? `${TEACHER_PREFIX[gender]} ${name}` : null,
    teacherTitle: type ? TEACHER_TYPE_TITLES[type] : null,
  };
}

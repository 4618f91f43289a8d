import type { ReportSections, SectionKey } from '../../../src/contracts/report';
import type { MonthRange } from '../../../src/domain/report-month';
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

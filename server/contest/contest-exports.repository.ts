/** The SQL of the contest's XLSX exports: a whole pupil ranking scope, streamed in keyset batches. */
import { type Kysely, sql } from 'kysely';
import type { RankingRow } from '../../src/contracts/contest';
import type { Database } from '../db/schema';
import { SCOPE_COLUMNS, type StudentFilter, studentRows, toStudentRow } from './contest-ranking-rows';

/** Every pupil row of a scope, rank order within each grade, in keyset batches. */
export async function* studentRowsInBatches(
  db: Kysely<Database>,
  filter: StudentFilter,
  batchSize = 2_000,
): AsyncGenerator<RankingRow[]> {
  const columns = SCOPE_COLUMNS[filter.scope];
  const positionColumn = `r.${columns.position}` as const;
  let after: { grade: number; position: number } | null = null;
  for (;;) {
    let query = studentRows(db)
      .select(positionColumn)
      .where('r.round_id', '=', filter.roundId)
      .where(`r.${columns.group}`, '=', filter.groupId);
    if (filter.grade !== null) query = query.where('r.grade', '=', filter.grade);
    if (after) {
      const { grade, position } = after;
      query = query.where(sql<boolean>`(r.grade, ${sql.ref(positionColumn)}) > (${grade}, ${position})`);
    }
    const rows = await query.orderBy('r.grade').orderBy(positionColumn).limit(batchSize).execute();
    if (rows.length === 0) return;
    yield rows.map((row) => toStudentRow(row, filter.scope));
    const last = rows[rows.length - 1]!;
    after = { grade: last.grade, position: last[columns.position] ?? 0 };
    if (rows.length < batchSize) return;
  }
}

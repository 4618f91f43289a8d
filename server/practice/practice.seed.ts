import { sql } from 'kysely';
import { type PracticeGradeFile, readPracticeGrades } from '../curriculum/content-files';
import type { Db } from '../db/database';
import { buildPracticeBank } from './practice-bank';

/** Rows per insert statement: ~11 parameters each, far below PostgreSQL's 65,535. */
const ITEM_BATCH = 500;

/**
 * Syncs the practice units and items with the grade files (ADR 0014), set-based: one statement for
 * the units, one per 500 items, one to retire what left the content. Units are keyed by (grade,
 * slug), items by their content id, so a new version of the files updates rows in place and pupils'
 * cards and answers keep their items. A unit or item no longer in the files is retired (kept for the
 * answers that point at it, never offered again); one that comes back is offered again.
 */
export async function seedPractice(
  db: Db,
  grades: PracticeGradeFile[] = readPracticeGrades().map((file) => file.data),
): Promise<void> {
  const bank = buildPracticeBank(grades);
  const units =
    bank.length === 0
      ? []
      : await db
          .insertInto('practice_units')
          .values(
            bank.map((unit) => ({
              grade: unit.grade,
              position: unit.position,
              slug: unit.slug,
              title: unit.title,
              title_vi: unit.titleVi,
              theme: unit.theme,
              retired_at: null,
            })),
          )
          .onConflict((oc) =>
            oc.columns(['grade', 'slug']).doUpdateSet((eb) => ({
              position: eb.ref('excluded.position'),
              title: eb.ref('excluded.title'),
              title_vi: eb.ref('excluded.title_vi'),
              theme: eb.ref('excluded.theme'),
              retired_at: null,
            })),
          )
          .returning(['id', 'grade', 'slug'])
          .execute();
  const unitIds = new Map(units.map((u) => [`${u.grade}|${u.slug}`, u.id]));
  const items = bank.flatMap((unit) =>
    unit.items.map((item) => ({
      unit_id: unitIds.get(`${unit.grade}|${unit.slug}`)!,
      item_key: item.itemKey,
      kind: item.kind,
      skill: item.skill,
      difficulty: item.difficulty,
      prompt: item.prompt,
      content: JSON.stringify(item.content),
      answer: item.answer,
      explanation: item.explanation,
      checking: JSON.stringify(item.checking),
      audio_file: item.audioFile,
      retired_at: null,
    })),
  );
  for (let start = 0; start < items.length; start += ITEM_BATCH)
    await db
      .insertInto('practice_items')
      .values(items.slice(start, start + ITEM_BATCH))
      .onConflict((oc) =>
        oc.column('item_key').doUpdateSet((eb) => ({
          unit_id: eb.ref('excluded.unit_id'),
          kind: eb.ref('excluded.kind'),
          skill: eb.ref('excluded.skill'),
          difficulty: eb.ref('excluded.difficulty'),
          prompt: eb.ref('excluded.prompt'),
          content: eb.ref('excluded.content'),
          answer: eb.ref('excluded.answer'),
          explanation: eb.ref('excluded.explanation'),
          checking: eb.ref('excluded.checking'),
          audio_file: eb.ref('excluded.audio_file'),
          retired_at: null,
        })),
      )
      .execute();
  const liveUnits = units.map((u) => u.id);
  const liveKeys = items.map((i) => i.item_key);
  await db
    .updateTable('practice_units')
    .set({ retired_at: sql`app_now()` })
    .where('retired_at', 'is', null)
    .$if(liveUnits.length > 0, (qb) => qb.where('id', 'not in', liveUnits))
    .execute();
  await db
    .updateTable('practice_items')
    .set({ retired_at: sql`app_now()` })
    .where('retired_at', 'is', null)
    .$if(liveKeys.length > 0, (qb) => qb.where('item_key', 'not in', liveKeys))
    .execute();
}

import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { PRACTICE_CONTENT } from './practice-content';
import { buildItemBank } from './practice-items';

/**
 * Loads the item bank (ADR 0008). Idempotent: units are keyed by (grade, position), items by their
 * item_key, so running it again updates content without changing ids or pupils' cards.
 */
export async function seedPractice(db: Kysely<Database> | Transaction<Database>): Promise<void> {
  for (const unit of buildItemBank(PRACTICE_CONTENT)) {
    const { id: unitId } = await db
      .insertInto('practice_units')
      .values({ grade: unit.grade, position: unit.position, title: unit.title })
      .onConflict((oc) => oc.columns(['grade', 'position']).doUpdateSet({ title: unit.title }))
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('practice_items')
      .values(
        unit.items.map((item) => ({
          unit_id: unitId,
          item_key: item.itemKey,
          kind: item.kind,
          skill: item.skill,
          difficulty: item.difficulty,
          prompt: item.prompt,
          content: JSON.stringify(item.content),
          answer: item.answer,
          explanation: item.explanation,
        })),
      )
      .onConflict((oc) =>
        oc.column('item_key').doUpdateSet((eb) => ({
          kind: eb.ref('excluded.kind'),
          skill: eb.ref('excluded.skill'),
          difficulty: eb.ref('excluded.difficulty'),
          prompt: eb.ref('excluded.prompt'),
          content: eb.ref('excluded.content'),
          answer: eb.ref('excluded.answer'),
          explanation: eb.ref('excluded.explanation'),
        })),
      )
      .execute();
  }
}

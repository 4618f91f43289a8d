import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { SPEAK_CONTENT } from './speak-content';

/** Loads the speaking topics (ADR 0008); idempotent on (grade, position) and (topic, position). */
export async function seedSpeak(db: Kysely<Database> | Transaction<Database>): Promise<void> {
  for (const { grade, topics } of SPEAK_CONTENT) {
    for (const [index, topic] of topics.entries()) {
      const { id: topicId } = await db
        .insertInto('speak_topics')
        .values({ grade, position: index + 1, unit_title: topic.unitTitle, title: topic.title })
        .onConflict((oc) =>
          oc.columns(['grade', 'position']).doUpdateSet({ unit_title: topic.unitTitle, title: topic.title }),
        )
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('speak_prompts')
        .values(
          topic.prompts.map((prompt, position) => ({
            topic_id: topicId,
            position: position + 1,
            kind: prompt.kind,
            instruction: prompt.instruction,
            model_text: prompt.modelText,
            accepted_patterns: JSON.stringify(prompt.acceptedPatterns),
            max_seconds: prompt.maxSeconds,
          })),
        )
        .onConflict((oc) =>
          oc.columns(['topic_id', 'position']).doUpdateSet((eb) => ({
            kind: eb.ref('excluded.kind'),
            instruction: eb.ref('excluded.instruction'),
            model_text: eb.ref('excluded.model_text'),
            accepted_patterns: eb.ref('excluded.accepted_patterns'),
            max_seconds: eb.ref('excluded.max_seconds'),
          })),
        )
        .execute();
    }
  }
}

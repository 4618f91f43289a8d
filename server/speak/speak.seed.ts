import type { Db } from '../db/database';
import { speakContent } from './speak-content';

/**
 * Syncs the speaking topics with the band files (ADR 0014), set-based: one statement for every
 * grade's topics, one for their prompts. Topics are keyed by (grade, position) and prompts by
 * (topic, position), so a new version of the files updates them in place and pupils' attempts keep
 * their prompts.
 */
export async function seedSpeak(db: Db, content = speakContent()): Promise<void> {
  const rows = content.flatMap(({ grade, topics }) =>
    topics.map((topic, index) => ({ grade, position: index + 1, topic })),
  );
  if (rows.length === 0) return;
  const topics = await db
    .insertInto('speak_topics')
    .values(
      rows.map(({ grade, position, topic }) => ({
        grade,
        position,
        slug: topic.slug,
        unit_title: topic.unitTitle,
        title: topic.title,
        title_vi: topic.titleVi,
        theme: topic.theme,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['grade', 'position']).doUpdateSet((eb) => ({
        slug: eb.ref('excluded.slug'),
        unit_title: eb.ref('excluded.unit_title'),
        title: eb.ref('excluded.title'),
        title_vi: eb.ref('excluded.title_vi'),
        theme: eb.ref('excluded.theme'),
      })),
    )
    .returning(['id', 'grade', 'position'])
    .execute();
  const topicIds = new Map(topics.map((t) => [`${t.grade}|${t.position}`, t.id]));
  await db
    .insertInto('speak_prompts')
    .values(
      rows.flatMap(({ grade, position, topic }) =>
        topic.prompts.map((prompt, index) => ({
          topic_id: topicIds.get(`${grade}|${position}`)!,
          position: index + 1,
          kind: prompt.kind,
          instruction: prompt.instruction,
          model_text: prompt.modelText,
          accepted_patterns: JSON.stringify(prompt.acceptedPatterns),
          keywords: JSON.stringify(prompt.keywords),
          max_seconds: prompt.maxSeconds,
        })),
      ),
    )
    .onConflict((oc) =>
      oc.columns(['topic_id', 'position']).doUpdateSet((eb) => ({
        kind: eb.ref('excluded.kind'),
        instruction: eb.ref('excluded.instruction'),
        model_text: eb.ref('excluded.model_text'),
        accepted_patterns: eb.ref('excluded.accepted_patterns'),
        keywords: eb.ref('excluded.keywords'),
        max_seconds: eb.ref('excluded.max_seconds'),
      })),
    )
    .execute();
}

import { type Kysely, sql } from 'kysely';
import type { AttemptBody, AttemptData, SpeakProgressData, SpeakTopic } from '../../src/contracts/speak';
import { SPEAK_PASS_MARK } from '../../src/domain/speaking';
import { profileGrade } from '../db/queries/profiles';
import type { Database } from '../db/schema';
import { AppError } from '../http/envelope';
import { ERROR_CODES } from '../http/error-codes';
import type { SpeakPromptKind } from './speak.tables';

/* All SQL of AI Speak (ADR 0008). */

type Db = Kysely<Database>;

export const SPEAK_MESSAGES = {
  promptNotFound: 'Không tìm thấy câu luyện nói này',
} as const;

/** Grades that have topics: the profile's own, or every grade when its grade has none yet. */
async function topicGrades(db: Db, profileId: number): Promise<number[] | null> {
  const grade = await profileGrade(db, profileId);
  if (grade === null) return null;
  const has = await db
    .selectFrom('speak_topics')
    .select('id')
    .where('grade', '=', grade)
    .limit(1)
    .executeTakeFirst();
  return has ? [grade] : null;
}

/** The topics of the profile's grade with its best score per prompt. */
export async function listTopics(db: Db, profileId: number): Promise<SpeakTopic[]> {
  const grades = await topicGrades(db, profileId);
  let query = db
    .selectFrom('speak_topics as t')
    .innerJoin('speak_prompts as p', 'p.topic_id', 't.id')
    .select((eb) => [
      't.id as topic_id',
      't.grade',
      't.unit_title',
      't.title',
      't.position as topic_position',
      'p.id',
      'p.position',
      'p.kind',
      'p.instruction',
      'p.model_text',
      'p.accepted_patterns',
      'p.max_seconds',
      eb
        .selectFrom('speak_attempts as a')
        .whereRef('a.prompt_id', '=', 'p.id')
        .where('a.profile_id', '=', profileId)
        .select((e) => e.fn.max('a.score').as('best'))
        .as('best_score'),
    ])
    .orderBy('t.grade')
    .orderBy('t.position')
    .orderBy('p.position');
  if (grades) query = query.where('t.grade', 'in', grades);
  const rows = await query.execute();
  const topics = new Map<number, SpeakTopic>();
  for (const row of rows) {
    let topic = topics.get(row.topic_id);
    if (!topic) {
      topic = {
        id: row.topic_id,
        grade: row.grade,
        unitTitle: row.unit_title,
        title: row.title,
        prompts: [],
      };
      topics.set(row.topic_id, topic);
    }
    topic.prompts.push({
      id: row.id,
      position: row.position,
      kind: row.kind,
      instruction: row.instruction,
      modelText: row.model_text,
      acceptedPatterns: row.accepted_patterns,
      maxSeconds: row.max_seconds,
      bestScore: row.best_score === null || row.best_score === undefined ? null : Number(row.best_score),
    });
  }
  return [...topics.values()];
}

export interface PromptToScore {
  id: number;
  kind: SpeakPromptKind;
  acceptedPatterns: string[];
  maxSeconds: number;
  grade: number;
}

export async function findPrompt(db: Db, promptId: number): Promise<PromptToScore> {
  const row = await db
    .selectFrom('speak_prompts as p')
    .innerJoin('speak_topics as t', 't.id', 'p.topic_id')
    .select(['p.id', 'p.kind', 'p.accepted_patterns', 'p.max_seconds', 't.grade'])
    .where('p.id', '=', promptId)
    .executeTakeFirst();
  if (!row) throw new AppError(404, ERROR_CODES.SPEAK_PROMPT_NOT_FOUND, SPEAK_MESSAGES.promptNotFound);
  return {
    id: row.id,
    kind: row.kind,
    acceptedPatterns: row.accepted_patterns,
    maxSeconds: row.max_seconds,
    grade: row.grade,
  };
}

/** Every sentence of the grade's other prompts: what a pupil might say instead (ADR 0008). */
export async function gradeSentences(db: Db, grade: number): Promise<string[]> {
  const rows = await db
    .selectFrom('speak_prompts as p')
    .innerJoin('speak_topics as t', 't.id', 'p.topic_id')
    .select('p.accepted_patterns')
    .where('t.grade', '=', grade)
    .execute();
  return [...new Set(rows.flatMap((r) => r.accepted_patterns))];
}

/**
 * Stores an attempt once per client id (a resend answers the stored one) and returns the prompt's
 * best score. Only scores and per-word results are kept: never audio.
 */
export async function saveAttempt(db: Db, body: AttemptBody): Promise<AttemptData> {
  await findPrompt(db, body.prompt_id);
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('speak_attempts')
      .values({
        profile_id: body.profile_id,
        prompt_id: body.prompt_id,
        client_attempt_id: body.client_attempt_id,
        score: body.score,
        words: JSON.stringify(body.words),
      })
      .onConflict((oc) => oc.columns(['profile_id', 'client_attempt_id']).doNothing())
      .execute();
    const stored = await trx
      .selectFrom('speak_attempts')
      .select(['id', 'prompt_id', 'score', 'created_at'])
      .where('profile_id', '=', body.profile_id)
      .where('client_attempt_id', '=', body.client_attempt_id)
      .executeTakeFirstOrThrow();
    const best = await trx
      .selectFrom('speak_attempts')
      .select((eb) => eb.fn.max('score').as('best'))
      .where('profile_id', '=', body.profile_id)
      .where('prompt_id', '=', stored.prompt_id)
      .executeTakeFirstOrThrow();
    return {
      attemptId: stored.id,
      promptId: stored.prompt_id,
      score: stored.score,
      bestScore: Number(best.best),
      createdAt: stored.created_at.toISOString(),
    };
  });
}

/** Per topic of the profile's grade: prompts passed (best ≥ pass mark), attempts, average best. */
export async function loadSpeakProgress(db: Db, profileId: number): Promise<SpeakProgressData> {
  const topics = await listTopics(db, profileId);
  const attempts = await db
    .selectFrom('speak_attempts as a')
    .innerJoin('speak_prompts as p', 'p.id', 'a.prompt_id')
    .select(['p.topic_id', sql<number>`count(*)`.as('n')])
    .where('a.profile_id', '=', profileId)
    .groupBy('p.topic_id')
    .execute();
  const attemptsByTopic = new Map(attempts.map((a) => [a.topic_id, Number(a.n)]));
  return {
    topics: topics.map((topic) => {
      const bests = topic.prompts.map((p) => p.bestScore).filter((b): b is number => b !== null);
      return {
        topicId: topic.id,
        title: topic.title,
        unitTitle: topic.unitTitle,
        grade: topic.grade,
        prompts: topic.prompts.length,
        promptsPassed: bests.filter((b) => b >= SPEAK_PASS_MARK).length,
        attempts: attemptsByTopic.get(topic.id) ?? 0,
        averageBest: bests.length ? Math.round(bests.reduce((a, b) => a + b, 0) / bests.length) : 0,
      };
    }),
  };
}

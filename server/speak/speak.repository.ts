import { type Kysely, sql } from 'kysely';
import type { SpeakProgressData, SpeakTopic } from '../../src/contracts/speak';
import { SPEAK_PASS_MARK, type SpeakScore } from '../../src/domain/speaking';
import { profileGrade } from '../db/queries/profiles';
import type { Database } from '../db/schema';
import { AppError } from '../http/envelope';
import { ERROR_CODES } from '../http/error-codes';
import { grantPoints } from '../loyalty/loyalty.grants';
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
        .where('a.scored_by_server', '=', true)
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
  topicId: number;
  kind: SpeakPromptKind;
  modelText: string;
  acceptedPatterns: string[];
  /** Free talk: the English words a good answer uses. */
  keywords: string[];
  maxSeconds: number;
  grade: number;
}

export async function findPrompt(db: Db, promptId: number): Promise<PromptToScore> {
  const row = await db
    .selectFrom('speak_prompts as p')
    .innerJoin('speak_topics as t', 't.id', 'p.topic_id')
    .select([
      'p.id',
      'p.topic_id',
      'p.kind',
      'p.model_text',
      'p.accepted_patterns',
      'p.keywords',
      'p.max_seconds',
      't.grade',
    ])
    .where('p.id', '=', promptId)
    .executeTakeFirst();
  if (!row) throw new AppError(404, ERROR_CODES.SPEAK_PROMPT_NOT_FOUND, SPEAK_MESSAGES.promptNotFound);
  return {
    id: row.id,
    topicId: row.topic_id,
    kind: row.kind,
    modelText: row.model_text,
    acceptedPatterns: row.accepted_patterns,
    keywords: row.keywords,
    maxSeconds: row.max_seconds,
    grade: row.grade,
  };
}

/** Diamonds for finishing a speaking topic (every prompt passed with a server score), once per topic. */
export const SPEAK_TOPIC_DIAMONDS = 5;

export interface StoredAttempt {
  attemptId: number;
  promptId: number;
  score: number;
  bestScore: number;
  diamondsEarned: number;
}

/**
 * Stores the score the server just made, once per client attempt id (a resent recording answers the
 * first stored attempt), and pays the topic's diamonds through the loyalty ledger when this attempt
 * completes the topic (ADR 0012). Only scores and judged words are kept: never audio.
 */
export async function storeScoredAttempt(
  db: Db,
  input: { profileId: number; prompt: PromptToScore; clientAttemptId: string; result: SpeakScore },
): Promise<StoredAttempt> {
  return db.transaction().execute(async (trx) => {
    // Serialises one profile's attempts: the completion check below sees every earlier one.
    await trx.selectFrom('profiles').select('id').where('id', '=', input.profileId).forUpdate().execute();
    const inserted = await trx
      .insertInto('speak_attempts')
      .values({
        profile_id: input.profileId,
        prompt_id: input.prompt.id,
        client_attempt_id: input.clientAttemptId,
        score: input.result.score,
        words: JSON.stringify(input.result.words),
        scored_by_server: true,
      })
      .onConflict((oc) => oc.columns(['profile_id', 'client_attempt_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    const stored = await trx
      .selectFrom('speak_attempts')
      .select(['id', 'prompt_id', 'score'])
      .where('profile_id', '=', input.profileId)
      .where('client_attempt_id', '=', input.clientAttemptId)
      .executeTakeFirstOrThrow();
    const best = await trx
      .selectFrom('speak_attempts')
      .select((eb) => eb.fn.max('score').as('best'))
      .where('profile_id', '=', input.profileId)
      .where('prompt_id', '=', stored.prompt_id)
      .where('scored_by_server', '=', true)
      .executeTakeFirstOrThrow();
    let diamondsEarned = 0;
    if (
      inserted &&
      input.result.passed &&
      (await topicCompleted(trx, input.profileId, input.prompt.topicId))
    ) {
      const grant = await grantPoints(trx, {
        profileId: input.profileId,
        currency: 'diamond',
        amount: SPEAK_TOPIC_DIAMONDS,
        reason: 'speak_done',
        idempotencyKey: `speak-topic:${input.prompt.topicId}`,
        note: 'Hoàn thành chủ đề luyện nói AI Speak',
      });
      if (grant.granted) diamondsEarned = SPEAK_TOPIC_DIAMONDS;
    }
    return {
      attemptId: stored.id,
      promptId: stored.prompt_id,
      score: stored.score,
      bestScore: Number(best.best ?? stored.score),
      diamondsEarned,
    };
  });
}

/** Every prompt of the topic has a server score at or above the pass mark. */
async function topicCompleted(db: Db, profileId: number, topicId: number): Promise<boolean> {
  const row = await db
    .selectFrom('speak_prompts as p')
    .select((eb) => [
      eb.fn.countAll<number>().as('prompts'),
      eb.fn
        .count<number>('p.id')
        .filterWhere(
          eb.exists(
            eb
              .selectFrom('speak_attempts as a')
              .select('a.id')
              .whereRef('a.prompt_id', '=', 'p.id')
              .where('a.profile_id', '=', profileId)
              .where('a.scored_by_server', '=', true)
              .where('a.score', '>=', SPEAK_PASS_MARK),
          ),
        )
        .as('passed'),
    ])
    .where('p.topic_id', '=', topicId)
    .executeTakeFirstOrThrow();
  return Number(row.prompts) > 0 && Number(row.passed) === Number(row.prompts);
}

/** Per topic of the profile's grade: prompts passed (best ≥ pass mark), attempts, average best. */
export async function loadSpeakProgress(db: Db, profileId: number): Promise<SpeakProgressData> {
  const topics = await listTopics(db, profileId);
  const attempts = await db
    .selectFrom('speak_attempts as a')
    .innerJoin('speak_prompts as p', 'p.id', 'a.prompt_id')
    .select(['p.topic_id', sql<number>`count(*)`.as('n')])
    .where('a.profile_id', '=', profileId)
    .where('a.scored_by_server', '=', true)
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

/**
 * Taking a round: starting or resuming an attempt, saving answers, closing and scoring it. Every
 * decision about time is taken by the database clock (`app_now()`).
 */
import { sql, type Transaction } from 'kysely';
import type { Answer, AttemptStatus, AttemptSummary, AttemptView } from '../../src/contracts/contest';
import type { Db, Executor } from '../db/database';
import type { Database } from '../db/schema';
import type { QuestionKind } from './contest.tables';
import type { RoundRecord } from './contest-rounds.repository';
import { isWellFormedAnswer, type JudgedQuestion, scoreAttempt } from './contest-scoring';

// ── Attempts ──────────────────────────────────────────────────────────────────────────────────

interface AttemptRow {
  id: number;
  round_id: number;
  contest_profile_id: number;
  started_at: Date;
  deadline: Date;
  status: AttemptStatus;
  score: number | null;
  time_used_ms: number | null;
}

const attemptColumns = [
  'id',
  'round_id',
  'contest_profile_id',
  'started_at',
  'deadline',
  'status',
  'score',
  'time_used_ms',
] as const;

function toSummary(row: AttemptRow): AttemptSummary {
  return {
    attemptId: row.id,
    status: row.status,
    deadline: row.deadline.toISOString(),
    score: row.score,
    timeUsed: row.time_used_ms,
  };
}

/** The latest attempt of each round for one contest profile. */
export async function latestAttempts(
  db: Executor,
  contestProfileId: number,
): Promise<Map<number, AttemptSummary>> {
  const rows = await db
    .selectFrom('contest_attempts')
    .select(attemptColumns)
    .where('contest_profile_id', '=', contestProfileId)
    .orderBy('round_id')
    .orderBy('attempt_no')
    .execute();
  return new Map(rows.map((row) => [row.round_id, toSummary(row)]));
}

export type StartOutcome = { kind: 'started'; attemptId: number } | { kind: 'alreadyTaken' };

/**
 * Starts (or resumes) the pupil's attempt of an open round. Two unique indexes make this safe under
 * concurrent starts: (round, pupil, attempt_no) and "one in-progress attempt per round and pupil";
 * the insert does nothing on either conflict and everyone then reads the one open attempt.
 */
export async function startAttempt(
  db: Db,
  round: Pick<RoundRecord, 'id' | 'allowRetries' | 'durationMinutes'>,
  contestProfileId: number,
): Promise<StartOutcome> {
  await closeExpiredAttempts(db, { contestProfileId });
  // One statement, one snapshot: the open attempt and the last attempt number agree.
  const mine = await db
    .selectFrom('contest_attempts')
    .select((eb) => [
      eb.fn.max('attempt_no').as('last'),
      eb.fn.max(sql<number | null>`case when status = 'in_progress' then id end`).as('open'),
    ])
    .where('round_id', '=', round.id)
    .where('contest_profile_id', '=', contestProfileId)
    .executeTakeFirst();
  if (mine?.open) return { kind: 'started', attemptId: mine.open };
  const last = mine?.last ?? 0;
  if (last > 0 && !round.allowRetries) return { kind: 'alreadyTaken' };
  await sql`
    insert into contest_attempts (round_id, contest_profile_id, attempt_no, deadline)
    select r.id, ${contestProfileId}, ${last + 1},
           least(app_now() + make_interval(mins => r.duration_minutes), r.end_time)
      from contest_rounds r
     where r.id = ${round.id} and app_now() < r.end_time
    on conflict do nothing`.execute(db);
  const started = await findOpenAttempt(db, round.id, contestProfileId);
  if (started) return { kind: 'started', attemptId: started };
  // Lost the race to a start whose attempt was closed meanwhile, or the round just ended.
  return { kind: 'alreadyTaken' };
}

async function findOpenAttempt(
  db: Executor,
  roundId: number,
  contestProfileId: number,
): Promise<number | null> {
  const row = await db
    .selectFrom('contest_attempts')
    .select('id')
    .where('round_id', '=', roundId)
    .where('contest_profile_id', '=', contestProfileId)
    .where('status', '=', 'in_progress')
    .executeTakeFirst();
  return row?.id ?? null;
}

export function findAttempt(db: Executor, attemptId: number): Promise<AttemptRow | undefined> {
  return db
    .selectFrom('contest_attempts')
    .select(attemptColumns)
    .where('id', '=', attemptId)
    .executeTakeFirst();
}

async function judgedQuestions(db: Executor, roundId: number): Promise<JudgedQuestion[]> {
  return db
    .selectFrom('contest_questions')
    .select(['id', 'kind', 'options', 'correct', 'points'])
    .where('round_id', '=', roundId)
    .orderBy('position')
    .execute();
}

/** The attempt as its pupil sees it: questions without answers keys, and the answers saved so far. */
export async function loadAttemptView(db: Executor, attempt: AttemptRow): Promise<AttemptView> {
  const [round, questions, answers, now] = await Promise.all([
    db
      .selectFrom('contest_rounds')
      .select('name')
      .where('id', '=', attempt.round_id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('contest_questions')
      .select(['id', 'position', 'kind', 'prompt', 'audio_url', 'options', 'points'])
      .where('round_id', '=', attempt.round_id)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('contest_answers')
      .select(['question_id', 'answer'])
      .where('attempt_id', '=', attempt.id)
      .orderBy('question_id')
      .execute(),
    sql<{ now: Date }>`select app_now() as now`.execute(db),
  ]);
  return {
    ...toSummary(attempt),
    roundId: attempt.round_id,
    roundName: round.name,
    startedAt: attempt.started_at.toISOString(),
    serverNow: now.rows[0]!.now.toISOString(),
    questions: questions.map((q) => ({
      id: q.id,
      position: q.position,
      kind: q.kind as QuestionKind,
      prompt: q.prompt,
      audioUrl: q.audio_url,
      options: Array.isArray(q.options) ? (q.options as { id: string; text: string }[]) : [],
      points: q.points,
    })),
    answers: answers.map((a) => ({ questionId: a.question_id, answer: a.answer as Answer })),
  };
}

export type SaveAnswerOutcome =
  | { kind: 'saved'; savedAt: Date }
  | { kind: 'attemptNotFound' }
  | { kind: 'questionNotFound' }
  | { kind: 'answerInvalid' }
  | { kind: 'deadlinePassed' }
  | { kind: 'attemptClosed' };

export interface AnswerToSave {
  attemptId: number;
  questionId: number;
  /** The caller: an attempt of anyone else is not found. */
  contestProfileId: number;
  answer: Answer;
}

/**
 * Saves one answer in one transaction that locks the attempt row first, so every check, the answer
 * and (past the deadline, database clock) the closing of the attempt see one state and commit
 * together: a submit scores either before or after a save, never in between, and a late answer
 * closes the attempt as timed_out with what was saved before it. Refusals come in the order a
 * client can act on: not found, malformed, then too late or already closed.
 */
export function saveAnswer(db: Db, save: AnswerToSave): Promise<SaveAnswerOutcome> {
  return db.transaction().execute(async (trx): Promise<SaveAnswerOutcome> => {
    // One statement: the attempt (locked) and the question of its round, when there is one.
    const attempt = await trx
      .selectFrom('contest_attempts as a')
      .leftJoin('contest_questions as q', (join) =>
        join.onRef('q.round_id', '=', 'a.round_id').on('q.id', '=', save.questionId),
      )
      .select([
        'a.contest_profile_id',
        'a.status',
        sql<boolean>`a.deadline <= app_now()`.as('expired'),
        'q.kind',
        'q.options',
      ])
      .where('a.id', '=', save.attemptId)
      .forUpdate('a')
      .executeTakeFirst();
    if (attempt?.contest_profile_id !== save.contestProfileId) return { kind: 'attemptNotFound' };
    if (attempt.kind === null) return { kind: 'questionNotFound' };
    if (!isWellFormedAnswer({ kind: attempt.kind, options: attempt.options }, save.answer))
      return { kind: 'answerInvalid' };
    if (attempt.status === 'timed_out') return { kind: 'deadlinePassed' };
    if (attempt.status !== 'in_progress') return { kind: 'attemptClosed' };
    if (attempt.expired) {
      await closeLockedAttempt(trx, save.attemptId);
      return { kind: 'deadlinePassed' };
    }
    const saved = await sql<{ saved_at: Date }>`
      insert into contest_answers (attempt_id, question_id, answer)
      values (${save.attemptId}, ${save.questionId}, ${JSON.stringify(save.answer)}::jsonb)
      on conflict (attempt_id, question_id) do update set answer = excluded.answer, saved_at = app_now()
      returning saved_at`.execute(trx);
    return { kind: 'saved', savedAt: saved.rows[0]!.saved_at };
  });
}

/**
 * Closes an attempt in one transaction: locks it, scores the saved answers, records submitted (or
 * timed_out when the deadline has passed), keeps the pupil's best result of the round and marks the
 * round's ranks stale. An attempt already closed is left as it is.
 */
export function closeAttempt(db: Db, attemptId: number): Promise<AttemptRow | undefined> {
  return db.transaction().execute((trx) => closeLockedAttempt(trx, attemptId));
}

/** closeAttempt inside the caller's transaction (the attempt row is locked here if not already). */
async function closeLockedAttempt(
  trx: Transaction<Database>,
  attemptId: number,
): Promise<AttemptRow | undefined> {
  const attempt = await trx
    .selectFrom('contest_attempts')
    .select([
      ...attemptColumns,
      sql<boolean>`deadline <= app_now()`.as('expired'),
      sql<Date>`app_now()`.as('now'),
    ])
    .where('id', '=', attemptId)
    .forUpdate()
    .executeTakeFirst();
  if (attempt?.status !== 'in_progress') return attempt;
  const [questions, answers, pupil] = await Promise.all([
    judgedQuestions(trx, attempt.round_id),
    trx
      .selectFrom('contest_answers')
      .select(['question_id', 'answer'])
      .where('attempt_id', '=', attemptId)
      .execute(),
    trx
      .selectFrom('contest_profiles')
      .select(['province_id', 'school_id', 'grade', 'role'])
      .where('id', '=', attempt.contest_profile_id)
      .executeTakeFirstOrThrow(),
  ]);
  const score = scoreAttempt(questions, new Map(answers.map((a) => [a.question_id, a.answer])));
  const end = attempt.expired ? attempt.deadline : attempt.now;
  const timeUsed = Math.max(0, end.getTime() - attempt.started_at.getTime());
  const status: AttemptStatus = attempt.expired ? 'timed_out' : 'submitted';
  const closed = await trx
    .updateTable('contest_attempts')
    .set({ status, score, time_used_ms: timeUsed, closed_at: end })
    .where('id', '=', attemptId)
    .returning(attemptColumns)
    .executeTakeFirstOrThrow();
  if (pupil.role === 'pupil' && pupil.school_id !== null && pupil.grade !== null) {
    await sql`
        insert into contest_results (round_id, contest_profile_id, province_id, school_id, grade, score, time_used_ms)
        values (${attempt.round_id}, ${attempt.contest_profile_id}, ${pupil.province_id}, ${pupil.school_id},
                ${pupil.grade}, ${score}, ${timeUsed})
        on conflict (round_id, contest_profile_id) do update
          set score = excluded.score, time_used_ms = excluded.time_used_ms
          where (excluded.score, -excluded.time_used_ms) > (contest_results.score, -contest_results.time_used_ms)`.execute(
      trx,
    );
    await trx
      .updateTable('contest_rounds')
      .set({ ranks_dirty: true })
      .where('id', '=', attempt.round_id)
      .execute();
  }
  return closed;
}

/** Closes (as timed_out, scored) every in-progress attempt past its deadline in the given scope. */
export async function closeExpiredAttempts(
  db: Db,
  scope: { roundId?: number; contestProfileId?: number },
): Promise<number> {
  let query = db
    .selectFrom('contest_attempts')
    .select('id')
    .where('status', '=', 'in_progress')
    .where('deadline', '<=', sql<Date>`app_now()`);
  if (scope.roundId !== undefined) query = query.where('round_id', '=', scope.roundId);
  if (scope.contestProfileId !== undefined)
    query = query.where('contest_profile_id', '=', scope.contestProfileId);
  const expired = await query.execute();
  for (const { id } of expired) await closeAttempt(db, id);
  return expired.length;
}

/**
 * All SQL of the contest area. Functions take `db` (or a transaction) first and answer camelCase
 * contract shapes; rows stay snake_case inside.
 */
import { type Kysely, sql } from 'kysely';
import type {
  Answer,
  AttemptStatus,
  AttemptSummary,
  AttemptView,
  ContestProfile,
  ContestRound,
  ContestSchool,
  RankingRow,
  RoundStatus,
  TeamMember,
} from '../../src/contracts/contest';
import { USER_SOURCE } from '../../src/domain/constants';
import { foldForSearch, MEDAL_NAMES, medalLevel } from '../../src/domain/contest';
import { dedupeTeamMembers } from '../../src/domain/team';
import { ACCESS_TOKEN_TTL_SECONDS } from '../auth/auth-limits';
import type { Db, RowOf } from '../db/database';
import { profileById } from '../db/queries/profiles';
import type { Database } from '../db/schema';
import { generateToken, hashToken } from '../security/tokens';
import { insertAccount } from '../user/user.repository';
import type { ContestRole, QuestionKind } from './contest.tables';
import { type JudgedQuestion, scoreAttempt } from './contest-scoring';

type Executor = Kysely<Database>;

// ── Profiles and accounts ─────────────────────────────────────────────────────────────────────

/** A contest profile with the names the contracts show. */
export interface ContestProfileRecord extends ContestProfile {
  userId: number | null;
}

function profileQuery(db: Executor) {
  return db
    .selectFrom('contest_profiles as cp')
    .innerJoin('provinces as pv', 'pv.id', 'cp.province_id')
    .leftJoin('schools as s', 's.id', 'cp.school_id')
    .leftJoin('profiles as p', 'p.id', 'cp.profile_id')
    .select([
      'cp.id',
      'cp.profile_id',
      'cp.name',
      'cp.role',
      'cp.grade',
      'cp.class_name',
      'cp.school_id',
      's.name as school_name',
      'cp.province_id',
      'pv.name as province_name',
      'p.user_id',
    ]);
}

type ProfileRow = RowOf<typeof profileQuery>;

function toProfile(row: ProfileRow): ContestProfileRecord {
  return {
    id: row.id,
    mainProfileId: row.profile_id,
    name: row.name,
    role: row.role,
    grade: row.grade,
    className: row.class_name,
    schoolId: row.school_id,
    schoolName: row.school_name,
    provinceId: row.province_id,
    provinceName: row.province_name,
    userId: row.user_id,
  };
}

export async function findContestProfile(db: Executor, contestProfileId: number) {
  const row = await profileQuery(db).where('cp.id', '=', contestProfileId).executeTakeFirst();
  return row ? toProfile(row) : null;
}

/** The contest profile linked to a main-app profile. */
export async function findContestProfileOfMainProfile(db: Executor, profileId: number) {
  const row = await profileQuery(db).where('cp.profile_id', '=', profileId).executeTakeFirst();
  return row ? toProfile(row) : null;
}

/** The account's contest profile: the one linked to its default profile first, else the oldest. */
export async function findContestProfileOfUser(db: Executor, userId: number) {
  const row = await profileQuery(db)
    .where('p.user_id', '=', userId)
    .orderBy('p.is_default', 'desc')
    .orderBy('cp.id')
    .limit(1)
    .executeTakeFirst();
  return row ? toProfile(row) : null;
}

export function findAccount(db: Executor, phone09: string) {
  return db
    .selectFrom('users')
    .select(['id', 'password_hash'])
    .where('phone', '=', phone09)
    .executeTakeFirst();
}

/** A contest token: an access token of purpose 'contest' bound to the linked main-app profile. */
export async function issueContestToken(db: Executor, userId: number, profileId: number): Promise<string> {
  const token = generateToken();
  await (db as Db)
    .insertInto('access_tokens')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      profile_id: profileId,
      purpose: 'contest',
      session_id: null,
      expires_at: sql<Date>`app_now() + make_interval(secs => ${ACCESS_TOKEN_TTL_SECONDS})`,
    })
    .execute();
  return token;
}

export interface PendingRegistration {
  phone: string;
  name: string;
  passwordHash: string;
  schoolId: number;
  grade: number;
  className: string | null;
}

/** Keeps the latest registration form of a phone until its OTP is verified. */
export async function savePendingRegistration(db: Executor, reg: PendingRegistration): Promise<void> {
  const values = {
    phone: reg.phone,
    name: reg.name,
    password_hash: reg.passwordHash,
    school_id: reg.schoolId,
    grade: reg.grade,
    class_name: reg.className,
  };
  await db
    .insertInto('contest_registrations')
    .values(values)
    .onConflict((oc) => oc.column('phone').doUpdateSet({ ...values, created_at: sql`app_now()` } as never))
    .execute();
}

export async function hasPendingRegistration(db: Executor, phone09: string): Promise<boolean> {
  const row = await db
    .selectFrom('contest_registrations')
    .select('phone')
    .where('phone', '=', phone09)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Turns a verified registration into an account (source CONTEST), its default profile (isContest)
 * and the contest profile, in one transaction. Null when there was no pending registration or the
 * phone got an account meanwhile.
 */
export function confirmRegistration(
  db: Db,
  phone09: string,
): Promise<{ userId: number; profileId: number } | null> {
  return db.transaction().execute(async (trx) => {
    const reg = await trx
      .deleteFrom('contest_registrations')
      .where('phone', '=', phone09)
      .returningAll()
      .executeTakeFirst();
    if (!reg) return null;
    const school = await trx
      .selectFrom('schools')
      .select(['id', 'province_id'])
      .where('id', '=', reg.school_id)
      .executeTakeFirstOrThrow();
    const account = await insertAccount(
      trx,
      {
        phone: phone09,
        source: USER_SOURCE.CONTEST,
        name: reg.name,
        grade: reg.grade,
        passwordHash: reg.password_hash,
      },
      { class_name: reg.class_name, school_id: school.id, is_contest: true },
    );
    if (!account) return null;
    await trx
      .insertInto('contest_profiles')
      .values({
        profile_id: account.profileId,
        name: reg.name,
        role: 'pupil',
        school_id: school.id,
        province_id: school.province_id,
        grade: reg.grade,
        class_name: reg.class_name,
      })
      .execute();
    return account;
  });
}

// ── Schools ───────────────────────────────────────────────────────────────────────────────────

export function findSchool(db: Executor, schoolId: number) {
  return db.selectFrom('schools').select(['id', 'province_id']).where('id', '=', schoolId).executeTakeFirst();
}

/** Records a school's declared head count; answers it with the pupils registered so far. */
export async function setStudentNumber(db: Executor, schoolId: number, studentNumber: number) {
  await db
    .insertInto('contest_schools')
    .values({ school_id: schoolId, student_number: studentNumber })
    .onConflict((oc) =>
      oc
        .column('school_id')
        .doUpdateSet({ student_number: studentNumber, updated_at: sql`app_now()` } as never),
    )
    .execute();
  const { count } = await db
    .selectFrom('contest_profiles')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('school_id', '=', schoolId)
    .where('role', '=', 'pupil')
    .executeTakeFirstOrThrow();
  return { schoolId, studentNumber, registeredNumber: Number(count) };
}

/** Schools of the profiles of the account with this phone. */
export async function findSchoolsByPhone(db: Executor, phone09: string): Promise<ContestSchool[]> {
  const rows = await db
    .selectFrom('users as u')
    .innerJoin('profiles as p', 'p.user_id', 'u.id')
    .innerJoin('schools as s', 's.id', 'p.school_id')
    .innerJoin('provinces as pv', 'pv.id', 's.province_id')
    .select(['s.id', 's.name', 's.province_id', 'pv.name as province_name'])
    .where('u.phone', '=', phone09)
    .distinct()
    .orderBy('s.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    provinceId: r.province_id,
    provinceName: r.province_name,
  }));
}

/** Vietnamese letters with diacritics (both cases) and their search form, for SQL translate(). */
const VIETNAMESE_LETTERS = 'àáảãạăằắẳẵặâầấẩẫậèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵđ';
const FOLD_FROM = VIETNAMESE_LETTERS + VIETNAMESE_LETTERS.toUpperCase();
const FOLD_TO = [...FOLD_FROM].map((letter) => foldForSearch(letter)).join('');

/** A LIKE pattern matching `word` anywhere, its wildcards taken literally. */
const containsPattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface SchoolSearch {
  provinceId: number;
  query: string;
  page: number;
  size: number;
}

/**
 * Schools of a province whose name holds every word of `query` (case and diacritics ignored:
 * names are folded in SQL like foldForSearch folds the words), by name. Null when the province
 * does not exist.
 */
export async function searchSchools(
  db: Executor,
  search: SchoolSearch,
): Promise<{ totalElements: number; content: ContestSchool[] } | null> {
  const words = foldForSearch(search.query).split(' ').filter(Boolean).slice(0, 8);
  const folded = sql<string>`translate(lower(s.name), ${FOLD_FROM}, ${FOLD_TO})`;
  let base = db.selectFrom('schools as s').where('s.province_id', '=', search.provinceId);
  for (const word of words) base = base.where(sql<boolean>`${folded} like ${containsPattern(word)}`);
  const [province, total, rows] = await Promise.all([
    db.selectFrom('provinces').select(['id', 'name']).where('id', '=', search.provinceId).executeTakeFirst(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    base
      .select(['s.id', 's.name'])
      .orderBy('s.name')
      .orderBy('s.id')
      .limit(search.size)
      .offset(search.page * search.size)
      .execute(),
  ]);
  if (!province) return null;
  return {
    totalElements: Number(total.n),
    content: rows.map((r) => ({
      id: r.id,
      name: r.name,
      provinceId: province.id,
      provinceName: province.name,
    })),
  };
}

// ── Rounds ────────────────────────────────────────────────────────────────────────────────────

const statusSql = sql<RoundStatus>`case when app_now() < r.start_time then 'upcoming' when app_now() < r.end_time then 'open' else 'closed' end`;

function roundQuery(db: Executor) {
  return db.selectFrom('contest_rounds as r').select([
    'r.id',
    'r.name',
    'r.grade',
    'r.start_time',
    'r.end_time',
    'r.duration_minutes',
    'r.allow_retries',
    'r.ranks_dirty',
    statusSql.as('status'),
    (eb) =>
      eb
        .selectFrom('contest_questions as q')
        .select((q) => q.fn.countAll<string>().as('n'))
        .whereRef('q.round_id', '=', 'r.id')
        .as('question_count'),
  ]);
}

type RoundRow = RowOf<typeof roundQuery>;

export interface RoundRecord extends ContestRound {
  ranksDirty: boolean;
}

function toRound(row: RoundRow): RoundRecord {
  return {
    id: row.id,
    name: row.name,
    grade: row.grade,
    startTime: row.start_time.toISOString(),
    endTime: row.end_time.toISOString(),
    durationMinutes: row.duration_minutes,
    status: row.status,
    allowRetries: row.allow_retries,
    questionCount: Number(row.question_count ?? 0),
    ranksDirty: row.ranks_dirty,
  };
}

export async function findRound(db: Executor, roundId: number): Promise<RoundRecord | null> {
  const row = await roundQuery(db).where('r.id', '=', roundId).executeTakeFirst();
  return row ? toRound(row) : null;
}

/** Rounds a contest profile may see: its grade's and the all-grade ones, newest first. */
export async function listRounds(db: Executor, grade: number | null): Promise<RoundRecord[]> {
  let query = roundQuery(db).orderBy('r.start_time', 'desc').orderBy('r.id', 'desc');
  if (grade !== null)
    query = query.where((eb) => eb.or([eb('r.grade', 'is', null), eb('r.grade', '=', grade)]));
  return (await query.execute()).map(toRound);
}

export async function countParticipants(db: Executor, roundId: number): Promise<number> {
  const { count } = await db
    .selectFrom('contest_attempts')
    .select(sql<string>`count(distinct contest_profile_id)`.as('count'))
    .where('round_id', '=', roundId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

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
  db: Executor,
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

/** The question of the attempt's round, for validating an answer before it is saved. */
export function findAttemptQuestion(db: Executor, attemptId: number, questionId: number) {
  return db
    .selectFrom('contest_attempts as a')
    .innerJoin('contest_questions as q', (join) =>
      join.onRef('q.round_id', '=', 'a.round_id').on('q.id', '=', questionId),
    )
    .select(['q.kind', 'q.options'])
    .where('a.id', '=', attemptId)
    .executeTakeFirst();
}

/**
 * Saves one answer in a single conditional statement: only while the attempt is the caller's, in
 * progress and before its deadline (the database clock decides). The attempt row is share-locked,
 * so an answer can never slip in between a submit's scoring and its commit. Null when refused.
 */
export async function saveAnswer(
  db: Executor,
  attemptId: number,
  questionId: number,
  contestProfileId: number,
  answer: Answer,
): Promise<Date | null> {
  const result = await sql<{ saved_at: Date }>`
    insert into contest_answers (attempt_id, question_id, answer)
    select a.id, q.id, ${JSON.stringify(answer)}::jsonb
      from contest_attempts a
      join contest_questions q on q.round_id = a.round_id and q.id = ${questionId}
     where a.id = ${attemptId} and a.contest_profile_id = ${contestProfileId}
       and a.status = 'in_progress' and a.deadline > app_now()
       for share of a
    on conflict (attempt_id, question_id) do update set answer = excluded.answer, saved_at = app_now()
    returning saved_at`.execute(db);
  return result.rows[0]?.saved_at ?? null;
}

/**
 * Closes an attempt in one transaction: locks it, scores the saved answers, records submitted (or
 * timed_out when the deadline has passed), keeps the pupil's best result of the round and marks the
 * round's ranks stale. An attempt already closed is left as it is.
 */
export function closeAttempt(db: Executor, attemptId: number): Promise<AttemptRow | undefined> {
  return db.transaction().execute(async (trx) => {
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
  });
}

/** Closes (as timed_out, scored) every in-progress attempt past its deadline in the given scope. */
export async function closeExpiredAttempts(
  db: Executor,
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

// ── Rankings ──────────────────────────────────────────────────────────────────────────────────

/** Arbitrary constant (with the round id) for the advisory lock of one round's rank refresh. */
const RANK_REFRESH_LOCK = 7_212_060;

/**
 * Recomputes a round's materialised ranks when a submit has marked them stale. The flag is cleared
 * first in its own statement, so a submit that lands during the refresh marks it stale again and
 * the next reader refreshes once more; the advisory lock keeps refreshes of a round one at a time.
 */
export async function refreshRanksIfStale(db: Db, roundId: number): Promise<boolean> {
  await closeExpiredAttempts(db, { roundId });
  const claimed = await db
    .updateTable('contest_rounds')
    .set({ ranks_dirty: false })
    .where('id', '=', roundId)
    .where('ranks_dirty', '=', true)
    .returning('id')
    .executeTakeFirst();
  if (!claimed) return false;
  try {
    await refreshRanks(db, roundId);
  } catch (error) {
    await db.updateTable('contest_rounds').set({ ranks_dirty: true }).where('id', '=', roundId).execute();
    throw error;
  }
  return true;
}

/** Recomputes a round's ranks in one transaction, one refresh of a round at a time. */
export function refreshRanks(db: Db, roundId: number): Promise<void> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${RANK_REFRESH_LOCK}, ${roundId})`.execute(trx);
    await recomputeRanks(trx, roundId);
  });
}

/** Set-based recomputation of every rank of a round (pupils, schools, provinces), inside `trx`. */
export async function recomputeRanks(trx: Executor, roundId: number): Promise<void> {
  await sql`
      update contest_results r
         set province_rank = x.province_rank, province_group_size = x.province_group_size,
             school_rank = x.school_rank, school_group_size = x.school_group_size
        from (select contest_profile_id,
                     rank() over (partition by province_id, grade order by score desc, time_used_ms) as province_rank,
                     count(*) over (partition by province_id, grade) as province_group_size,
                     rank() over (partition by school_id, grade order by score desc, time_used_ms) as school_rank,
                     count(*) over (partition by school_id, grade) as school_group_size
                from contest_results where round_id = ${roundId}) x
       where r.round_id = ${roundId} and r.contest_profile_id = x.contest_profile_id
         and (r.province_rank, r.province_group_size, r.school_rank, r.school_group_size)
             is distinct from (x.province_rank, x.province_group_size::int, x.school_rank, x.school_group_size::int)`.execute(
    trx,
  );
  await trx.deleteFrom('contest_school_results').where('round_id', '=', roundId).execute();
  // grade 0: all of a school's pupils, ranked among the schools of its province.
  await sql`
      insert into contest_school_results (round_id, school_id, grade, province_id, participants, average_score, rank, group_size)
      select ${roundId}, school_id, 0, province_id, participants, average_score,
             rank() over (partition by province_id order by average_score desc),
             count(*) over (partition by province_id)
        from (select school_id, min(province_id) as province_id, count(*)::int as participants,
                     round(avg(score), 2)::float8 as average_score
                from contest_results where round_id = ${roundId} group by school_id) s`.execute(trx);
  // grade 1-12: a school's pupils of that grade, ranked among every school of the country.
  await sql`
      insert into contest_school_results (round_id, school_id, grade, province_id, participants, average_score, rank, group_size)
      select ${roundId}, school_id, grade, province_id, participants, average_score,
             rank() over (partition by grade order by average_score desc),
             count(*) over (partition by grade)
        from (select school_id, grade, min(province_id) as province_id, count(*)::int as participants,
                     round(avg(score), 2)::float8 as average_score
                from contest_results where round_id = ${roundId} group by school_id, grade) s`.execute(trx);
  await trx.deleteFrom('contest_province_results').where('round_id', '=', roundId).execute();
  await sql`
      insert into contest_province_results (round_id, province_id, participants, average_score, rank, group_size)
      select ${roundId}, province_id, participants, average_score,
             rank() over (order by average_score desc), count(*) over ()
        from (select province_id, count(*)::int as participants, round(avg(score), 2)::float8 as average_score
                from contest_results where round_id = ${roundId} group by province_id) p`.execute(trx);
  await trx
    .updateTable('contest_rounds')
    .set({ ranked_at: sql`app_now()` })
    .where('id', '=', roundId)
    .execute();
}

function medal(rank: number, groupSize: number): Pick<RankingRow, 'rank' | 'rankLevel' | 'rankLevelName'> {
  const rankLevel = medalLevel(rank, groupSize);
  return { rank, rankLevel, rankLevelName: MEDAL_NAMES[rankLevel] };
}

export interface Paging {
  page: number;
  size: number;
}

export interface RankingSlice {
  totalElements: number;
  content: RankingRow[];
}

function studentRows(db: Executor) {
  return db
    .selectFrom('contest_results as r')
    .innerJoin('contest_profiles as cp', 'cp.id', 'r.contest_profile_id')
    .innerJoin('schools as s', 's.id', 'r.school_id')
    .innerJoin('provinces as pv', 'pv.id', 'r.province_id')
    .select([
      'r.contest_profile_id',
      'r.score',
      'r.time_used_ms',
      'r.grade',
      'r.province_id',
      'r.school_id',
      'r.province_rank',
      'r.province_group_size',
      'r.school_rank',
      'r.school_group_size',
      'cp.name',
      'cp.class_name',
      's.name as school_name',
      'pv.name as province_name',
    ]);
}

type StudentRow = RowOf<typeof studentRows>;

export type StudentScope = 'province' | 'school';

/** The pupils of one province (or school) in a round; `grade: null` is every grade (exports). */
export interface StudentFilter {
  roundId: number;
  scope: StudentScope;
  groupId: number;
  grade: number | null;
}
type OneGrade = StudentFilter & { grade: number };

/** The contest_results columns a pupil ranking scope reads: its group, its rank and its group size. */
const SCOPE_COLUMNS = {
  province: { group: 'province_id', rank: 'province_rank', size: 'province_group_size' },
  school: { group: 'school_id', rank: 'school_rank', size: 'school_group_size' },
} as const;

function toStudentRow(row: StudentRow, scope: StudentScope): RankingRow {
  const rank = row[SCOPE_COLUMNS[scope].rank] ?? 0;
  const size = row[SCOPE_COLUMNS[scope].size] ?? 0;
  return {
    ...medal(rank, size),
    score: row.score,
    provinceId: row.province_id,
    provinceName: row.province_name,
    schoolId: row.school_id,
    schoolName: row.school_name,
    profileId: row.contest_profile_id,
    studentName: row.name,
    grade: row.grade,
    className: row.class_name,
    timeUsed: row.time_used_ms,
  };
}

/** Pupils of one province (or school) and grade, by rank: one index range per page. */
export async function studentRanking(db: Executor, filter: OneGrade, paging: Paging): Promise<RankingSlice> {
  const columns = SCOPE_COLUMNS[filter.scope];
  const base = studentRows(db)
    .where('r.round_id', '=', filter.roundId)
    .where(`r.${columns.group}`, '=', filter.groupId)
    .where('r.grade', '=', filter.grade);
  const rows = await base
    .orderBy(`r.${columns.rank}`)
    .orderBy('r.contest_profile_id')
    .limit(paging.size)
    .offset(paging.page * paging.size)
    .execute();
  const totalElements = await groupSize(db, filter);
  return { totalElements, content: rows.map((row) => toStudentRow(row, filter.scope)) };
}

/** The size of a pupil ranking group, read from the materialised group size of its first row. */
async function groupSize(db: Executor, filter: OneGrade): Promise<number> {
  const columns = SCOPE_COLUMNS[filter.scope];
  const row = await db
    .selectFrom('contest_results')
    .select(`${columns.size} as size`)
    .where('round_id', '=', filter.roundId)
    .where(columns.group, '=', filter.groupId)
    .where('grade', '=', filter.grade)
    .limit(1)
    .executeTakeFirst();
  return row?.size ?? 0;
}

/** Every pupil row of a scope, rank order within each grade, in keyset batches (for exports). */
export async function* studentRowsInBatches(
  db: Executor,
  filter: StudentFilter,
  batchSize = 2_000,
): AsyncGenerator<RankingRow[]> {
  const columns = SCOPE_COLUMNS[filter.scope];
  const rankColumn = `r.${columns.rank}` as const;
  let after: { grade: number; rank: number; id: number } | null = null;
  for (;;) {
    let query = studentRows(db)
      .where('r.round_id', '=', filter.roundId)
      .where(`r.${columns.group}`, '=', filter.groupId);
    if (filter.grade !== null) query = query.where('r.grade', '=', filter.grade);
    if (after) {
      const { grade, rank, id } = after;
      query = query.where(
        sql<boolean>`(r.grade, ${sql.ref(rankColumn)}, r.contest_profile_id) > (${grade}, ${rank}, ${id})`,
      );
    }
    const rows = await query
      .orderBy('r.grade')
      .orderBy(rankColumn)
      .orderBy('r.contest_profile_id')
      .limit(batchSize)
      .execute();
    if (rows.length === 0) return;
    yield rows.map((row) => toStudentRow(row, filter.scope));
    const last = rows[rows.length - 1]!;
    after = {
      grade: last.grade,
      rank: last[columns.rank] ?? 0,
      id: last.contest_profile_id,
    };
    if (rows.length < batchSize) return;
  }
}

interface SchoolFilter {
  roundId: number;
  grade: number;
  provinceId: number | null;
}

/** School results of one round and grade, narrowed to a province when one is given. */
function schoolResults(db: Executor, filter: SchoolFilter) {
  const inGrade = db
    .selectFrom('contest_school_results as sr')
    .where('sr.round_id', '=', filter.roundId)
    .where('sr.grade', '=', filter.grade);
  return filter.provinceId === null ? inGrade : inGrade.where('sr.province_id', '=', filter.provinceId);
}

function schoolRows(db: Executor, filter: SchoolFilter) {
  return schoolResults(db, filter)
    .innerJoin('schools as s', 's.id', 'sr.school_id')
    .innerJoin('provinces as pv', 'pv.id', 'sr.province_id')
    .select([
      'sr.school_id',
      'sr.grade',
      'sr.province_id',
      'sr.participants',
      'sr.average_score',
      'sr.rank',
      'sr.group_size',
      's.name as school_name',
      'pv.name as province_name',
    ]);
}

type SchoolRow = RowOf<typeof schoolRows>;

function toSchoolRow(row: SchoolRow): RankingRow {
  return {
    ...medal(row.rank, row.group_size),
    score: row.average_score,
    provinceId: row.province_id,
    provinceName: row.province_name,
    schoolId: row.school_id,
    schoolName: row.school_name,
    participants: row.participants,
    ...(row.grade > 0 ? { grade: row.grade } : {}),
  };
}

/**
 * Schools by average score: grade 0 ranks all grades within `provinceId`; a grade ranks that grade
 * nationwide, and `provinceId` then only narrows the rows shown (their ranks stay national).
 */
export async function schoolRanking(
  db: Executor,
  filter: SchoolFilter,
  paging: Paging,
): Promise<RankingSlice> {
  const [rows, total] = await Promise.all([
    schoolRows(db, filter)
      .orderBy('sr.rank')
      .orderBy('sr.school_id')
      .limit(paging.size)
      .offset(paging.page * paging.size)
      .execute(),
    schoolResults(db, filter)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { totalElements: Number(total.n), content: rows.map(toSchoolRow) };
}

export async function provinceRanking(db: Executor, roundId: number, paging: Paging): Promise<RankingSlice> {
  const rows = await db
    .selectFrom('contest_province_results as pr')
    .innerJoin('provinces as pv', 'pv.id', 'pr.province_id')
    .select(['pr.province_id', 'pv.name', 'pr.participants', 'pr.average_score', 'pr.rank', 'pr.group_size'])
    .where('pr.round_id', '=', roundId)
    .orderBy('pr.rank')
    .orderBy('pr.province_id')
    .execute();
  const page = rows.slice(paging.page * paging.size, (paging.page + 1) * paging.size);
  return {
    totalElements: rows.length,
    content: page.map((row) => ({
      ...medal(row.rank, row.group_size),
      score: row.average_score,
      provinceId: row.province_id,
      provinceName: row.name,
      participants: row.participants,
    })),
  };
}

export interface MyRows {
  studentInSchool: RankingRow | null;
  studentInProvince: RankingRow | null;
  schoolInProvince: RankingRow | null;
  schoolInGrade: RankingRow | null;
  province: RankingRow | null;
}

type MyRow = StudentRow & {
  s0_rank: number | null;
  s0_size: number | null;
  s0_avg: number | null;
  s0_n: number | null;
  sg_rank: number | null;
  sg_size: number | null;
  sg_avg: number | null;
  sg_n: number | null;
  p_rank: number | null;
  p_size: number | null;
  p_avg: number | null;
  p_n: number | null;
};

const NO_ROWS: MyRows = {
  studentInSchool: null,
  studentInProvince: null,
  schoolInProvince: null,
  schoolInGrade: null,
  province: null,
};

function toMyRows(row: MyRow): MyRows {
  if (row.contest_profile_id === null || row.province_rank === null) return NO_ROWS;
  const place = { provinceId: row.province_id, provinceName: row.province_name };
  const school = { ...place, schoolId: row.school_id, schoolName: row.school_name };
  return {
    studentInSchool: toStudentRow(row, 'school'),
    studentInProvince: toStudentRow(row, 'province'),
    schoolInProvince:
      row.s0_rank === null
        ? null
        : {
            ...medal(row.s0_rank, row.s0_size ?? 0),
            ...school,
            score: row.s0_avg ?? 0,
            participants: row.s0_n ?? 0,
          },
    schoolInGrade:
      row.sg_rank === null
        ? null
        : {
            ...medal(row.sg_rank, row.sg_size ?? 0),
            ...school,
            grade: row.grade,
            score: row.sg_avg ?? 0,
            participants: row.sg_n ?? 0,
          },
    province:
      row.p_rank === null
        ? null
        : {
            ...medal(row.p_rank, row.p_size ?? 0),
            ...place,
            score: row.p_avg ?? 0,
            participants: row.p_n ?? 0,
          },
  };
}

/** Why a "my rank" lookup has no rows, in the order the checks apply (the route maps each to 401/403/404). */
export type MyRankingRefusal = 'bad-token' | 'not-registered' | 'no-round' | 'not-pupil';

export type MyRankingLookup =
  | { outcome: MyRankingRefusal }
  | { outcome: 'ok'; ranksDirty: boolean; rows: MyRows };

/**
 * "My rank" in ONE statement (issue 13: a pupil's own rank is one query): the live contest token →
 * its contest profile → the round → the caller's rows in the five rankings, all on primary or unique
 * keys. A driving one-row relation with left joins keeps a row whatever is missing, and `outcome`
 * says what was: the same checks, in the same order, as requireContest + roundForRanking + the
 * pupil-only rule. `ranksDirty` tells the caller the round's ranks need a refresh before they are
 * read (rare: only after a submit; the route refreshes and asks again).
 */
export async function myRankingOfToken(
  db: Executor,
  rawToken: string,
  roundId: number,
): Promise<MyRankingLookup> {
  const result = await sql<MyRow & { outcome: MyRankingRefusal | 'ok'; ranks_dirty: boolean | null }>`
    select case when tk.id is null then 'bad-token'
                when cp.id is null then 'not-registered'
                when rd.id is null then 'no-round'
                when cp.role <> 'pupil' then 'not-pupil'
                else 'ok' end as outcome,
           rd.ranks_dirty,
           r.contest_profile_id, r.score, r.time_used_ms, r.grade, r.province_id, r.school_id,
           r.province_rank, r.province_group_size, r.school_rank, r.school_group_size,
           cp.name, cp.class_name, s.name as school_name, pv.name as province_name,
           s0.rank as s0_rank, s0.group_size as s0_size, s0.average_score as s0_avg, s0.participants as s0_n,
           sg.rank as sg_rank, sg.group_size as sg_size, sg.average_score as sg_avg, sg.participants as sg_n,
           p.rank as p_rank, p.group_size as p_size, p.average_score as p_avg, p.participants as p_n
      from (select 1) as one
      left join lateral (
             select t.id, t.profile_id
               from access_tokens t
               join users u on u.id = t.user_id
              where t.token_hash = ${hashToken(rawToken)} and t.purpose = 'contest'
                and t.revoked_at is null and t.expires_at > app_now()
              limit 1) tk on true
      left join contest_profiles cp on cp.profile_id = tk.profile_id
      left join contest_rounds rd on rd.id = ${roundId}
      left join contest_results r
             on r.round_id = rd.id and r.contest_profile_id = cp.id and cp.role = 'pupil'
      left join schools s on s.id = r.school_id
      left join provinces pv on pv.id = r.province_id
      left join contest_school_results s0 on s0.round_id = r.round_id and s0.grade = 0 and s0.school_id = r.school_id
      left join contest_school_results sg on sg.round_id = r.round_id and sg.grade = r.grade and sg.school_id = r.school_id
      left join contest_province_results p on p.round_id = r.round_id and p.province_id = r.province_id`.execute(
    db,
  );
  const row = result.rows[0];
  if (!row) throw new Error('my rank: the driving row is missing');
  if (row.outcome !== 'ok') return { outcome: row.outcome };
  return { outcome: 'ok', ranksDirty: row.ranks_dirty === true, rows: toMyRows(row) };
}

/** The latest closed round in which a main-app profile's contest profile has a ranked result. */
export async function latestRankedResult(db: Executor, mainProfileId: number) {
  const row = await db
    .selectFrom('contest_results as r')
    .innerJoin('contest_profiles as cp', 'cp.id', 'r.contest_profile_id')
    .innerJoin('contest_rounds as cr', 'cr.id', 'r.round_id')
    .select(['r.round_id', 'cr.name', 'r.score', 'r.province_rank', 'r.province_group_size'])
    .where('cp.profile_id', '=', mainProfileId)
    .where('r.province_rank', 'is not', null)
    .orderBy('cr.end_time', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row || row.province_rank === null || row.province_group_size === null) return null;
  return {
    roundId: row.round_id,
    roundName: row.name,
    score: row.score,
    totalElements: row.province_group_size,
    ...medal(row.province_rank, row.province_group_size),
  };
}

// ── Teams ─────────────────────────────────────────────────────────────────────────────────────

/**
 * The caller's team with every member's total score over all rounds (best result per round),
 * deduplicated by team and profile and sorted by total score (SPEC §4).
 */
export async function loadTeam(db: Executor, contestProfileId: number) {
  const team = await db
    .selectFrom('contest_team_members as m')
    .innerJoin('contest_teams as t', 't.id', 'm.team_id')
    .select(['t.id', 't.info'])
    .where('m.contest_profile_id', '=', contestProfileId)
    .orderBy('t.id')
    .limit(1)
    .executeTakeFirst();
  if (!team) return null;
  const rows = await db
    .selectFrom('contest_team_members as m')
    .innerJoin('contest_profiles as cp', 'cp.id', 'm.contest_profile_id')
    .leftJoin('contest_results as r', 'r.contest_profile_id', 'm.contest_profile_id')
    .select([
      'm.team_id',
      'm.contest_profile_id',
      'cp.name',
      sql<string>`coalesce(sum(r.score), 0)`.as('total_score'),
    ])
    .where('m.team_id', '=', team.id)
    .groupBy(['m.team_id', 'm.contest_profile_id', 'cp.name'])
    .execute();
  const members: TeamMember[] = rows.map((row) => ({
    teamId: row.team_id,
    profileId: row.contest_profile_id,
    teamInfo: team.info,
    totalScore: Number(row.total_score),
    name: row.name,
  }));
  return { teamId: team.id, teamInfo: team.info, members: dedupeTeamMembers(members) };
}

export type { ContestRole };

/** A profile's owner and contest flag in one statement (undefined: no such profile). */
export async function contestFlagOfProfile(
  db: Executor,
  profileId: number,
): Promise<{ user_id: number; is_contest: boolean } | undefined> {
  return profileById(db, profileId).select(['user_id', 'is_contest']).executeTakeFirst();
}

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
  RoundStatus,
  TeamMember,
} from '../../src/contracts/contest';
import { USER_SOURCE } from '../../src/domain/constants';
import { foldForSearch } from '../../src/domain/contest';
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

/**
 * Contest demo data, set-based so the first boot stays fast: contest schools up to ≥ 200, ≥ 5,000
 * pupils with results of a finished round (ranks and medals computed), an open round, teams by
 * school and grade, and the contest profiles of the demo accounts 0901000004 (pupil, has taken the
 * finished round) and 0901000008 (school admin).
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { recomputeRanks } from './contest-rank-materialisation.repository';
import { scoreAttempt } from './contest-scoring';

type Trx = Kysely<Database>;

export const DEMO_PUPILS = 5_200;
export const DEMO_PUPIL_PHONE = '0901000004';
export const DEMO_SCHOOL_ADMIN_PHONE = '0901000008';

/** Patrons of Vietnamese schools: six per province, added beside the hand-written demo schools. */
const SCHOOL_PATRONS = [
  'Lê Lợi',
  'Nguyễn Trãi',
  'Trần Hưng Đạo',
  'Quang Trung',
  'Lý Thường Kiệt',
  'Kim Đồng',
  'Võ Thị Sáu',
  'Nguyễn Du',
  'Chu Văn An',
  'Lê Quý Đôn',
  'Hai Bà Trưng',
  'Ngô Quyền',
];
const SURNAMES = [
  'Nguyễn',
  'Trần',
  'Lê',
  'Phạm',
  'Hoàng',
  'Huỳnh',
  'Phan',
  'Vũ',
  'Võ',
  'Đặng',
  'Bùi',
  'Đỗ',
  'Hồ',
  'Ngô',
];
const MIDDLE_NAMES = ['Văn', 'Thị', 'Minh', 'Gia', 'Ngọc', 'Hoàng', 'Thanh', 'Đức', 'Bảo', 'Khánh', 'Phương'];
const GIVEN_NAMES = [
  'An',
  'Anh',
  'Bình',
  'Châu',
  'Dũng',
  'Giang',
  'Hà',
  'Hải',
  'Hiếu',
  'Hương',
  'Khoa',
  'Lan',
  'Linh',
  'Long',
  'Mai',
  'Minh',
  'My',
  'Nam',
  'Ngân',
  'Nhi',
  'Phúc',
  'Quân',
  'Tâm',
  'Thảo',
  'Trang',
  'Tú',
  'Vy',
  'Yến',
];

/** Answer options whose ids are their position: A, B, C… for choices, 1, 2, 3… for ordering. */
const lettered = (...texts: string[]) => texts.map((text, i) => ({ id: String.fromCharCode(65 + i), text }));
const numbered = (...texts: string[]) => texts.map((text, i) => ({ id: String(i + 1), text }));

/** Question sets: 6 questions of 10 points, every kind represented. */
export const DEMO_QUESTIONS = [
  {
    kind: 'choice',
    prompt: 'Choose the correct word: "She ___ to school every day."',
    options: lettered('go', 'goes', 'going', 'gone'),
    correct: 'B',
  },
  {
    kind: 'fill',
    prompt: 'Fill in the blank: "I have two ___ (cat)."',
    options: [],
    correct: ['cats'],
  },
  {
    kind: 'listening',
    prompt: 'Listen. How many beeps do you hear?',
    audioUrl: '/contest/beeps-3.wav',
    options: lettered('Two', 'Three', 'Four'),
    correct: 'B',
  },
  {
    kind: 'ordering',
    prompt: 'Put the words in order to make a sentence.',
    options: numbered('like', 'I', 'apples'),
    correct: ['2', '1', '3'],
  },
  {
    kind: 'choice',
    prompt: 'Which one is an animal?',
    options: lettered('Table', 'Elephant', 'Pencil'),
    correct: 'B',
  },
  {
    kind: 'fill',
    prompt: 'What colour is the sky on a sunny day? It is ___.',
    options: [],
    correct: ['blue', 'light blue'],
  },
] as const;

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(values.map((v) => sql`${v}`))}]::text[]`;

export async function seedContest(trx: Trx): Promise<void> {
  // Schools: six more per province, so that every province has several to rank.
  await sql`
    insert into schools (province_id, name, level)
    select p.id,
           case when k <= 4 then 'Trường Tiểu học ' else 'Trường THCS ' end
             || (${textArray(SCHOOL_PATRONS)})[1 + (p.id + k * 5) % ${SCHOOL_PATRONS.length}],
           case when k <= 4 then 'primary' else 'secondary' end
      from provinces p cross join generate_series(1, 6) k
     where not exists (select 1 from schools s where s.province_id = p.id
                         and s.name = case when k <= 4 then 'Trường Tiểu học ' else 'Trường THCS ' end
                                      || (${textArray(SCHOOL_PATRONS)})[1 + (p.id + k * 5) % ${SCHOOL_PATRONS.length}])`.execute(
    trx,
  );
  const rounds = await sql<{ id: number }>`
    insert into contest_rounds (name, grade, start_time, end_time, duration_minutes, ranks_dirty)
    values ('Vòng 1 – Vòng trường', null, app_now() - interval '30 days', app_now() - interval '20 days', 30, false),
           ('Vòng 2 – Vòng tỉnh', null, app_now() - interval '1 day', app_now() + interval '30 days', 20, false)
    returning id`.execute(trx);
  const [finished, open] = rounds.rows.map((r) => r.id) as [number, number];
  for (const roundId of [finished, open]) {
    await trx
      .insertInto('contest_questions')
      .values(
        DEMO_QUESTIONS.map((q, index) => ({
          round_id: roundId,
          position: index + 1,
          kind: q.kind,
          prompt: q.prompt,
          audio_url: 'audioUrl' in q ? q.audioUrl : null,
          options: JSON.stringify(q.options),
          correct: JSON.stringify(q.correct),
          points: 10,
        })),
      )
      .execute();
  }

  // Pupils: spread over every school, grades by school level, names from the lists above.
  await sql`
    with s as (select id, province_id, level, row_number() over (order by id) as n from schools),
         g as (select g from generate_series(1, ${DEMO_PUPILS}) g)
    insert into contest_profiles (name, role, school_id, province_id, grade, class_name)
    select (${textArray(SURNAMES)})[1 + g % ${SURNAMES.length}] || ' ' ||
           (${textArray(MIDDLE_NAMES)})[1 + (g / 7) % ${MIDDLE_NAMES.length}] || ' ' ||
           (${textArray(GIVEN_NAMES)})[1 + (g * 13) % ${GIVEN_NAMES.length}],
           'pupil', s.id, s.province_id, x.grade, x.grade || chr(65 + (g / 3) % 4)
      from g
      join s on s.n = 1 + (g * 7919) % (select count(*) from schools)
      cross join lateral (select case s.level when 'primary' then 1 + g % 5
                                              when 'secondary' then 6 + g % 4
                                              else 10 + g % 3 end as grade) x`.execute(trx);

  // The finished round: one submitted attempt each, with a spread of scores and times.
  await sql`
    insert into contest_attempts (round_id, contest_profile_id, attempt_no, started_at, deadline, status, closed_at, score, time_used_ms)
    select r.id, cp.id, 1, t.started, t.started + interval '30 minutes', 'submitted',
           t.started + make_interval(secs => t.used / 1000.0), t.score, t.used
      from contest_rounds r
      cross join contest_profiles cp
      cross join lateral (select r.start_time + make_interval(hours => cp.id % 200) as started,
                                 10 * least(6, (cp.id * 37 + cp.grade * 11) % 7 + (cp.id % 3) / 2) as score,
                                 300000 + (cp.id * 104729) % 1400000 as used) t
     where r.id = ${finished} and cp.role = 'pupil'`.execute(trx);

  await linkDemoAccounts(trx, finished);

  await sql`
    insert into contest_results (round_id, contest_profile_id, province_id, school_id, grade, score, time_used_ms)
    select a.round_id, a.contest_profile_id, cp.province_id, cp.school_id, cp.grade, a.score, a.time_used_ms
      from contest_attempts a join contest_profiles cp on cp.id = a.contest_profile_id
     where a.round_id = ${finished} and a.status <> 'in_progress' and cp.role = 'pupil'`.execute(trx);
  await recomputeRanks(trx, finished);

  // Teams: the pupils of one grade of a school; head counts a little above the registered pupils.
  await sql`
    insert into contest_teams (school_id, info)
    select distinct cp.school_id, 'Đội khối ' || cp.grade || ' – ' || s.name
      from contest_profiles cp join schools s on s.id = cp.school_id
     where cp.role = 'pupil'`.execute(trx);
  await sql`
    insert into contest_team_members (team_id, contest_profile_id)
    select t.id, cp.id
      from contest_profiles cp
      join schools s on s.id = cp.school_id
      join contest_teams t on t.school_id = cp.school_id and t.info = 'Đội khối ' || cp.grade || ' – ' || s.name
     where cp.role = 'pupil'`.execute(trx);
  await sql`
    insert into contest_schools (school_id, student_number)
    select school_id, count(*) + 5 from contest_profiles where role = 'pupil' group by school_id`.execute(
    trx,
  );
}

/**
 * Contest profiles of the demo accounts: the pupil (with a scored attempt of the finished round,
 * answers included) and the school admin of the same school.
 */
async function linkDemoAccounts(trx: Trx, finishedRoundId: number): Promise<void> {
  const accounts = await trx
    .selectFrom('users as u')
    .innerJoin('profiles as p', 'p.user_id', 'u.id')
    .innerJoin('schools as s', 's.id', 'p.school_id')
    .select(['u.phone', 'p.id', 'p.name', 'p.grade_id', 'p.class_name', 'p.school_id', 's.province_id'])
    .where('u.phone', 'in', [DEMO_PUPIL_PHONE, DEMO_SCHOOL_ADMIN_PHONE])
    .where('p.is_default', '=', true)
    .execute();
  for (const account of accounts) {
    const isPupil = account.phone === DEMO_PUPIL_PHONE;
    const inserted = await trx
      .insertInto('contest_profiles')
      .values({
        profile_id: account.id,
        name: account.name,
        role: isPupil ? 'pupil' : 'school_admin',
        school_id: account.school_id,
        province_id: account.province_id,
        grade: isPupil ? account.grade_id : null,
        class_name: isPupil ? account.class_name : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (isPupil) await seedTakenRound(trx, finishedRoundId, inserted.id);
  }
}

/** 0901000004's attempt of the finished round: real answers, scored by the server's rule. */
async function seedTakenRound(trx: Trx, roundId: number, contestProfileId: number): Promise<void> {
  const questions = await trx
    .selectFrom('contest_questions')
    .select(['id', 'kind', 'options', 'correct', 'points'])
    .where('round_id', '=', roundId)
    .orderBy('position')
    .execute();
  // Right on all but the ordering question.
  const answers = new Map<number, unknown>(
    questions.map((q) => [
      q.id,
      q.kind === 'ordering' ? ['1', '2', '3'] : q.kind === 'fill' ? (q.correct as string[])[0] : q.correct,
    ]),
  );
  const score = scoreAttempt(questions, answers);
  const timeUsed = 14 * 60_000 + 32_000;
  const attempt = await sql<{ id: number }>`
    insert into contest_attempts (round_id, contest_profile_id, attempt_no, started_at, deadline, status, closed_at, score, time_used_ms)
    select id, ${contestProfileId}, 1, start_time + interval '2 hours', start_time + interval '2 hours 30 minutes',
           'submitted', start_time + interval '2 hours' + make_interval(secs => ${timeUsed / 1000}), ${score}, ${timeUsed}
      from contest_rounds where id = ${roundId}
    returning id`.execute(trx);
  const attemptId = attempt.rows[0]!.id;
  await trx
    .insertInto('contest_answers')
    .values(
      [...answers].map(([questionId, answer]) => ({
        attempt_id: attemptId,
        question_id: questionId,
        answer: JSON.stringify(answer),
      })),
    )
    .execute();
}

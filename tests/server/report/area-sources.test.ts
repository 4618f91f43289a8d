import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAccount, type TestAccount } from '../learning/learning-kit';
import { createTestApp, engines, type TestApp } from '../support/test-app';
import { expectOk } from '../user/user-test-kit';
import { givenPracticeSessions, givenSpeakAttempts } from './report-kit';

/*
 * The report's sections read from the other areas' tables, against hand-computed figures.
 * March 2026 in Vietnam runs from 2026-02-28T17:00Z to 2026-03-31T17:00Z; 1 March is a Sunday, so
 * the month's weeks start on Mondays 23/2, 2/3, 9/3, 16/3, 23/3 and 30/3.
 */
const LAST_FEB = '2026-02-28T16:59:00Z'; // 23:59 on 28/2 in Hà Nội: February
const FIRST_MARCH = '2026-02-28T17:00:00Z'; // 00:00 on 1/3: March, week 1
const LAST_MARCH = '2026-03-31T16:30:00Z'; // 23:30 on 31/3: March, week 6
const FIRST_APRIL = '2026-03-31T17:00:00Z'; // 00:00 on 1/4: April
const iso = (text: string) => new Date(text).toISOString();

describe.each(engines())('monthly report: areas’ sections (%s)', (engine) => {
  let t: TestApp;
  let pupil: TestAccount;
  const sessions: number[] = [];
  let speak: Awaited<ReturnType<typeof givenSpeakAttempts>>;
  const posts: number[] = [];
  let roundA = 0;

  const march = async (account: TestAccount = pupil) =>
    expectOk(
      await t.app.inject({
        method: 'GET',
        url: `/main/report/monthly?profile_id=${account.profileId}&month=2026-03`,
        headers: account.headers,
      }),
    );

  beforeAll(async () => {
    t = await createTestApp({ engine });
    pupil = await makeAccount(t);
    const id = pupil.profileId;

    // Practice. February: vocabulary 1/2. March: B (vocabulary 2/2, grammar 0/1, listening 1/1) and
    // C (grammar 2/2, listening 0/1, unfinished); a session without answers and April's do not count.
    sessions.push(
      ...(await givenPracticeSessions(t, id, [
        {
          startedAt: LAST_FEB,
          finished: true,
          answers: [
            ['vocabulary', true],
            ['vocabulary', false],
          ],
        },
        {
          startedAt: FIRST_MARCH,
          finished: true,
          answers: [
            ['vocabulary', true],
            ['vocabulary', true],
            ['grammar', false],
            ['listening', true],
          ],
        },
        { startedAt: '2026-03-10T01:00:00Z', finished: false, answers: [] },
        {
          startedAt: '2026-03-20T10:00:00Z',
          finished: false,
          answers: [
            ['grammar', true],
            ['grammar', true],
            ['listening', false],
          ],
        },
        { startedAt: FIRST_APRIL, finished: true, answers: [['vocabulary', false]] },
      ])),
    );

    // Speak. February 40; March 60 (week 1), 71 and 80 (week 2), 95 (week 6); April 10.
    speak = await givenSpeakAttempts(t, id, [
      { at: LAST_FEB, score: 40 },
      { at: FIRST_MARCH, score: 60 },
      { at: '2026-03-03T12:00:00Z', score: 71 },
      { at: '2026-03-04T12:00:00Z', score: 80 },
      { at: LAST_MARCH, score: 95 },
      { at: FIRST_APRIL, score: 10 },
    ]);

    // Club. February one post; March approved (2 likes), rejected, pending, a deleted one; April one.
    const school = await t.db.selectFrom('schools').select('id').orderBy('id').executeTakeFirstOrThrow();
    const long = `Hôm nay em kể về gia đình. ${'Bố mẹ em rất yêu em và em cũng yêu bố mẹ. '.repeat(5)}`;
    for (const [createdAt, status, content, deleted] of [
      [LAST_FEB, 'APPROVED', 'Bài tháng Hai', false],
      [FIRST_MARCH, 'APPROVED', long, false],
      ['2026-03-15T05:00:00Z', 'REJECTED', 'Bài bị từ chối', false],
      ['2026-03-20T05:00:00Z', 'PENDING', 'Bài chờ duyệt', false],
      ['2026-03-21T05:00:00Z', 'APPROVED', 'Bài đã xoá', true],
      [FIRST_APRIL, 'APPROVED', 'Bài tháng Tư', false],
    ] as const) {
      const row = await t.db
        .insertInto('club_posts')
        .values({
          profile_id: id,
          school_id: school.id,
          content,
          status,
          reason: status === 'REJECTED' ? 'Nội dung chưa phù hợp' : null,
          submitted_at: createdAt,
          created_at: createdAt,
          updated_at: createdAt,
          deleted_at: deleted ? createdAt : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      posts.push(row.id);
    }
    for (const liker of [await makeAccount(t), await makeAccount(t)])
      await t.db
        .insertInto('club_likes')
        .values({ post_id: posts[1]!, profile_id: liker.profileId })
        .execute();
    // A like on the deleted post and one on February's post are not March's.
    await t.db.insertInto('club_likes').values({ post_id: posts[4]!, profile_id: id }).execute();
    await t.db.insertInto('club_likes').values({ post_id: posts[0]!, profile_id: id }).execute();

    // Loyalty ledger. February 10 trophies; March 10 + 500 trophies and 5 diamonds earned, a redeem
    // and a refund (not earnings); April 10.
    for (const [at, currency, amount, reason, note] of [
      [LAST_FEB, 'coin', 10, 'class_attended', 'Buổi 1'],
      [FIRST_MARCH, 'coin', 10, 'class_attended', 'Buổi 2'],
      ['2026-03-10T03:00:00Z', 'diamond', 5, 'practice_done', 'Luyện tập: Animals'],
      ['2026-03-11T03:00:00Z', 'coin', -15, 'redeem', 'Nhãn dán'],
      ['2026-03-12T03:00:00Z', 'coin', 15, 'refund', 'Nhãn dán'],
      [LAST_MARCH, 'coin', 500, 'contest_medal', ''],
      [FIRST_APRIL, 'coin', 10, 'class_attended', 'Buổi 3'],
    ] as const)
      await t.db
        .insertInto('loyalty_ledger')
        .values({ profile_id: id, currency, amount, reason, note, created_at: at })
        .execute();

    // Contest. Round A: two attempts in March (30 then 50), ranked 2 of 10 → silver. Round B: closed
    // in April. Round C: still in progress.
    const province = await t.db.selectFrom('provinces').select('id').orderBy('id').executeTakeFirstOrThrow();
    const contestProfile = await t.db
      .insertInto('contest_profiles')
      .values({ profile_id: id, name: 'Thí sinh', school_id: school.id, province_id: province.id, grade: 3 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const round = async (name: string) =>
      (
        await t.db
          .insertInto('contest_rounds')
          .values({
            name,
            grade: null,
            start_time: '2026-03-01T00:00:00Z',
            end_time: '2026-04-10T00:00:00Z',
            duration_minutes: 30,
            allow_retries: true,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    roundA = await round('Vòng thử A');
    const roundB = await round('Vòng thử B');
    const roundC = await round('Vòng thử C');
    const attempt = (roundId: number, no: number, closedAt: string | null, score: number | null) =>
      t.db
        .insertInto('contest_attempts')
        .values({
          round_id: roundId,
          contest_profile_id: contestProfile.id,
          attempt_no: no,
          started_at: new Date(Date.parse(closedAt ?? '2026-03-25T00:00:00Z') - 600_000),
          deadline: new Date(Date.parse(closedAt ?? '2026-03-25T00:00:00Z') + 1_200_000),
          status: closedAt === null ? 'in_progress' : no === 2 ? 'timed_out' : 'submitted',
          closed_at: closedAt,
          score,
          time_used_ms: score === null ? null : 600_000,
        })
        .execute();
    await attempt(roundA, 1, '2026-03-05T03:00:00Z', 30);
    await attempt(roundA, 2, '2026-03-06T03:00:00Z', 50);
    await attempt(roundB, 1, FIRST_APRIL, 90);
    await attempt(roundC, 1, null, null);
    await t.db
      .insertInto('contest_results')
      .values({
        round_id: roundA,
        contest_profile_id: contestProfile.id,
        province_id: province.id,
        school_id: school.id,
        grade: 3,
        score: 50,
        time_used_ms: 600_000,
        province_rank: 2,
        province_group_size: 10,
      })
      .execute();
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  it('practice: sessions of the Vietnam month, accuracy per skill against February, with evidence', async () => {
    const { sections } = await march();
    expect(sections.practice).toEqual({
      status: 'ready',
      data: {
        sessionCount: 2,
        previousSessionCount: 1,
        answered: 7,
        correct: 5,
        accuracy: 71,
        previousAccuracy: 50,
        perSkill: [
          {
            skill: 'vocabulary',
            label: 'Từ vựng',
            answered: 2,
            correct: 2,
            accuracy: 100,
            previousAccuracy: 50,
          },
          {
            skill: 'grammar',
            label: 'Ngữ pháp',
            answered: 3,
            correct: 2,
            accuracy: 67,
            previousAccuracy: null,
          },
          {
            skill: 'listening',
            label: 'Nghe hiểu',
            answered: 2,
            correct: 1,
            accuracy: 50,
            previousAccuracy: null,
          },
        ],
        sessions: [
          {
            id: sessions[1],
            startedAt: iso(FIRST_MARCH),
            unitTitle: expect.any(String),
            correct: 3,
            total: 4,
            finished: true,
          },
          {
            id: sessions[3],
            startedAt: iso('2026-03-20T10:00:00Z'),
            unitTitle: expect.any(String),
            correct: 2,
            total: 3,
            finished: false,
          },
        ],
      },
    });
  });

  it('speak: every attempt of the month, the average against February and the weekly trend', async () => {
    const { sections } = await march();
    expect(sections.speak.status).toBe('ready');
    const data = sections.speak.data;
    // (60 + 71 + 80 + 95) / 4 = 76.5 → 77; week 2: (71 + 80) / 2 = 75.5 → 76.
    expect(data).toMatchObject({ averageScore: 77, previousAverageScore: 40, previousAttemptCount: 1 });
    expect(
      data.weeks.map((w: { attempts: number; average: number | null }) => [w.attempts, w.average]),
    ).toEqual([
      [1, 60],
      [2, 76],
      [0, null],
      [0, null],
      [0, null],
      [1, 95],
    ]);
    expect(data.attempts).toEqual(
      [
        [FIRST_MARCH, 60],
        ['2026-03-03T12:00:00Z', 71],
        ['2026-03-04T12:00:00Z', 80],
        [LAST_MARCH, 95],
      ].map(([at, score], index) => ({
        id: speak.ids[index + 1],
        at: iso(at as string),
        topic: speak.topic,
        prompt: speak.prompt,
        score,
      })),
    );
  });

  it('club: the month’s posts by status and the likes they received, deleted posts left out', async () => {
    const { sections } = await march();
    expect(sections.club.status).toBe('ready');
    const data = sections.club.data;
    expect(data).toMatchObject({
      approved: 1,
      rejected: 1,
      pending: 1,
      likesReceived: 2,
      previousPostCount: 1,
    });
    expect(
      data.posts.map((p: { id: number; status: string; likes: number }) => [p.id, p.status, p.likes]),
    ).toEqual([
      [posts[1], 'APPROVED', 2],
      [posts[2], 'REJECTED', 0],
      [posts[3], 'PENDING', 0],
    ]);
    expect(data.posts[0].excerpt).toHaveLength(120);
    expect(data.posts[0].excerpt.startsWith('Hôm nay em kể về gia đình. Bố mẹ em')).toBe(true);
    expect(data.posts[0].excerpt.endsWith('…')).toBe(true);
  });

  it('loyalty: trophies and diamonds earned in the month from the ledger; spending and refunds are not earnings', async () => {
    const { sections } = await march();
    expect(sections.loyalty).toEqual({
      status: 'ready',
      data: {
        trophiesEarned: 510,
        diamondsEarned: 5,
        previous: { trophiesEarned: 10, diamondsEarned: 0 },
        entries: [
          {
            id: expect.any(Number),
            at: iso(FIRST_MARCH),
            currency: 'trophy',
            amount: 10,
            reason: 'Đi học: Buổi 2',
          },
          {
            id: expect.any(Number),
            at: iso('2026-03-10T03:00:00Z'),
            currency: 'diamond',
            amount: 5,
            reason: 'Luyện tập: Animals', // the note already says what it was
          },
          {
            id: expect.any(Number),
            at: iso(LAST_MARCH),
            currency: 'trophy',
            amount: 500,
            reason: 'Cuộc thi',
          },
        ],
      },
    });
  });

  it('contest: rounds taken in the month through the linked contest profile, with rank and medal', async () => {
    const { sections } = await march();
    expect(sections.contest).toEqual({
      status: 'ready',
      data: {
        results: [
          {
            roundId: roundA,
            roundName: 'Vòng thử A',
            score: 50,
            attempts: 2,
            rank: 2,
            groupSize: 10,
            // 10 pupils: gold 1, silver 2 → rank 2 is silver.
            medal: 'Bạc',
            at: iso('2026-03-06T03:00:00Z'),
          },
        ],
      },
    });
  });

  it('April so far has only the midnight events; a profile with nothing is empty everywhere', async () => {
    const april = expectOk(
      await t.app.inject({
        method: 'GET',
        url: `/main/report/monthly?profile_id=${pupil.profileId}&month=2026-04`,
        headers: pupil.headers,
      }),
    );
    expect(april.sections.practice.data).toMatchObject({
      sessionCount: 1,
      accuracy: 0,
      previousAccuracy: 71,
    });
    expect(april.sections.speak.data).toMatchObject({ averageScore: 10, previousAverageScore: 77 });
    expect(april.sections.loyalty.data).toMatchObject({
      trophiesEarned: 10,
      previous: { trophiesEarned: 510, diamondsEarned: 5 },
    });
    expect(april.sections.contest.data.results).toMatchObject([
      { roundName: 'Vòng thử B', score: 90, rank: null, medal: null },
    ]);
    const other = await makeAccount(t);
    const { sections } = await march(other);
    for (const key of ['practice', 'dailyGoal', 'speak', 'club', 'loyalty', 'contest'])
      expect(sections[key]).toEqual({ status: 'empty' });
  });
});

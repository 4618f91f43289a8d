import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, type TestApp } from '../support/test-app';
import { expectError, expectOk } from '../user/user-test-kit';
import { contestGet, contestLogin, contestSend, createOpenRound, newPupil, PUPIL_PHONE } from './contest-kit';

interface Question {
  id: number;
  kind: string;
  options: { id: string }[];
}

describe.each(engines())('taking a round (%s)', (engine) => {
  let t: TestApp;
  let schoolId: number;
  beforeAll(async () => {
    t = await createTestApp({ engine });
    schoolId = (
      await t.db
        .selectFrom('schools')
        .select('id')
        .where('level', '=', 'primary')
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('starts with questions and no answer keys, saves answers (last write wins), resumes, submits once', async () => {
    const roundId = await createOpenRound(t);
    const pupil = await newPupil(t, schoolId, 3);
    const started = expectOk(await contestSend(t, 'POST', '/api/contest/attempts', pupil.token, { roundId }));
    expect(started.questions).toHaveLength(6);
    expect(JSON.stringify(started.questions)).not.toContain('"correct"');
    expect(new Date(started.deadline).getTime() - new Date(started.startedAt).getTime()).toBe(20 * 60_000);
    const byKind = (kind: string) => started.questions.find((q: Question) => q.kind === kind) as Question;
    const url = (q: Question) => `/api/contest/attempts/${started.attemptId}/answers/${q.id}`;
    expectOk(await contestSend(t, 'PUT', url(byKind('choice')), pupil.token, { answer: 'A' }));
    expectOk(await contestSend(t, 'PUT', url(byKind('choice')), pupil.token, { answer: 'B' }));
    expectOk(await contestSend(t, 'PUT', url(byKind('fill')), pupil.token, { answer: '  Cats ' }));
    expectOk(await contestSend(t, 'PUT', url(byKind('ordering')), pupil.token, { answer: ['2', '1', '3'] }));
    expectOk(await contestSend(t, 'PUT', url(byKind('listening')), pupil.token, { answer: 'C' }));
    // A shape the question does not take is refused, and changes nothing.
    expectError(
      await contestSend(t, 'PUT', url(byKind('ordering')), pupil.token, { answer: ['1', '1', '3'] }),
      400,
      4009,
    );
    expectError(await contestSend(t, 'PUT', url(byKind('choice')), pupil.token, { answer: 'Z' }), 400, 4009);

    const again = expectOk(await contestSend(t, 'POST', '/api/contest/attempts', pupil.token, { roundId }));
    expect(again.attemptId).toBe(started.attemptId);
    const resumed = expectOk(await contestGet(t, `/api/contest/attempts/${started.attemptId}`, pupil.token));
    expect(resumed.answers).toHaveLength(4);
    expect(
      resumed.answers.find((a: { questionId: number }) => a.questionId === byKind('choice').id).answer,
    ).toBe('B');

    const result = expectOk(
      await contestSend(t, 'POST', `/api/contest/attempts/${started.attemptId}/submit`, pupil.token, {}),
    );
    // choice B (10) + fill cats (10) + ordering (10); listening C is wrong.
    expect(result).toMatchObject({ score: 30, status: 'submitted' });
    expect(result.timeUsed).toBeGreaterThanOrEqual(0);
    const repeated = expectOk(
      await contestSend(t, 'POST', `/api/contest/attempts/${started.attemptId}/submit`, pupil.token, {}),
    );
    expect(repeated).toEqual(result);
    expectError(
      await contestSend(t, 'PUT', url(byKind('listening')), pupil.token, { answer: 'B' }),
      409,
      4007,
    );
    expectError(await contestSend(t, 'POST', '/api/contest/attempts', pupil.token, { roundId }), 409, 4004);
  });

  it('refuses an answer after the server deadline and closes the attempt as timed out with what was saved', async () => {
    const roundId = await createOpenRound(t);
    const pupil = await newPupil(t, schoolId, 3);
    const started = expectOk(await contestSend(t, 'POST', '/api/contest/attempts', pupil.token, { roundId }));
    const choice = started.questions.find((q: Question) => q.kind === 'choice') as Question;
    const fill = started.questions.find((q: Question) => q.kind === 'fill') as Question;
    expectOk(
      await contestSend(
        t,
        'PUT',
        `/api/contest/attempts/${started.attemptId}/answers/${choice.id}`,
        pupil.token,
        { answer: 'B' },
      ),
    );
    await sql`update contest_attempts set started_at = now() - interval '21 minutes', deadline = now() - interval '1 minute'
               where id = ${started.attemptId}`.execute(t.db);
    const late = await contestSend(
      t,
      'PUT',
      `/api/contest/attempts/${started.attemptId}/answers/${fill.id}`,
      pupil.token,
      {
        answer: 'cats',
      },
    );
    expect(expectError(late, 409, 4006).message).toBe('Đã hết giờ làm bài, câu trả lời không được lưu');
    const view = expectOk(await contestGet(t, `/api/contest/attempts/${started.attemptId}`, pupil.token));
    expect(view).toMatchObject({ status: 'timed_out', score: 10, timeUsed: 20 * 60_000 });
    expect(view.answers).toHaveLength(1);
  });

  it('20 concurrent starts of one pupil make exactly one attempt', async () => {
    const roundId = await createOpenRound(t);
    const pupil = await newPupil(t, schoolId, 3);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        contestSend(t, 'POST', '/api/contest/attempts', pupil.token, { roundId }),
      ),
    );
    const ids = new Set(responses.map((res) => expectOk(res).attemptId));
    expect(ids.size).toBe(1);
    const rows = await t.db
      .selectFrom('contest_attempts')
      .select('id')
      .where('round_id', '=', roundId)
      .where('contest_profile_id', '=', pupil.profile.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('a round that allows retries opens a new attempt after a submit, and keeps the best result', async () => {
    const roundId = await createOpenRound(t, { allowRetries: true });
    const pupil = await newPupil(t, schoolId, 3);
    const first = expectOk(await contestSend(t, 'POST', '/api/contest/attempts', pupil.token, { roundId }));
    const choice = first.questions.find((q: Question) => q.kind === 'choice') as Question;
    await contestSend(
      t,
      'PUT',
      `/api/contest/attempts/${first.attemptId}/answers/${choice.id}`,
      pupil.token,
      { answer: 'B' },
    );
    expectOk(
      await contestSend(t, 'POST', `/api/contest/attempts/${first.attemptId}/submit`, pupil.token, {}),
    );
    const second = expectOk(await contestSend(t, 'POST', '/api/contest/attempts', pupil.token, { roundId }));
    expect(second.attemptId).not.toBe(first.attemptId);
    expectOk(
      await contestSend(t, 'POST', `/api/contest/attempts/${second.attemptId}/submit`, pupil.token, {}),
    );
    const result = await t.db
      .selectFrom('contest_results')
      .select('score')
      .where('round_id', '=', roundId)
      .where('contest_profile_id', '=', pupil.profile.id)
      .executeTakeFirstOrThrow();
    expect(result.score).toBe(10);
  });

  it('refuses starting a closed round, another pupil’s attempt, and a school admin', async () => {
    const demo = await contestLogin(t, PUPIL_PHONE);
    const closed = await t.db
      .selectFrom('contest_rounds')
      .select('id')
      .where('name', 'like', 'Vòng 1%')
      .executeTakeFirstOrThrow();
    expectError(
      await contestSend(t, 'POST', '/api/contest/attempts', demo.token, { roundId: closed.id }),
      409,
      4003,
    );
    expectError(
      await contestSend(t, 'POST', '/api/contest/attempts', demo.token, { roundId: 999_999 }),
      404,
      4002,
    );
    const roundId = await createOpenRound(t);
    const other = await newPupil(t, schoolId, 3);
    const started = expectOk(await contestSend(t, 'POST', '/api/contest/attempts', other.token, { roundId }));
    expectError(await contestGet(t, `/api/contest/attempts/${started.attemptId}`, demo.token), 404, 4005);
    const admin = await contestLogin(t, '0901000008');
    expectError(await contestSend(t, 'POST', '/api/contest/attempts', admin.token, { roundId }), 403, 4011);
  });
});

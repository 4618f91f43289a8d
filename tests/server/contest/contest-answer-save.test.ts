import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, type TestApp } from '../support/test-app';
import { expectError, expectOk } from '../user/user-test-kit';
import { contestSend, createOpenRound, newPupil } from './contest-kit';

interface Question {
  id: number;
  kind: string;
}

/** Saving an answer is one transaction: its checks, the answer and a late save's closing commit together. */
describe.each(engines())('saving a contest answer (%s)', (engine) => {
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

  async function startedAttempt() {
    const roundId = await createOpenRound(t);
    const pupil = await newPupil(t, schoolId, 3);
    const started = expectOk(await contestSend(t, 'POST', '/api/contest/attempts', pupil.token, { roundId }));
    const question = (kind: string) => started.questions.find((q: Question) => q.kind === kind) as Question;
    const save = (q: Question, answer: unknown) =>
      contestSend(t, 'PUT', `/api/contest/attempts/${started.attemptId}/answers/${q.id}`, pupil.token, {
        answer,
      });
    const submit = () =>
      contestSend(t, 'POST', `/api/contest/attempts/${started.attemptId}/submit`, pupil.token, {});
    return { roundId, pupil, attemptId: started.attemptId as number, question, save, submit };
  }

  function pastDeadline(attemptId: number) {
    return sql`update contest_attempts
                  set started_at = app_now() - interval '21 minutes', deadline = app_now() - interval '1 minute'
                where id = ${attemptId}`.execute(t.db);
  }

  async function stateOf(attemptId: number, roundId: number, contestProfileId: number) {
    const [attempt, answers, results, round] = await Promise.all([
      t.db
        .selectFrom('contest_attempts')
        .select(['status', 'score'])
        .where('id', '=', attemptId)
        .executeTakeFirstOrThrow(),
      t.db.selectFrom('contest_answers').select('answer').where('attempt_id', '=', attemptId).execute(),
      t.db
        .selectFrom('contest_results')
        .select('score')
        .where('round_id', '=', roundId)
        .where('contest_profile_id', '=', contestProfileId)
        .execute(),
      t.db
        .selectFrom('contest_rounds')
        .select('ranks_dirty')
        .where('id', '=', roundId)
        .executeTakeFirstOrThrow(),
    ]);
    return { attempt, answers: answers.length, results, ranksDirty: round.ranks_dirty };
  }

  it('a late save that fails midway leaves the attempt exactly as it was; once the fault is gone it closes it', async () => {
    const a = await startedAttempt();
    expectOk(await a.save(a.question('choice'), 'B'));
    await pastDeadline(a.attemptId);
    // The last write of closing the attempt (marking the round's ranks stale) fails; the attempt's
    // status and the pupil's result were written before it in the same transaction.
    await sql`create function fail_rank_flag() returns trigger language plpgsql
                as $$ begin raise exception 'injected fault'; end $$`.execute(t.db);
    await sql`create trigger fail_rank_flag before update on contest_rounds for each row
                when (new.id = ${sql.lit(a.roundId)}) execute function fail_rank_flag()`.execute(t.db);
    try {
      const failed = await a.save(a.question('fill'), 'cats');
      expect(failed.statusCode, failed.body).toBe(500);
      expect(await stateOf(a.attemptId, a.roundId, a.pupil.profile.id)).toEqual({
        attempt: { status: 'in_progress', score: null },
        answers: 1,
        results: [],
        ranksDirty: false,
      });
    } finally {
      await sql`drop trigger fail_rank_flag on contest_rounds`.execute(t.db);
      await sql`drop function fail_rank_flag()`.execute(t.db);
    }

    expectError(await a.save(a.question('fill'), 'cats'), 409, 4006);
    expect(await stateOf(a.attemptId, a.roundId, a.pupil.profile.id)).toEqual({
      attempt: { status: 'timed_out', score: 10 },
      answers: 1,
      results: [{ score: 10 }],
      ranksDirty: true,
    });
  });

  it('saves racing a submit: the score counts exactly the answer that was kept, the others are refused', async () => {
    const a = await startedAttempt();
    const choice = a.question('choice');
    expectOk(await a.save(choice, 'B'));
    // Right (B) and wrong (A) answers to one question around a submit, all in flight together.
    const answers = Array.from({ length: 16 }, (_, i) => (i % 2 === 0 ? 'A' : 'B'));
    const [submitted, ...saves] = await Promise.all([
      a.submit(),
      ...answers.map((answer) => a.save(choice, answer)),
    ]);
    const result = expectOk(submitted);
    const accepted = new Set(['B']);
    saves.forEach((res, i) => {
      if (res.statusCode === 200) accepted.add(answers[i]!);
      else expectError(res, 409, 4007);
    });
    const kept = await t.db
      .selectFrom('contest_answers')
      .select('answer')
      .where('attempt_id', '=', a.attemptId)
      .executeTakeFirstOrThrow();
    expect(accepted.has(kept.answer as string)).toBe(true);
    expect(result.score).toBe(kept.answer === 'B' ? 10 : 0);
    // Nothing changes after the submit: a save now is refused and the score stays.
    expectError(await a.save(choice, 'B'), 409, 4007);
    expect(expectOk(await a.submit())).toEqual(result);
  });

  it('concurrent late saves close the attempt once, all refused as too late', async () => {
    const a = await startedAttempt();
    expectOk(await a.save(a.question('choice'), 'B'));
    await pastDeadline(a.attemptId);
    const late = await Promise.all(
      ['fill', 'ordering', 'listening', 'fill', 'choice', 'fill'].map((kind) =>
        a.save(a.question(kind), kind === 'ordering' ? ['1', '2', '3'] : 'C'),
      ),
    );
    for (const res of late) expectError(res, 409, 4006);
    expect(await stateOf(a.attemptId, a.roundId, a.pupil.profile.id)).toEqual({
      attempt: { status: 'timed_out', score: 10 },
      answers: 1,
      results: [{ score: 10 }],
      ranksDirty: true,
    });
  });
});

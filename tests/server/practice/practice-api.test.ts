import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../server/http/error-codes';
import { finishSession } from '../../../server/practice/practice.repository';
import { type GrantPoints, ledgerRewards } from '../../../server/practice/practice-rewards';
import { makeAccount } from '../learning/learning-kit';
import { engines, useTestApp } from '../support/test-app';
import { expectError, expectOk } from '../user/user-test-kit';
import { answer, finish, rightAnswer, startSession, unitId } from './practice-kit';

describe.each(engines())('AI Practice API (%s)', (engine) => {
  const t = useTestApp({ engine });

  it('lists the units with ≥ 40 items each for grades 2, 3 and 5, the profile’s grade first', async () => {
    const pupil = await makeAccount(t, { grade: 3 });
    const res = await t.app.inject({
      method: 'GET',
      url: `/main/practice/units?profile_id=${pupil.profileId}`,
      headers: pupil.headers,
    });
    const { units } = expectOk(res);
    expect(units).toHaveLength(9);
    expect(units.slice(0, 3).map((u: { title: string; grade: number }) => [u.grade, u.title])).toEqual([
      [3, 'My family'],
      [3, 'At school'],
      [3, 'Animals'],
    ]);
    for (const unit of units) {
      expect(unit.itemCount).toBeGreaterThanOrEqual(40);
      expect(unit.progressPercent).toBe(0);
    }
    expect(new Set(units.map((u: { grade: number }) => u.grade))).toEqual(new Set([2, 3, 5]));
  });

  it('a session of 10 items hides the answers; a wrong answer is explained, a resend is idempotent', async () => {
    const pupil = await makeAccount(t, { grade: 2 });
    const unit = await unitId(t, 2, 'My family');
    const session = expectOk(await startSession(t, pupil.headers, pupil.profileId, unit));
    expect(session.items).toHaveLength(10);
    expect(session.resumed).toBe(false);
    expect(session.targetDifficulty).toBe(1);
    expect(JSON.stringify(session.items)).not.toMatch(/"answer"|"explanation"/);
    const [first, second] = session.items;

    const wrong = expectOk(await answer(t, pupil.headers, session.sessionId, first.id, 'zzz'));
    expect(wrong.correct).toBe(false);
    expect(wrong.correctAnswer).toBe(await rightAnswer(t, first.id));
    expect(wrong.explanation).toMatch(/Đáp án đúng/);
    // A resend (network retry) returns the first result, even with another answer.
    const again = expectOk(
      await answer(t, pupil.headers, session.sessionId, first.id, await rightAnswer(t, first.id)),
    );
    expect(again).toEqual(wrong);
    const cards = await t.db
      .selectFrom('practice_cards')
      .select(['reps', 'lapses'])
      .where('profile_id', '=', pupil.profileId)
      .execute();
    expect(cards).toEqual([{ reps: 1, lapses: 0 }]);

    const right = expectOk(
      await answer(
        t,
        pupil.headers,
        session.sessionId,
        second.id,
        ` ${(await rightAnswer(t, second.id)).toUpperCase()}. `,
      ),
    );
    expect(right).toMatchObject({ correct: true, explanation: null });

    // Leaving and coming back resumes the same session with its answers.
    const resumed = expectOk(await startSession(t, pupil.headers, pupil.profileId, unit));
    expect(resumed).toMatchObject({ sessionId: session.sessionId, resumed: true });
    expect(resumed.answered.map((a: { itemId: number }) => a.itemId)).toEqual([first.id, second.id]);
  });

  it('finishing answers a summary (idempotent) and later answers are refused', async () => {
    const pupil = await makeAccount(t, { grade: 5 });
    const unit = await unitId(t, 5, 'Animals');
    const session = expectOk(await startSession(t, pupil.headers, pupil.profileId, unit));
    const [last, ...rest] = [...session.items].reverse();
    for (const item of rest)
      await answer(t, pupil.headers, session.sessionId, item.id, await rightAnswer(t, item.id));
    const summary = expectOk(await finish(t, pupil.headers, session.sessionId));
    // Left before the end: no diamonds.
    expect(summary).toMatchObject({ total: 10, answered: 9, correct: 9, unitTitle: 'Animals', diamonds: 0 });
    expect(expectOk(await finish(t, pupil.headers, session.sessionId))).toEqual(summary);
    const late = expectError(
      await answer(t, pupil.headers, session.sessionId, last.id, 'x'),
      409,
      ERROR_CODES.PRACTICE_SESSION_CLOSED,
    );
    expect(late.message).toBe('Lượt luyện tập này đã kết thúc, em hãy bắt đầu lượt mới nhé');
    // An answer given before the close is still answered the same on a resend.
    expect(expectOk(await answer(t, pupil.headers, session.sessionId, rest[0].id, 'x')).correct).toBe(true);
    // A closed session is not resumed.
    expect(expectOk(await startSession(t, pupil.headers, pupil.profileId, unit)).resumed).toBe(false);
  });

  it('progress per unit and skill, and the next session adapts to a pupil who answers everything right', async () => {
    const pupil = await makeAccount(t, { grade: 3 });
    const unit = await unitId(t, 3, 'At school');
    const session = expectOk(await startSession(t, pupil.headers, pupil.profileId, unit));
    for (const item of session.items)
      await answer(t, pupil.headers, session.sessionId, item.id, await rightAnswer(t, item.id));
    expectOk(await finish(t, pupil.headers, session.sessionId));
    const progress = expectOk(
      await t.app.inject({
        method: 'GET',
        url: `/main/practice/progress?profile_id=${pupil.profileId}`,
        headers: pupil.headers,
      }),
    );
    expect(progress.sessionsFinished).toBe(1);
    const answered = progress.skills.reduce((n: number, s: { answered: number }) => n + s.answered, 0);
    expect(answered).toBe(10);
    for (const skill of progress.skills) expect(skill.accuracyPercent).toBe(100);
    const next = expectOk(await startSession(t, pupil.headers, pupil.profileId, unit));
    expect(next.resumed).toBe(false);
    expect(next.targetDifficulty).toBe(3);
    const seen = new Set(session.items.map((i: { id: number }) => i.id));
    // Nothing is due yet (all right answers): the new session brings new items.
    expect(next.items.filter((i: { id: number }) => seen.has(i.id))).toEqual([]);
    expect(next.items.filter((i: { difficulty: number }) => i.difficulty === 1)).toEqual([]);
    expect(new Set(next.items.map((i: { kind: string }) => i.kind)).size).toBeGreaterThanOrEqual(3);
    const units = expectOk(
      await t.app.inject({
        method: 'GET',
        url: `/main/practice/units?profile_id=${pupil.profileId}`,
        headers: pupil.headers,
      }),
    ).units;
    expect(units.find((u: { id: number }) => u.id === unit).masteredCount).toBe(10);
  });

  it('another account’s profile or session is 403; bad input is 400 with a Vietnamese message; nothing changes', async () => {
    const owner = await makeAccount(t, { grade: 2 });
    const other = await makeAccount(t, { grade: 2 });
    const unit = await unitId(t, 2, 'Animals');
    const session = expectOk(await startSession(t, owner.headers, owner.profileId, unit));
    expectError(await startSession(t, other.headers, owner.profileId, unit), 403);
    expectError(
      await t.app.inject({
        method: 'GET',
        url: `/main/practice/units?profile_id=${owner.profileId}`,
        headers: other.headers,
      }),
      403,
    );
    expectError(
      await answer(t, other.headers, session.sessionId, session.items[0].id, 'x'),
      403,
      ERROR_CODES.PRACTICE_SESSION_NOT_OWNED,
    );
    expectError(await finish(t, other.headers, session.sessionId), 403);
    expectError(
      await answer(t, owner.headers, 2_000_000_000, session.items[0].id, 'x'),
      404,
      ERROR_CODES.PRACTICE_SESSION_NOT_FOUND,
    );
    expectError(
      await startSession(t, owner.headers, owner.profileId, 2_000_000_000),
      404,
      ERROR_CODES.PRACTICE_UNIT_NOT_FOUND,
    );
    const foreignItem = await t.db
      .selectFrom('practice_items')
      .select('id')
      .where('unit_id', '!=', unit)
      .executeTakeFirstOrThrow();
    const notInSession = expectError(
      await answer(t, owner.headers, session.sessionId, foreignItem.id, 'x'),
      400,
    );
    expect(notInSession.message).toBe('Câu hỏi này không thuộc lượt luyện tập hiện tại');
    const bad = await t.app.inject({
      method: 'POST',
      url: `/main/practice/sessions/${session.sessionId}/answers`,
      headers: owner.headers,
      payload: { item_id: 'one', answer: 'x'.repeat(501), extra: true },
    });
    expectError(bad, 400, ERROR_CODES.VALIDATION_FAILED);
    expectError(await t.app.inject({ method: 'GET', url: '/main/practice/units?profile_id=1' }), 401);
    const stored = await t.db
      .selectFrom('practice_answers')
      .select('item_id')
      .where('session_id', '=', session.sessionId)
      .execute();
    expect(stored).toEqual([]);
  });

  it('concurrent identical answers store one answer and review the card once', async () => {
    const pupil = await makeAccount(t, { grade: 3 });
    const unit = await unitId(t, 3, 'My family');
    const session = expectOk(await startSession(t, pupil.headers, pupil.profileId, unit));
    const item = session.items[0];
    const results = await Promise.all(
      Array.from({ length: 5 }, () => answer(t, pupil.headers, session.sessionId, item.id, 'wrong answer')),
    );
    const bodies = results.map(expectOk);
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    const rows = await t.db
      .selectFrom('practice_answers')
      .selectAll()
      .where('session_id', '=', session.sessionId)
      .execute();
    expect(rows).toHaveLength(1);
    const card = await t.db
      .selectFrom('practice_cards')
      .select('reps')
      .where('profile_id', '=', pupil.profileId)
      .where('item_id', '=', item.id)
      .executeTakeFirstOrThrow();
    expect(card.reps).toBe(1);
  });

  it('concurrent finishes grant the diamonds once, with the key practice-session:<id>', async () => {
    const pupil = await makeAccount(t, { grade: 2 });
    const unit = await unitId(t, 2, 'At school');
    const session = expectOk(await startSession(t, pupil.headers, pupil.profileId, unit));
    for (const [index, item] of session.items.entries())
      await answer(
        t,
        pupil.headers,
        session.sessionId,
        item.id,
        index === 0 ? 'nope' : await rightAnswer(t, item.id),
      );
    const grants: Parameters<GrantPoints>[1][] = [];
    const rewards = ledgerRewards(async (_trx, grant) => {
      grants.push(grant);
    });
    const summaries = await Promise.all(
      Array.from({ length: 4 }, () =>
        finishSession(t.db, {
          sessionId: session.sessionId,
          userId: pupil.userId,
          now: new Date(t.clock.now()),
          rewards,
        }),
      ),
    );
    expect(grants).toEqual([
      {
        profileId: pupil.profileId,
        currency: 'diamond',
        amount: 9,
        reason: 'practice_done',
        note: 'Hoàn thành lượt luyện tập AI Practice',
        idempotencyKey: `practice-session:${session.sessionId}`,
      },
    ]);
    for (const summary of summaries) expect(summary).toMatchObject({ correct: 9, diamonds: 9 });
  });
});

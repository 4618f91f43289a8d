import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../server/http/error-codes';
import { type GrantPoints, ledgerRewards } from '../../../server/practice/practice-rewards';
import { finishSession } from '../../../server/practice/practice-sessions.repository';
import { makeAccount } from '../learning/learning-kit';
import { engines, useTestApp } from '../support/test-app';
import { expectError, expectOk } from '../user/user-test-kit';
import { answer, finish, rightAnswer, startSession, unitId } from './practice-kit';

describe.each(engines())('AI Practice API (%s)', (engine) => {
  const t = useTestApp({ engine });

  it('every grade 1–9 profile gets ≥ 8 units of its grade (≥ 20 items each) and ≥ 6 speak topics', async () => {
    for (let grade = 1; grade <= 9; grade += 1) {
      const pupil = await makeAccount(t, { grade });
      const listed = expectOk(
        await t.app.inject({
          method: 'GET',
          url: `/main/practice/units?profile_id=${pupil.profileId}`,
          headers: pupil.headers,
        }),
      );
      expect(listed.grade).toBe(grade);
      expect(listed.grades).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
      expect(listed.units.length, `grade ${grade}`).toBeGreaterThanOrEqual(8);
      for (const unit of listed.units) {
        expect(unit).toMatchObject({ grade, recommended: true, progressPercent: 0 });
        expect(unit.itemCount).toBeGreaterThanOrEqual(20);
        expect(unit.titleVi).toMatch(
          /[àáảãạăằắẳẵặâầấẩẫậèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵđ]/i,
        );
      }
      const { topics } = expectOk(
        await t.app.inject({
          method: 'GET',
          url: `/main/speak/topics?profile_id=${pupil.profileId}`,
          headers: pupil.headers,
        }),
      );
      expect(topics.length, `grade ${grade}`).toBeGreaterThanOrEqual(6);
      for (const topic of topics) {
        expect(topic.grade).toBe(grade);
        expect(topic.prompts.length).toBeGreaterThanOrEqual(6);
      }
    }
  });

  it('another grade’s units on request; grades above 9 see grade 9; a grade outside 1–9 is refused', async () => {
    const pupil = await makeAccount(t, { grade: 3 });
    const other = expectOk(
      await t.app.inject({
        method: 'GET',
        url: `/main/practice/units?profile_id=${pupil.profileId}&grade=7`,
        headers: pupil.headers,
      }),
    );
    expect(other.grade).toBe(7);
    expect(
      other.units.every((u: { grade: number; recommended: boolean }) => u.grade === 7 && !u.recommended),
    ).toBe(true);
    const senior = await makeAccount(t, { grade: 11 });
    const nine = expectOk(
      await t.app.inject({
        method: 'GET',
        url: `/main/practice/units?profile_id=${senior.profileId}`,
        headers: senior.headers,
      }),
    );
    expect(nine.grade).toBe(9);
    expectError(
      await t.app.inject({
        method: 'GET',
        url: `/main/practice/units?profile_id=${pupil.profileId}&grade=10`,
        headers: pupil.headers,
      }),
      400,
      ERROR_CODES.VALIDATION_FAILED,
    );
  });

  it('a session of 10 items hides the answers; a wrong answer is explained, a resend is idempotent', async () => {
    const pupil = await makeAccount(t, { grade: 2 });
    const unit = await unitId(t, 2, 1);
    const session = expectOk(await startSession(t, pupil.headers, pupil.profileId, unit));
    expect(session.items).toHaveLength(10);
    expect(session.resumed).toBe(false);
    expect(session.targetDifficulty).toBe(1);
    expect(JSON.stringify(session.items)).not.toMatch(/"answer"|"explanation"|"say"|"accept"|"wrong"/);
    // The first session mixes the kinds of the unit.
    expect(new Set(session.items.map((i: { kind: string }) => i.kind)).size).toBeGreaterThanOrEqual(5);
    const choiceItem = session.items.find((i: { choices?: string[] }) => i.choices);
    const first = choiceItem;
    const second = session.items.find((i: { id: number }) => i.id !== first.id);

    const right = await rightAnswer(t, first.id);
    const wrongChoice = first.choices.find((c: string) => c !== right);
    const wrong = expectOk(await answer(t, pupil.headers, session.sessionId, first.id, wrongChoice));
    expect(wrong.correct).toBe(false);
    expect(wrong.correctAnswer).toBe(right);
    // The explanation and example written for this very wrong choice.
    const { checking } = await t.db
      .selectFrom('practice_items')
      .select('checking')
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    expect(wrong.explanation).toBe(checking.wrong![wrongChoice]!.explanation);
    expect(wrong.example).toBe(checking.wrong![wrongChoice]!.example);
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

    const secondRight = expectOk(
      await answer(
        t,
        pupil.headers,
        session.sessionId,
        second.id,
        ` ${(await rightAnswer(t, second.id)).toUpperCase()} `,
      ),
    );
    expect(secondRight).toMatchObject({ correct: true, explanation: null, example: null });

    // Leaving and coming back resumes the same session with its answers.
    const resumed = expectOk(await startSession(t, pupil.headers, pupil.profileId, unit));
    expect(resumed).toMatchObject({ sessionId: session.sessionId, resumed: true });
    expect(resumed.answered.map((a: { itemId: number }) => a.itemId)).toEqual([first.id, second.id]);
  });

  it('finishing answers a summary (idempotent) and later answers are refused', async () => {
    const pupil = await makeAccount(t, { grade: 5 });
    const unit = await unitId(t, 5, 3);
    const unitTitle = (
      await t.db.selectFrom('practice_units').select('title').where('id', '=', unit).executeTakeFirstOrThrow()
    ).title;
    const session = expectOk(await startSession(t, pupil.headers, pupil.profileId, unit));
    const [last, ...rest] = [...session.items].reverse();
    for (const item of rest)
      await answer(t, pupil.headers, session.sessionId, item.id, await rightAnswer(t, item.id));
    const summary = expectOk(await finish(t, pupil.headers, session.sessionId));
    // Left before the end: no diamonds.
    expect(summary).toMatchObject({ total: 10, answered: 9, correct: 9, unitTitle, diamonds: 0 });
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
    const unit = await unitId(t, 3, 2);
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
    // New items near the target (difficulty 2–3) come first; easy ones only fill what is left.
    const difficulties = next.items.map((i: { difficulty: number }) => i.difficulty);
    const firstEasy = difficulties.indexOf(1);
    if (firstEasy !== -1) expect(difficulties.slice(firstEasy).every((d: number) => d === 1)).toBe(true);
    expect(difficulties[0]).toBeGreaterThanOrEqual(2);
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
    const unit = await unitId(t, 2, 3);
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
    const unit = await unitId(t, 3, 1);
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
    const unit = await unitId(t, 2, 2);
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

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { speakSource } from '../../../server/report/sources/speak';
import { monthRange } from '../../../src/domain/report-month';
import { makeAccount } from '../learning/learning-kit';
import { createTestApp, engines, type TestApp } from '../support/test-app';
import { expectOk } from '../user/user-test-kit';
import { cachedReading, requireEspeak } from './espeak';
import { insertSpeakTopic, postScore } from './speak-kit';

/*
 * Issue 30: only server scores count. A topic finished with server scores pays its diamonds once
 * through the loyalty ledger; attempts claimed by a client before migration 0111 count for nothing
 * (best score, progress, the monthly report); free talk is judged on key words and clarity.
 */
describe.each(engines())('AI Speak rewards and reports read server scores (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    requireEspeak();
    t = await createTestApp({ engine });
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  const diamonds = async (profileId: number) =>
    (
      await t.db
        .selectFrom('profiles')
        .select('loyalty_diamond')
        .where('id', '=', profileId)
        .executeTakeFirstOrThrow()
    ).loyalty_diamond;

  it('finishing a topic pays 5 diamonds once; claimed scores never count', async () => {
    const pupil = await makeAccount(t, { grade: 5 });
    const [first, second] = await insertSpeakTopic(t.db, 5, [
      { kind: 'repeat', modelText: 'this is my mother', acceptedPatterns: ['this is my mother'] },
      { kind: 'repeat', modelText: 'i have a new ruler', acceptedPatterns: ['i have a new ruler'] },
    ]);
    // A client-claimed 100 from before migration 0111 on the second prompt.
    await t.db
      .insertInto('speak_attempts')
      .values({
        profile_id: pupil.profileId,
        prompt_id: second!,
        client_attempt_id: 'claimed-0001',
        score: 100,
        words: JSON.stringify([]),
        scored_by_server: false,
      })
      .execute();
    const before = await diamonds(pupil.profileId);
    const one = expectOk(
      await postScore(
        t,
        pupil,
        { promptId: first!, clientAttemptId: 'reward-0001' },
        cachedReading('this is my mother', 'en-us', 140),
      ),
    );
    expect(one.passed).toBe(true);
    // The claimed 100 does not finish the topic.
    expect(one.diamondsEarned).toBe(0);
    const two = expectOk(
      await postScore(
        t,
        pupil,
        { promptId: second!, clientAttemptId: 'reward-0002' },
        cachedReading('i have a new ruler', 'en-us', 140),
      ),
    );
    expect(two.passed).toBe(true);
    expect(two.diamondsEarned).toBe(5);
    expect(two.bestScore).toBe(two.score);
    const again = expectOk(
      await postScore(
        t,
        pupil,
        { promptId: second!, clientAttemptId: 'reward-0003' },
        cachedReading('i have a new ruler', 'en-gb', 120),
      ),
    );
    expect(again.diamondsEarned).toBe(0);
    expect(await diamonds(pupil.profileId)).toBe(before + 5);
    const ledger = await t.db
      .selectFrom('loyalty_ledger')
      .select(['reason', 'amount'])
      .where('profile_id', '=', pupil.profileId)
      .where('reason', '=', 'speak_done')
      .execute();
    expect(ledger).toEqual([{ reason: 'speak_done', amount: 5 }]);

    const { topics } = expectOk(
      await t.app.inject({
        method: 'GET',
        url: `/main/speak/topics?profile_id=${pupil.profileId}`,
        headers: pupil.headers,
      }),
    );
    const mine = topics.flatMap(
      (topic: { prompts: { id: number; bestScore: number | null }[] }) => topic.prompts,
    );
    expect(mine.find((p: { id: number }) => p.id === second)!.bestScore).toBe(
      Math.max(two.score, again.score),
    );
  }, 120_000);

  it('free talk: the key words of the answer count, and the answer is judged against the samples', async () => {
    const pupil = await makeAccount(t, { grade: 5 });
    const [prompt] = await insertSpeakTopic(t.db, 5, [
      {
        kind: 'free_talk',
        modelText: 'What animal do you like?',
        acceptedPatterns: ['i like cats because they are soft', 'i like dogs because they are friendly'],
        keywords: ['like', 'dogs', 'friendly'],
      },
    ]);
    const good = expectOk(
      await postScore(
        t,
        pupil,
        { promptId: prompt!, clientAttemptId: 'free-00001' },
        cachedReading('i like dogs because they are friendly', 'en-us', 140),
      ),
    );
    expect(good.heard).toBe('i like dogs because they are friendly');
    expect(good.keywords.filter((k: { found: boolean }) => k.found).length).toBeGreaterThanOrEqual(2);
    expect(good.score).toBeGreaterThanOrEqual(60);
    const off = expectOk(
      await postScore(
        t,
        pupil,
        { promptId: prompt!, clientAttemptId: 'free-00002' },
        cachedReading('the weather is very cold today', 'en-us', 140),
      ),
    );
    expect(off.score).toBeLessThan(good.score - 30);
    expect(off.keywords.filter((k: { found: boolean }) => k.found).length).toBeLessThanOrEqual(1);
  }, 120_000);
});

describe('the monthly report reads server scores only', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine: 'pglite' });
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  it('a client-claimed attempt is not in the month’s speaking section', async () => {
    const pupil = await makeAccount(t, { grade: 5 });
    const [prompt] = await insertSpeakTopic(t.db, 5, [
      { kind: 'repeat', modelText: 'this is my mother', acceptedPatterns: ['this is my mother'] },
    ]);
    const nowMs = Date.parse('2026-11-20T10:00:00Z');
    const at = (day: number) => new Date(Date.UTC(2026, 10, day, 9));
    await t.db
      .insertInto('speak_attempts')
      .values([
        {
          profile_id: pupil.profileId,
          prompt_id: prompt!,
          client_attempt_id: 'claimed-0002',
          score: 100,
          words: '[]',
          scored_by_server: false,
          created_at: at(3),
        },
        {
          profile_id: pupil.profileId,
          prompt_id: prompt!,
          client_attempt_id: 'server-00002',
          score: 64,
          words: '[]',
          created_at: at(4),
        },
      ])
      .execute();
    const section = await speakSource(t.db, pupil.profileId, monthRange('2026-11'), nowMs);
    expect(section.status).toBe('ready');
    if (section.status !== 'ready') return;
    expect(section.data.attempts.map((a) => a.score)).toEqual([64]);
    expect(section.data.averageScore).toBe(64);
  });
});

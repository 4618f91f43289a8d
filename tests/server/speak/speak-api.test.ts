import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../server/http/error-codes';
import { speakContent } from '../../../server/speak/speak-content';
import { encodeWav } from '../../../server/speak/wav';
import { makeAccount } from '../learning/learning-kit';
import { createTestApp, engines, type TestApp } from '../support/test-app';
import { expectError, expectOk } from '../user/user-test-kit';
import { requireEspeak, synthesize } from './espeak';

type Headers = Record<'access_token' | 'access_user', string>;

function multipart(fields: Record<string, string>, audio: Buffer | null) {
  const boundary = '----speak-test-boundary';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head = Buffer.from(parts.join(''));
  const file = audio
    ? Buffer.concat([
        Buffer.from(
          `--${boundary}\r\ncontent-disposition: form-data; name="audio"; filename="a.wav"\r\ncontent-type: audio/wav\r\n\r\n`,
        ),
        audio,
        Buffer.from('\r\n'),
      ])
    : Buffer.alloc(0);
  return {
    payload: Buffer.concat([head, file, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

describe.each(engines())('AI Speak API (%s)', (engine) => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    requireEspeak();
    dir = mkdtempSync(path.join(tmpdir(), 'speak-api-'));
    t = await createTestApp({ engine });
  }, 180_000);
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const score = (
    headers: Headers,
    fields: Record<string, string>,
    audio: Buffer | null,
  ): Promise<LightMyRequestResponse> => {
    const body = multipart(fields, audio);
    return t.app.inject({
      method: 'POST',
      url: '/main/speak/score',
      headers: { ...headers, 'content-type': body.contentType },
      payload: body.payload,
    });
  };

  it('topics of the profile’s grade, scoring of a WAV, an idempotent attempt, progress', async () => {
    const pupil = await makeAccount(t, { grade: 2 });
    const { topics, passMark } = expectOk(
      await t.app.inject({
        method: 'GET',
        url: `/main/speak/topics?profile_id=${pupil.profileId}`,
        headers: pupil.headers,
      }),
    );
    expect(passMark).toBe(60);
    // The grade's band of the curriculum (content/speak/v1), in file order.
    const content = speakContent().find((g) => g.grade === 2)!.topics;
    expect(topics.map((topic: { title: string }) => topic.title)).toEqual(
      content.map((topic) => topic.title),
    );
    const prompt = topics[0].prompts[0];
    const modelText = content[0]!.prompts[0]!.modelText;
    expect(prompt).toMatchObject({ kind: 'repeat', modelText, bestScore: null });
    expect(topics[0].prompts.map((p: { kind: string }) => p.kind)).toEqual(
      content[0]!.prompts.map((p) => p.kind),
    );

    const wav = synthesize(modelText, dir, 'family');
    const fields = {
      profile_id: String(pupil.profileId),
      prompt_id: String(prompt.id),
      client_attempt_id: 'attempt-0001',
    };
    // The server scores and stores the attempt; a resent recording is stored once.
    const answers = (await Promise.all([1, 2, 3].map(() => score(pupil.headers, fields, wav)))).map(expectOk);
    const scored = answers[0];
    expect(scored.score).toBeGreaterThanOrEqual(60);
    expect(scored.passed).toBe(true);
    expect(scored.words.map((w: { word: string }) => w.word)).toEqual(modelText.split(' '));
    for (const word of scored.words)
      expect(word.phones.every((p: { phone: string }) => /^[A-Z]+$/.test(p.phone))).toBe(true);
    expect(scored.words[0].phones.length).toBeGreaterThan(0);
    expect(scored.seconds).toBeGreaterThan(1);
    for (const a of answers) expect(a.attemptId).toBe(scored.attemptId);
    const rows = await t.db
      .selectFrom('speak_attempts')
      .select(['id', 'score', 'scored_by_server'])
      .where('profile_id', '=', pupil.profileId)
      .execute();
    expect(rows).toEqual([{ id: scored.attemptId, score: scored.score, scored_by_server: true }]);

    const progress = expectOk(
      await t.app.inject({
        method: 'GET',
        url: `/main/speak/progress?profile_id=${pupil.profileId}`,
        headers: pupil.headers,
      }),
    );
    expect(progress.topics[0]).toMatchObject({
      title: content[0]!.title,
      prompts: content[0]!.prompts.length,
      promptsPassed: 1,
      attempts: 1,
    });
    expect(progress.topics[0].averageBest).toBe(scored.score);
  });

  it('silence, too short, not a WAV and a missing prompt get clear Vietnamese errors', async () => {
    const pupil = await makeAccount(t, { grade: 3 });
    const { topics } = expectOk(
      await t.app.inject({
        method: 'GET',
        url: `/main/speak/topics?profile_id=${pupil.profileId}`,
        headers: pupil.headers,
      }),
    );
    const fields = {
      profile_id: String(pupil.profileId),
      prompt_id: String(topics[0].prompts[0].id),
      client_attempt_id: 'attempt-0002',
    };
    const silent = expectError(
      await score(pupil.headers, fields, encodeWav(new Float32Array(16_000 * 2), 16_000)),
      400,
      ERROR_CODES.SPEAK_AUDIO_SILENT,
    );
    expect(silent.message).toBe('Cô không nghe thấy tiếng em. Em hãy nói to hơn, gần micro hơn nhé.');
    expectError(
      await score(pupil.headers, fields, encodeWav(new Float32Array(16_000 * 0.3).fill(0.3), 16_000)),
      400,
      ERROR_CODES.SPEAK_AUDIO_TOO_SHORT,
    );
    expectError(
      await score(pupil.headers, fields, encodeWav(new Float32Array(16_000 * 12).fill(0.3), 16_000)),
      400,
      ERROR_CODES.SPEAK_AUDIO_TOO_LONG,
    );
    expectError(
      await score(pupil.headers, fields, Buffer.from('not a wav file at all, really not')),
      400,
      ERROR_CODES.SPEAK_AUDIO_INVALID,
    );
    expectError(
      await score(
        pupil.headers,
        { ...fields, prompt_id: '999999' },
        encodeWav(new Float32Array(16_000), 16_000),
      ),
      404,
      ERROR_CODES.SPEAK_PROMPT_NOT_FOUND,
    );
    expectError(
      await score(
        pupil.headers,
        { prompt_id: fields.prompt_id },
        encodeWav(new Float32Array(16_000), 16_000),
      ),
      400,
      ERROR_CODES.VALIDATION_FAILED,
    );
  });

  it('another account’s profile is 403; a claimed score is refused with 409; nothing is stored', async () => {
    const owner = await makeAccount(t, { grade: 2 });
    const other = await makeAccount(t, { grade: 2 });
    const { topics } = expectOk(
      await t.app.inject({
        method: 'GET',
        url: `/main/speak/topics?profile_id=${owner.profileId}`,
        headers: owner.headers,
      }),
    );
    const promptId = topics[0].prompts[1].id;
    expectError(
      await t.app.inject({
        method: 'GET',
        url: `/main/speak/topics?profile_id=${owner.profileId}`,
        headers: other.headers,
      }),
      403,
    );
    expectError(
      await t.app.inject({
        method: 'GET',
        url: `/main/speak/progress?profile_id=${owner.profileId}`,
        headers: other.headers,
      }),
      403,
    );
    expectError(
      await score(
        other.headers,
        {
          profile_id: String(owner.profileId),
          prompt_id: String(promptId),
          client_attempt_id: 'attempt-9999',
        },
        encodeWav(new Float32Array(16_000), 16_000),
      ),
      403,
    );
    // A score the client invents is refused, whatever the body (ADR 0012).
    const claimed = {
      profile_id: owner.profileId,
      prompt_id: promptId,
      client_attempt_id: 'attempt-9999',
      score: 100,
      words: [],
    };
    for (const body of [claimed, { ...claimed, score: 101 }, { ...claimed, extra: 1 }]) {
      const refused = expectError(
        await t.app.inject({
          method: 'POST',
          url: '/main/speak/attempts',
          headers: owner.headers,
          payload: body,
        }),
        409,
        ERROR_CODES.SPEAK_CLIENT_SCORE_REFUSED,
      );
      expect(refused.message).toBe(
        'Điểm luyện nói chỉ do máy chấm của Uniclass tính từ bản ghi âm. Em hãy ghi âm và gửi bài để được chấm nhé.',
      );
    }
    const rows = await t.db
      .selectFrom('speak_attempts')
      .select('id')
      .where('profile_id', '=', owner.profileId)
      .execute();
    expect(rows).toEqual([]);
  });
});

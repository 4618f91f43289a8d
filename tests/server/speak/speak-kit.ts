import type { LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema';
import type { TestApp } from '../support/test-app';

type Pupil = { profileId: number; headers: Record<string, string> };

/** A multipart body of the fields then the WAV as "audio", the order the server reads them in. */
export function multipart(fields: Record<string, string>, audio: Buffer | null) {
  const boundary = '----speak-test-boundary';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
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
    payload: Buffer.concat([Buffer.from(parts.join('')), file, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

let requests = 0;

/**
 * POST /main/speak/score as the pupil. Each call comes from its own loopback address: the route
 * allows 30 scorings a minute per address, and a suite scores a hundred readings.
 */
export function postScore(
  t: TestApp,
  pupil: Pupil,
  { promptId, clientAttemptId }: { promptId: number; clientAttemptId: string },
  audio: Buffer | null,
): Promise<LightMyRequestResponse> {
  const body = multipart(
    { profile_id: String(pupil.profileId), prompt_id: String(promptId), client_attempt_id: clientAttemptId },
    audio,
  );
  requests += 1;
  return t.app.inject({
    method: 'POST',
    url: '/main/speak/score',
    remoteAddress: `127.1.${(requests >> 8) & 255}.${requests & 255}`,
    headers: { ...pupil.headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

let nextPosition = 500;

/**
 * A topic of the test's own (the seeded content changes with the curriculum): its prompts' ids, in
 * order. Positions from 500 up keep clear of the seeded topics.
 */
export async function insertSpeakTopic(
  db: Kysely<Database>,
  grade: number,
  prompts: {
    kind: 'repeat' | 'answer' | 'free_talk';
    modelText: string;
    acceptedPatterns: string[];
    keywords?: string[];
  }[],
): Promise<number[]> {
  nextPosition += 1;
  const topic = await db
    .insertInto('speak_topics')
    .values({ grade, unit_title: 'Test unit', position: nextPosition, title: `Test topic ${nextPosition}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const rows = await db
    .insertInto('speak_prompts')
    .values(
      prompts.map((p, i) => ({
        topic_id: topic.id,
        position: i + 1,
        kind: p.kind,
        instruction: 'Đọc to câu sau',
        model_text: p.modelText,
        accepted_patterns: JSON.stringify(p.acceptedPatterns),
        keywords: JSON.stringify(p.keywords ?? []),
        max_seconds: 15,
      })),
    )
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

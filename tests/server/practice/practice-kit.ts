import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../support/test-app';

export type Headers = Record<'access_token' | 'access_user', string>;

export function startSession(
  t: TestApp,
  headers: Headers,
  profileId: number,
  unitId: number,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/main/practice/sessions',
    headers,
    payload: { profile_id: profileId, unit_id: unitId },
  });
}

export function answer(
  t: TestApp,
  headers: Headers,
  sessionId: number,
  itemId: number,
  text: string,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: `/main/practice/sessions/${sessionId}/answers`,
    headers,
    payload: { item_id: itemId, answer: text },
  });
}

export function finish(t: TestApp, headers: Headers, sessionId: number): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'POST', url: `/main/practice/sessions/${sessionId}/finish`, headers });
}

/** The stored answer of an item (tests answer right on purpose). */
export async function rightAnswer(t: TestApp, itemId: number): Promise<string> {
  const row = await t.db
    .selectFrom('practice_items')
    .select('answer')
    .where('id', '=', itemId)
    .executeTakeFirstOrThrow();
  return row.answer;
}

/** The id of the grade's unit at `position` (1-based, the order of its content file). */
export async function unitId(t: TestApp, grade: number, position: number): Promise<number> {
  const row = await t.db
    .selectFrom('practice_units')
    .select('id')
    .where('grade', '=', grade)
    .where('position', '=', position)
    .where('retired_at', 'is', null)
    .executeTakeFirstOrThrow();
  return row.id;
}

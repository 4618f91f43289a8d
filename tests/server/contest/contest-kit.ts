import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { issueContestToken } from '../../../server/contest/contest-registration.repository';
import type { TestApp } from '../support/test-app';
import { DEMO_PASSWORD, expectOk, login } from '../user/user-test-kit';

export const PUPIL_PHONE = '0901000004';
export const ADMIN_PHONE = '0901000008';

export interface ContestLogin {
  token: string;
  profile: { id: number; schoolId: number | null; provinceId: number; grade: number | null; role: string };
}

export async function contestLogin(
  t: TestApp,
  phone: string,
  password = DEMO_PASSWORD,
): Promise<ContestLogin> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/contest/api/contest/login',
    payload: { phone, password },
  });
  return expectOk(res) as ContestLogin;
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

export function contestGet(t: TestApp, url: string, token?: string): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'GET', url: `/contest${url}`, headers: token ? bearer(token) : {} });
}

/** A contest GET and the statements it ran, read from a statementCounter's counter. */
export async function contestGetCounted(
  t: TestApp,
  counter: { count: number },
  url: string,
  token?: string,
): Promise<{ res: LightMyRequestResponse; statements: number }> {
  counter.count = 0;
  const res = await contestGet(t, url, token);
  return { res, statements: counter.count };
}

export function contestSend(
  t: TestApp,
  method: 'POST' | 'PUT',
  url: string,
  token: string | undefined,
  payload: unknown,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url: `/contest${url}`,
    headers: token ? bearer(token) : {},
    payload: payload as Record<string, unknown>,
  });
}

export async function roundIdByName(t: TestApp, prefix: string): Promise<number> {
  const row = await t.db
    .selectFrom('contest_rounds')
    .select('id')
    .where('name', 'like', `${prefix}%`)
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * An empty round of every grade that started a day ago and ended an hour ago; `ranksDirty` marks its
 * ranks stale, as a submit would.
 */
export async function createClosedRound(
  t: TestApp,
  name: string,
  options: { ranksDirty?: boolean } = {},
): Promise<number> {
  const round = await t.db
    .insertInto('contest_rounds')
    .values({
      name,
      grade: null,
      start_time: new Date(t.clock.now() - 86_400_000),
      end_time: new Date(t.clock.now() - 3_600_000),
      duration_minutes: 30,
      ranks_dirty: options.ranksDirty ?? false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return round.id;
}

/** A fresh open round with the demo questions of round 2, so tests do not share attempts. */
export async function createOpenRound(
  t: TestApp,
  options: { allowRetries?: boolean; durationMinutes?: number } = {},
): Promise<number> {
  const template = await roundIdByName(t, 'Vòng 2');
  const round = await t.db
    .insertInto('contest_rounds')
    .values({
      name: `Vòng thử ${Math.random().toString(36).slice(2, 8)}`,
      grade: null,
      start_time: new Date(t.clock.now() - 60_000),
      end_time: new Date(t.clock.now() + 86_400_000),
      duration_minutes: options.durationMinutes ?? 20,
      allow_retries: options.allowRetries ?? false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`
    insert into contest_questions (round_id, position, kind, prompt, audio_url, options, correct, points)
    select ${round.id}, position, kind, prompt, audio_url, options, correct, points
      from contest_questions where round_id = ${template}`.execute(t.db);
  return round.id;
}

/** A new pupil linked to a fresh main-app account, with a contest token. */
export async function newPupil(t: TestApp, schoolId: number, grade: number): Promise<ContestLogin> {
  const school = await t.db
    .selectFrom('schools')
    .select('province_id')
    .where('id', '=', schoolId)
    .executeTakeFirstOrThrow();
  const phone = `097${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
  const user = await t.db
    .insertInto('users')
    .values({ phone, name: 'Thí sinh thử', source: 7, password_hash: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const profile = await t.db
    .insertInto('profiles')
    .values({
      user_id: user.id,
      name: 'Thí sinh thử',
      is_default: true,
      grade_id: grade,
      school_id: schoolId,
      is_contest: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const cp = await t.db
    .insertInto('contest_profiles')
    .values({
      profile_id: profile.id,
      name: 'Thí sinh thử',
      school_id: schoolId,
      province_id: school.province_id,
      grade,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = await issueContestToken(t.db, user.id, profile.id);
  return { token, profile: { id: cp.id, schoolId, provinceId: school.province_id, grade, role: 'pupil' } };
}

export { login };

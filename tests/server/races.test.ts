import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashActivationCode } from '../../server/learning/activation-codes';
import { grantPoints } from '../../server/loyalty/loyalty.grants';
import { addDays, goalDayOf } from '../../src/domain/daily-goal';
import { makeAccount, makeSlot, type TestAccount } from './learning/learning-kit';
import { createTestApp, engines, type TestApp } from './support/test-app';

/*
 * Double clicks, two tabs and retries send the same write several times at once. On PostgreSQL
 * (a pool of connections) every one of them must answer 2xx or a clear 4xx — never a 500 from a
 * deadlock or a unique-index violation. PGlite runs one connection and cannot show these races;
 * the suite runs there too so that it stays green on both engines.
 */

const CONCURRENCY = 20;

// A valid 1 × 1 PNG: uploads are decoded and encoded again (issue 32), so the bytes must be an image.
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000970485973000003e8000003e801b57b526b0000000d49444154089963f8cfc0f01f00050001ffabce36890000000049454e44ae426082',
  'hex',
);

function avatarUpload() {
  const boundary = '----uniclass-race-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, PNG, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** Every answer is a success or a deliberate 4xx with an error envelope; returns the statuses. */
function expectNo5xx(responses: LightMyRequestResponse[]): number[] {
  const statuses = responses.map((r) => r.statusCode);
  for (const response of responses) {
    expect(response.statusCode, response.body).toBeLessThan(500);
    if (response.statusCode >= 400) {
      const body = response.json() as { errorCode: number; message: string };
      expect(body.errorCode).not.toBe(0);
      expect(body.message.length).toBeGreaterThan(0);
    }
  }
  return statuses;
}

function times<T>(n: number, make: (i: number) => Promise<T>): Promise<T[]> {
  return Promise.all(Array.from({ length: n }, (_, i) => make(i)));
}

describe.each(engines())('concurrent identical writes (%s)', (engine) => {
  let t: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'uniclass-races-'));
    t = await createTestApp({ engine, config: { dataDir } });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function withSecondProfile(account: TestAccount): Promise<number> {
    const row = await t.db
      .insertInto('profiles')
      .values({ user_id: account.userId, name: 'Hồ sơ thứ hai', is_default: false, grade_id: 3 })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async function defaults(userId: number) {
    return t.db
      .selectFrom('profiles')
      .select('id')
      .where('user_id', '=', userId)
      .where('is_default', '=', true)
      .execute();
  }

  const post = (account: TestAccount, url: string, payload: object, i = 0) =>
    t.app.inject({
      method: 'POST',
      url: `/main${url}`,
      headers: account.headers,
      payload,
      remoteAddress: `10.90.${Math.floor(i / 200)}.${(i % 200) + 1}`,
    });

  it('switch-profile: many tabs switching back and forth all succeed and leave one default', async () => {
    const parent = await makeAccount(t);
    const second = await withSecondProfile(parent);
    const targets = [parent.profileId, second];
    for (let round = 0; round < 3; round += 1) {
      const responses = await times(CONCURRENCY, (i) =>
        post(parent, '/user/switch-profile', { profile_id: targets[i % 2] }, i),
      );
      const statuses = expectNo5xx(responses);
      expect(statuses.every((s) => s === 200)).toBe(true);
      expect(await defaults(parent.userId)).toHaveLength(1);
    }
  });

  it('switch-profile: a double click to the same profile answers twice and leaves it the default', async () => {
    const parent = await makeAccount(t);
    const second = await withSecondProfile(parent);
    const responses = await times(2, (i) => post(parent, '/user/switch-profile', { profile_id: second }, i));
    expect(expectNo5xx(responses)).toEqual([200, 200]);
    expect(await defaults(parent.userId)).toEqual([{ id: second }]);
  });

  it('create-profile-info: concurrent creates stop at the limit with 409, one default', async () => {
    const parent = await makeAccount(t);
    const responses = await times(CONCURRENCY, (i) =>
      post(parent, '/user/create-profile-info', { name: 'Bé Na', grade_id: 2 }, i),
    );
    const statuses = expectNo5xx(responses);
    expect(statuses).toContain(200);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 409)).toBe(true);
    expect(await defaults(parent.userId)).toHaveLength(1);
  });

  it('update-profile-info: identical concurrent updates all succeed', async () => {
    const parent = await makeAccount(t);
    const responses = await times(CONCURRENCY, (i) =>
      post(
        parent,
        '/user/update-profile-info',
        { profile_id: parent.profileId, name: 'Bé Bông', class_name: '2A' },
        i,
      ),
    );
    expect(expectNo5xx(responses).every((s) => s === 200)).toBe(true);
  });

  it('update-avatar: concurrent uploads all answer 200 and the stored avatar is one of them', async () => {
    const parent = await makeAccount(t);
    const responses = await times(CONCURRENCY, () => {
      const { payload, contentType } = avatarUpload();
      return t.app.inject({
        method: 'POST',
        url: `/main/user/profiles/${parent.profileId}/update-avatar`,
        headers: { ...parent.headers, 'content-type': contentType },
        payload,
      });
    });
    expect(expectNo5xx(responses).every((s) => s === 200)).toBe(true);
    const row = await t.db
      .selectFrom('profiles')
      .select('avatar')
      .where('id', '=', parent.profileId)
      .executeTakeFirstOrThrow();
    const uploaded = responses.map((r) => (r.json() as { data: { avatar: string } }).data.avatar);
    expect(uploaded).toContain(row.avatar);
    const files = await readdir(path.join(dataDir, 'uploads', 'avatars'));
    expect(files).toContain(path.basename(row.avatar ?? ''));
    // Issue 10 item 9: no file on disk that no row points to (superseded or failed uploads).
    const referenced = new Set(
      (await t.db.selectFrom('profiles').select('avatar').where('avatar', 'like', 'uploads/%').execute()).map(
        (r) => path.basename(r.avatar ?? ''),
      ),
    );
    expect(files.filter((file) => !referenced.has(file))).toEqual([]);
  });

  it('save-schedules: the same registration sent many times takes one seat', async () => {
    const scheduleId = await makeSlot(t, 'AI-G2', 5, '05:45');
    const parent = await makeAccount(t, { licence: { code: 'EN-AI-G2', days: 30 } });
    const responses = await times(CONCURRENCY, (i) =>
      post(parent, '/user/save-schedules', { schedule_id: scheduleId, action: 1 }, i),
    );
    expect(expectNo5xx(responses).every((s) => s === 200)).toBe(true);
    const seats = await t.db
      .selectFrom('class_schedules')
      .select('seats_taken')
      .where('id', '=', scheduleId)
      .executeTakeFirstOrThrow();
    expect(seats.seats_taken).toBe(1);
  });

  it('activate-code: one code sent many times gives one licence, the others a clear 409', async () => {
    const parent = await makeAccount(t, { grade: 4 });
    const code = `RACE-${engine.toUpperCase()}-${parent.profileId}-Q7ZK`;
    await t.db
      .insertInto('activation_codes')
      .values({
        code_hash: hashActivationCode(code),
        code_hint: 'Q7ZK',
        licence_code: 'EN-AI-G4',
        duration_days: 30,
        expires_at: new Date(t.clock.now() + 86_400_000),
      })
      .execute();
    // Few enough that the per-account failure lock (5 used-code answers) cannot turn them into 429.
    const responses = await times(4, (i) => post(parent, '/user/activate-code', { code }, i));
    const statuses = expectNo5xx(responses).sort();
    expect(statuses).toEqual([200, 409, 409, 409]);
    const licences = await t.db
      .selectFrom('licences')
      .select('id')
      .where('profile_id', '=', parent.profileId)
      .execute();
    expect(licences).toHaveLength(1);
  });

  it('mark-all-read: concurrent calls all answer 200 and leave nothing unread', async () => {
    const parent = await makeAccount(t);
    await t.db
      .insertInto('notifications')
      .values(
        Array.from({ length: 5 }, (_, i) => ({
          profile_id: parent.profileId,
          channel: 'IN_APP' as const,
          product_type: 'UNICLASS_AI_CLASS',
          content: `Thông báo ${i + 1}`,
        })),
      )
      .execute();
    const responses = await times(CONCURRENCY, () =>
      t.app.inject({
        method: 'PATCH',
        url: '/main/notification/mark-all-read',
        headers: parent.headers,
        payload: {},
      }),
    );
    expect(expectNo5xx(responses).every((s) => s === 200)).toBe(true);
    const unread = await t.db
      .selectFrom('notifications')
      .select('id')
      .where('profile_id', '=', parent.profileId)
      .where('is_read', '=', false)
      .execute();
    expect(unread).toEqual([]);
  });

  it('daily-goal repair: yesterday repaired many times at once is charged once', async () => {
    const pupil = await makeAccount(t);
    await grantPoints(t.db, {
      profileId: pupil.profileId,
      currency: 'diamond',
      amount: 30,
      reason: 'admin_grant',
      idempotencyKey: 'race-diamonds',
    });
    // The two days before yesterday (Vietnam time) met the goal: 10 answers each.
    const items = await t.db.selectFrom('practice_items').select(['id', 'unit_id']).limit(10).execute();
    const today = goalDayOf(t.clock.now());
    for (const day of [addDays(today, -2), addDays(today, -3)]) {
      const at = new Date(`${day}T12:00:00+07:00`);
      const session = await t.db
        .insertInto('practice_sessions')
        .values({ profile_id: pupil.profileId, unit_id: items[0]!.unit_id, item_ids: '[]', started_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.db
        .insertInto('practice_answers')
        .values(
          items.map((item) => ({
            session_id: session.id,
            item_id: item.id,
            answer: 'x',
            correct: false,
            answered_at: at,
          })),
        )
        .execute();
    }
    const responses = await times(CONCURRENCY, () =>
      t.app.inject({
        method: 'POST',
        url: '/main/practice/daily-goal/repair',
        headers: pupil.headers,
        payload: { profile_id: pupil.profileId, day: addDays(today, -1) },
      }),
    );
    expect(expectNo5xx(responses).every((s) => s === 200)).toBe(true);
    const charges = await t.db
      .selectFrom('loyalty_ledger')
      .select('amount')
      .where('profile_id', '=', pupil.profileId)
      .where('reason', '=', 'streak_repair')
      .execute();
    expect(charges).toEqual([{ amount: -10 }]);
  });
});

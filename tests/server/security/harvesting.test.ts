import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IP_LIMITS } from '../../../server/auth/auth-limits';
import { loadProfile } from '../../../server/user/user-views.repository';
import { createTestApp, type TestApp } from '../support/test-app';
import { authHeaders, expectError, expectOk, login } from '../user/user-test-kit';

/*
 * Issue 10 item 5: unauthenticated look-ups answered 300 phones (contest find-by-phone) or 300
 * sequential profile ids (a child's name, grade, avatar) in under 2 s. They are limited per address,
 * the anonymous profile look-ups take only a profile's random public reference (migration 0092), and
 * the province look-up by phone takes the contest token (issue 32).
 */
describe('unauthenticated harvesting is limited per address and profile ids cannot be walked', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 200_000);
  afterAll(async () => {
    await t?.close();
  });

  async function statusesOf(count: number, request: (i: number) => Promise<{ statusCode: number }>) {
    const statuses: number[] = [];
    for (let i = 0; i < count; i += 25) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(25, count - i) }, (_, k) => request(i + k)),
      );
      statuses.push(...batch.map((r) => r.statusCode));
    }
    return statuses;
  }

  it('walking sequential profile ids without a session yields nothing: one 401, whatever the id', async () => {
    const names = (await t.db.selectFrom('profiles').select('name').execute()).map((row) => row.name);
    const maxId = (
      await t.db.selectFrom('profiles').select(sql<number>`max(id)`.as('max')).executeTakeFirstOrThrow()
    ).max;
    // Existing ids, the highest one and ids past it: the answers must not tell them apart.
    const ids = [1, 2, 3, maxId, maxId + 1, maxId + 1000];
    const bodies = new Set<string>();
    for (const route of ['profile-info-no-token', 'learning-info-no-token']) {
      for (const id of ids) {
        const res = await t.app.inject({
          method: 'GET',
          url: `/main/user/${route}?profile_id=${id}`,
          remoteAddress: '198.18.1.1',
        });
        expect(res.statusCode, res.body).toBe(401);
        expect(names.filter((name) => res.body.includes(name))).toEqual([]);
        bodies.add(res.body);
      }
    }
    expect([...bodies]).toEqual([
      JSON.stringify({
        errorCode: 2001,
        message: 'Vui lòng đăng nhập để xem hồ sơ này, hoặc dùng đường dẫn chia sẻ của hồ sơ.',
        data: null,
      }),
    ]);
  });

  it('the public reference answers the public fields; unknown and malformed references reveal nothing', async () => {
    const session = await login(t, '0901000001');
    const own = await loadProfile(t.db, session.user.profiles[0]!.id);
    if (!own) throw new Error('the demo profile is missing');
    expect(own.publicRef).toMatch(/^p[0-9a-f]{32}$/);
    // Every profile has its own reference, existing rows included (migration 0092).
    const refs = await t.db.selectFrom('profiles').select('public_ref').execute();
    expect(new Set(refs.map((row) => row.public_ref)).size).toBe(refs.length);

    const anonymous = (route: string, ref: string) =>
      t.app.inject({
        method: 'GET',
        url: `/main/user/${route}?profile_id=${ref}`,
        remoteAddress: '198.18.1.2',
      });
    const shown = expectOk(await anonymous('profile-info-no-token', own.publicRef));
    expect(shown).toEqual({
      id: own.id,
      name: own.name,
      avatar: own.avatar,
      avatarBorder: own.avatarBorder,
      gradeId: own.gradeId,
      gradeLevel: own.gradeLevel,
      isContest: own.isContest,
    });
    const info = expectOk(await anonymous('learning-info-no-token', own.publicRef));
    expect(info).toMatchObject({ profileId: own.id, gradeId: own.gradeId, school: null, loyalty: null });
    expectError(await anonymous('profile-info-no-token', `p${'0'.repeat(32)}`), 404);
    expectError(await anonymous('learning-info-no-token', `p${'f'.repeat(32)}`), 404);
    for (const bad of ['p123', `P${'a'.repeat(32)}`, '12abc', '-1'])
      expectError(await anonymous('profile-info-no-token', encodeURIComponent(bad)), 400);

    // With access headers: numeric ids as before, and another account's reference is still refused.
    const mine = await t.app.inject({
      method: 'GET',
      url: `/main/user/profile-info-no-token?profile_id=${own.id}`,
      headers: authHeaders(session),
      remoteAddress: '198.18.1.2',
    });
    expect(expectOk(mine)).toMatchObject({
      id: own.id,
      publicRef: own.publicRef,
      loyalty: expect.any(Object),
    });
    const stranger = await login(t, '0901000005');
    const refused = await t.app.inject({
      method: 'GET',
      url: `/main/user/profile-info-no-token?profile_id=${own.publicRef}`,
      headers: authHeaders(stranger),
      remoteAddress: '198.18.1.2',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain(own.name);
  });

  it('anonymous look-ups still meet 429 past the per-address budget; the owner with headers does not', async () => {
    const max = IP_LIMITS.anonymousProfileLookup.max;
    const walk = await statusesOf(max + 20, (i) =>
      t.app.inject({
        method: 'GET',
        url: `/main/user/profile-info-no-token?profile_id=p${String(i).padStart(32, '0')}`,
        remoteAddress: '198.18.0.1',
      }),
    );
    // Requests of one batch run concurrently, so which ones are refused is not ordered: count them.
    expect(walk.filter((s) => s === 429).length).toBeGreaterThanOrEqual(20);
    expect(walk.filter((s) => s === 404).length).toBeGreaterThan(0);
    expect(walk.filter((s) => s !== 429 && s !== 404)).toEqual([]);
    const session = await login(t, '0901000001');
    const profileId = session.user.profiles[0]!.id;
    const own = await statusesOf(max + 20, () =>
      t.app.inject({
        method: 'GET',
        url: `/main/user/profile-info-no-token?profile_id=${profileId}`,
        headers: authHeaders(session),
        remoteAddress: '198.18.0.1',
      }),
    );
    expect(own.every((s) => s === 200)).toBe(true);
  }, 300_000);

  it('contest provinces/find-by-phone answers nobody without a token, and meets 429 after the per-address budget', async () => {
    const max = IP_LIMITS.findByPhone.max;
    const statuses = await statusesOf(max + 5, (i) =>
      t.app.inject({
        method: 'GET',
        url: `/contest/api/contest/provinces/find-by-phone?phoneNumber=09${String(10_000_000 + i)}`,
        remoteAddress: '198.18.0.2',
      }),
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
  }, 300_000);
});

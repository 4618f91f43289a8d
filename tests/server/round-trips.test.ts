import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementCounter } from './support/statement-counter';
import { createTestApp, engines, type TestApp } from './support/test-app';
import { authHeaders, expectOk, login, type Session } from './user/user-test-kit';

/**
 * Every read endpoint of the home and the shell answers in at most 2 statements: the access-token
 * lookup and one query (issue 17 item 4). A statement added to one of them fails here.
 */
const MAX_STATEMENTS = 2;

describe.each(engines())('statements per read request (%s)', (engine) => {
  let t: TestApp;
  let session: Session;
  const { counter, plugin } = statementCounter();
  beforeAll(async () => {
    t = await createTestApp({ engine, wrapDb: (db) => db.withPlugin(plugin) });
    session = await login(t, '0901000001');
  }, 200_000);
  afterAll(async () => {
    await t?.close();
  });

  const statementsOf = async (url: string) => {
    counter.count = 0;
    const res = await t.app.inject({ method: 'GET', url, headers: authHeaders(session) });
    expectOk(res);
    return counter.count;
  };

  it.each([
    '/main/user/basic-info',
    '/main/notification/list?limit=10&productType=ALL',
    '/main/notification/list?limit=10&productType=UNICLASS_CLUB',
    '/main/notify/list?limit=1',
    '/main/user/check-status-user-change',
    '/main/common/get-config?key=hotline',
    '/main/user/class-sessions',
  ])('GET %s', async (url) => {
    expect(await statementsOf(url)).toBeLessThanOrEqual(MAX_STATEMENTS);
  });

  // The home names its profile: the owner check rides in the read's own statement.
  it.each(['/main/user/class-sessions?profile_id=', '/contest/api/contest/user-contest-data?profileId='])(
    'GET %s<the default profile>',
    async (prefix) => {
      const profile = session.user.profiles.find((p) => p.isDefault);
      expect(await statementsOf(`${prefix}${profile?.id}`)).toBeLessThanOrEqual(MAX_STATEMENTS);
    },
  );

  it('a deep page of the notification list too', async () => {
    counter.count = 0;
    const first = expectOk(
      await t.app.inject({
        method: 'GET',
        url: '/main/notification/list?limit=2',
        headers: authHeaders(session),
      }),
    ) as { cursor: string | null };
    expect(first.cursor).not.toBeNull();
    expect(await statementsOf(`/main/notification/list?limit=2&cursor=${first.cursor}`)).toBeLessThanOrEqual(
      MAX_STATEMENTS,
    );
  });

  it('the counter counts (a login is more than two statements)', async () => {
    counter.count = 0;
    await login(t, '0901000002');
    expect(counter.count).toBeGreaterThan(MAX_STATEMENTS);
  });
});

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../server/clock';
import type { Db } from '../../server/db/database';
import { migrate, readMigrations } from '../../server/db/migrate';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-accounts';
import { seedIfEmpty } from '../../server/db/seed/seed';
import { verifyPassword } from '../../server/security/password';
import { createTestDatabase, engines, TEST_PASSWORDS } from './support/test-app';

type TestDb = Awaited<ReturnType<typeof createTestDatabase>>;

describe.each(engines())('migrations and demo seed (%s)', (engine) => {
  let database: TestDb;
  let db: Db;
  beforeAll(async () => {
    database = await createTestDatabase(engine, 'empty');
    db = database.db;
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('applies every migration once; a second run applies nothing', async () => {
    const all = readMigrations().map((m) => m.version);
    expect(all.length).toBeGreaterThanOrEqual(2);
    expect(await migrate(db)).toEqual(all);
    expect(await migrate(db)).toEqual([]);
    const recorded = await db.selectFrom('schema_migrations').select('version').orderBy('version').execute();
    expect(recorded.map((r) => r.version)).toEqual(all);
  });

  it('seeds an empty database, then never again', async () => {
    expect(await seedIfEmpty(db, { nowMs: systemClock.now(), passwords: TEST_PASSWORDS })).toBe(true);
    await db.updateTable('users').set({ name: 'Tên đã đổi' }).where('phone', '=', '0901000001').execute();
    await db.deleteFrom('profiles').where('name', '=', 'Bảo Ngọc').execute();
    // A restart meets users: it must not pay the deliberately slow argon2 run (issue 35).
    let hashed = 0;
    const counting = {
      hash: (password: string) => {
        hashed += 1;
        return TEST_PASSWORDS.hash(password);
      },
    };
    expect(await seedIfEmpty(db, { nowMs: systemClock.now(), passwords: counting })).toBe(false);
    expect(hashed).toBe(0);
    const user = await db
      .selectFrom('users')
      .select('name')
      .where('phone', '=', '0901000001')
      .executeTakeFirstOrThrow();
    expect(user.name).toBe('Tên đã đổi');
    const count = await db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    // 9 demo accounts + 8 club classmates of Trường Tiểu học Kim Đồng (no password: they cannot log in).
    expect(Number(count.n)).toBe(17);
    expect(await db.selectFrom('profiles').select('id').where('name', '=', 'Bảo Ngọc').execute()).toEqual([]);
  });

  it('holds the reference data: 34 provinces, 12 grades, 24 avatars, schools', async () => {
    const provinces = await db.selectFrom('provinces').select(['code', 'name']).execute();
    expect(provinces).toHaveLength(34);
    expect(new Set(provinces.map((p) => p.code)).size).toBe(34);
    expect(provinces.map((p) => p.name)).toEqual(
      expect.arrayContaining(['Hà Nội', 'TP. Hồ Chí Minh', 'Huế', 'Cà Mau', 'An Giang', 'Đắk Lắk']),
    );
    const grades = await db.selectFrom('grades').select(['level', 'name']).orderBy('level').execute();
    expect(grades.map((g) => g.name)).toEqual(Array.from({ length: 12 }, (_, i) => `Lớp ${i + 1}`));
    const avatars = await db
      .selectFrom('avatar_presets')
      .select(['file_path', 'relative_path'])
      .orderBy('id')
      .execute();
    expect(avatars).toHaveLength(24);
    expect(avatars[0]).toEqual({
      file_path: '/static-images/avatars/default-01.svg',
      relative_path: 'avatars/default-01.svg',
    });
    const hanoiSchools = await db
      .selectFrom('schools')
      .innerJoin('provinces', 'provinces.id', 'schools.province_id')
      .select('schools.name')
      .where('provinces.code', '=', '01')
      .execute();
    expect(hanoiSchools.length).toBeGreaterThanOrEqual(3);
  });
});

describe.each(engines())('demo accounts (%s)', (engine) => {
  let database: TestDb;
  let db: Db;
  beforeAll(async () => {
    database = await createTestDatabase(engine, 'empty');
    db = database.db;
    await migrate(db);
    await seedIfEmpty(db, { nowMs: systemClock.now(), passwords: TEST_PASSWORDS });
  });
  afterAll(async () => {
    await database.dispose();
  });

  const profilesOf = (phone: string) =>
    db
      .selectFrom('profiles')
      .innerJoin('users', 'users.id', 'profiles.user_id')
      .leftJoin('grades', 'grades.id', 'profiles.grade_id')
      .select([
        'profiles.id',
        'profiles.name',
        'profiles.is_default',
        'profiles.is_contest',
        'grades.level',
        'profiles.class_name',
        'profiles.school_id',
        'profiles.loyalty_coin',
        'profiles.loyalty_diamond',
        (eb) =>
          eb
            .selectFrom('profile_schedules')
            .select((e) => e.fn.countAll<string>().as('n'))
            .whereRef('profile_schedules.profile_id', '=', 'profiles.id')
            .as('schedules'),
      ])
      .where('users.phone', '=', phone)
      .orderBy('profiles.id')
      .execute();

  it('has the demo accounts with the demo password hashed by argon2id', async () => {
    const users = await db
      .selectFrom('users')
      .select(['phone', 'source', 'password_hash'])
      .where('password_hash', 'is not', null)
      .orderBy('phone')
      .execute();
    expect(users.map((u) => [u.phone, u.source])).toEqual([
      ['0901000001', 1],
      ['0901000002', 1],
      ['0901000003', 1],
      ['0901000004', 7],
      ['0901000005', 5],
      // The learning-plan seed's twin of 0901000003, whose schedule the e2e tests register.
      ['0901000006', 1],
      // Contest school admin (issue 13) and club moderator (issue 11, layout-exempt staff source).
      ['0901000008', 7],
      ['0901000009', 102],
      // Grade 7 pupil (issue 33): the curriculum of grades 6–9 and the daily goal.
      ['0901000010', 1],
    ]);
    expect(users[0]!.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(users[0]!.password_hash, DEMO_PASSWORD)).toBe(true);
    expect(await verifyPassword(users[0]!.password_hash, 'uniclass@123')).toBe(false);
  });

  it('0901000001: three complete profiles, the default with 1250 trophies and 85 diamonds', async () => {
    const profiles = await profilesOf('0901000001');
    expect(profiles.map((p) => [p.name, p.is_default, p.level])).toEqual([
      ['Nguyễn Hoàng Minh Anh', true, 3],
      ['Nguyễn Gia Bảo', false, 5],
      ['Bảo Ngọc', false, 1],
    ]);
    const main = profiles[0]!;
    expect(main.class_name).toBe('3A');
    expect([main.loyalty_coin, main.loyalty_diamond]).toEqual([1250, 85]);
    for (const p of profiles) {
      expect(p.school_id, p.name).not.toBeNull();
      expect(p.class_name, p.name).not.toBeNull();
      expect(Number(p.schedules), p.name).toBeGreaterThanOrEqual(1);
    }
  });

  it('the other accounts each trigger their redirect rule', async () => {
    const [two] = await profilesOf('0901000002');
    expect(two).toMatchObject({ is_default: true, level: null, is_contest: false });
    const [three] = await profilesOf('0901000003');
    expect(three).toMatchObject({ is_default: true, level: 2, is_contest: false, schedules: '0' });
    const [four] = await profilesOf('0901000004');
    expect(four).toMatchObject({ is_default: true, is_contest: true, class_name: null });
    expect(four!.level).not.toBeNull();
    const [five] = await profilesOf('0901000005');
    expect(five).toMatchObject({ is_default: true, school_id: null });
  });

  it('allows at most one default profile per account', async () => {
    const [first] = await profilesOf('0901000001');
    const userId = await db
      .selectFrom('profiles')
      .select('user_id')
      .where('id', '=', first!.id)
      .executeTakeFirstOrThrow();
    await expect(
      db
        .insertInto('profiles')
        .values({ user_id: userId.user_id, name: 'Hồ sơ thứ hai', is_default: true })
        .execute(),
    ).rejects.toThrow(/profiles_one_default_idx|duplicate key/);
  });
});

describe.each(engines())('transactions (%s)', (engine) => {
  let database: TestDb;
  beforeAll(async () => {
    database = await createTestDatabase(engine, 'migrated');
    await migrate(database.db);
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('keeps concurrent transactions isolated and rolls back a failed one', async () => {
    const { db } = database;
    const failing = db.transaction().execute(async (trx) => {
      await trx.insertInto('configs').values({ key: 'tx-a', value: '1' }).execute();
      await new Promise((resolve) => setTimeout(resolve, 30));
      throw new Error('abort');
    });
    const succeeding = db.transaction().execute(async (trx) => {
      await trx.insertInto('configs').values({ key: 'tx-b', value: '2' }).execute();
      return (await trx.selectFrom('configs').select('key').where('key', 'like', 'tx-%').execute()).map(
        (r) => r.key,
      );
    });
    const outside = db.selectFrom('configs').select('key').where('key', 'like', 'tx-%').execute();
    const [failed, seen, outsideRows] = await Promise.allSettled([failing, succeeding, outside]);
    expect(failed.status).toBe('rejected');
    // The second transaction never saw the first one's uncommitted row.
    expect(seen).toEqual({ status: 'fulfilled', value: ['tx-b'] });
    expect(outsideRows.status).toBe('fulfilled');
    const keys = await db.selectFrom('configs').select('key').where('key', 'like', 'tx-%').execute();
    expect(keys.map((r) => r.key)).toEqual(['tx-b']);
  });

  it('answers plain SQL with the same types on both engines', async () => {
    const row = await sql<{ n: string; i: number; t: Date; j: unknown }>`
      select count(*) as n, 7::int as i, now() as t, '{"a":[1]}'::jsonb as j`.execute(database.db);
    const first = row.rows[0]!;
    expect(typeof first.n).toBe('string');
    expect(first.i).toBe(7);
    expect(first.t).toBeInstanceOf(Date);
    expect(first.j).toEqual({ a: [1] });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, type TestApp } from '../support/test-app';
import { expectError, expectOk } from '../user/user-test-kit';

interface School {
  id: number;
  name: string;
  provinceId: number;
  provinceName: string;
}

interface SchoolPage {
  totalElements: number;
  page: number;
  size: number;
  content: School[];
}

/** GET /contest/api/contest/schools: the registration form's school picker (no token). */
describe.each(engines())('school search for registration (%s)', (engine) => {
  let t: TestApp;
  let province: { id: number; name: string };
  let schoolCount: number;
  beforeAll(async () => {
    t = await createTestApp({ engine });
    const school = await t.db
      .selectFrom('schools as s')
      .innerJoin('provinces as p', 'p.id', 's.province_id')
      .select(['p.id', 'p.name'])
      .where('s.name', '=', 'Trường Tiểu học Phù Đổng')
      .executeTakeFirstOrThrow();
    province = school;
    const { n } = await t.db
      .selectFrom('schools')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('province_id', '=', province.id)
      .executeTakeFirstOrThrow();
    schoolCount = Number(n);
  });
  afterAll(async () => {
    await t.close();
  });

  const search = async (query: string): Promise<SchoolPage> =>
    expectOk(await t.app.inject({ method: 'GET', url: `/contest/api/contest/schools?${query}` }));

  it('lists a province’s schools by name, paged, without a token', async () => {
    expect(schoolCount).toBeGreaterThan(4);
    const first = await search(`provinceId=${province.id}&page=0&size=3`);
    expect(first).toMatchObject({ totalElements: schoolCount, page: 0, size: 3 });
    expect(first.content).toHaveLength(3);
    for (const school of first.content)
      expect(school).toMatchObject({ provinceId: province.id, provinceName: province.name });
    const second = await search(`provinceId=${province.id}&page=1&size=3`);
    const everything = await search(`provinceId=${province.id}&size=100`);
    expect(everything.content.map((s) => s.id)).toEqual([
      ...first.content.map((s) => s.id),
      ...second.content.map((s) => s.id),
      ...everything.content.slice(6).map((s) => s.id),
    ]);
    expect(everything.totalElements).toBe(everything.content.length);
    const past = await search(`provinceId=${province.id}&page=50&size=20`);
    expect(past).toMatchObject({ totalElements: schoolCount, content: [] });
  });

  it('finds a school by the words of its name, with or without diacritics, in any case', async () => {
    for (const q of ['phu dong', 'Phù Đổng', 'PHÙ ĐỔNG', '  tiểu   phu  ', 'dong PHU']) {
      const found = await search(`provinceId=${province.id}&q=${encodeURIComponent(q)}`);
      expect(
        found.content.map((s) => s.name),
        q,
      ).toContain('Trường Tiểu học Phù Đổng');
      for (const school of found.content) expect(school.provinceId).toBe(province.id);
    }
    const none = await search(`provinceId=${province.id}&q=${encodeURIComponent('không có trường này')}`);
    expect(none).toMatchObject({ totalElements: 0, content: [] });
    // LIKE wildcards are plain characters.
    expect((await search(`provinceId=${province.id}&q=%25`)).totalElements).toBe(0);
    expect((await search(`provinceId=${province.id}&q=_`)).totalElements).toBe(0);
  });

  it('refuses an unknown province (404) and bad paging (400), in Vietnamese', async () => {
    const unknown = expectError(
      await t.app.inject({ method: 'GET', url: '/contest/api/contest/schools?provinceId=99999' }),
      404,
      5002,
    );
    expect(unknown.message).toBe('Không tìm thấy tỉnh/thành phố');
    for (const query of [
      '',
      'provinceId=0',
      `provinceId=${province.id}&size=101`,
      `provinceId=${province.id}&page=-1`,
      `provinceId=${province.id}&q=${'a'.repeat(101)}`,
      `provinceId=${province.id}&extra=1`,
    ]) {
      expectError(
        await t.app.inject({ method: 'GET', url: `/contest/api/contest/schools?${query}` }),
        400,
        1001,
      );
    }
  });

  it('is documented in OpenAPI with its query', async () => {
    const spec = (await t.app.inject({ url: '/docs/json' })).json();
    const operation = spec.paths['/contest/api/contest/schools']?.get;
    expect(operation.tags).toEqual(['contest']);
    expect(operation.parameters.map((p: { name: string }) => p.name).sort()).toEqual([
      'page',
      'provinceId',
      'q',
      'size',
    ]);
  });
});

import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshRanks } from '../../../server/contest/contest-rank-materialisation.repository';
import { medalLevel } from '../../../src/domain/contest';
import { createTestApp, engines, type TestApp } from '../support/test-app';
import { expectError, expectOk } from '../user/user-test-kit';
import {
  ADMIN_PHONE,
  contestGet,
  contestLogin,
  createClosedRound,
  PUPIL_PHONE,
  roundIdByName,
} from './contest-kit';

interface Row {
  rank: number;
  rankLevel: string;
  rankLevelName: string;
  profileId: number;
  score: number;
}

describe.each(engines())('rankings, medals, exports and teams (%s)', (engine) => {
  let t: TestApp;
  let pupilToken: string;
  let adminToken: string;
  let finished: number;
  let school: { id: number; provinceId: number };
  beforeAll(async () => {
    t = await createTestApp({ engine });
    const pupil = await contestLogin(t, PUPIL_PHONE);
    pupilToken = pupil.token;
    adminToken = (await contestLogin(t, ADMIN_PHONE)).token;
    finished = await roundIdByName(t, 'Vòng 1');
    school = { id: pupil.profile.schoolId as number, provinceId: pupil.profile.provinceId };
  });
  afterAll(async () => {
    await t.close();
  });

  /** A closed round whose grade-7 and grade-8 groups at the demo school have these scores. */
  async function roundWithGroups(groups: Record<number, [score: number, timeMs: number][]>): Promise<number> {
    const roundId = await createClosedRound(t, 'Vòng thử xếp hạng');
    for (const [grade, rows] of Object.entries(groups)) {
      for (const [score, time] of rows) {
        const cp = await t.db
          .insertInto('contest_profiles')
          .values({
            name: `Học sinh ${score}`,
            school_id: school.id,
            province_id: school.provinceId,
            grade: Number(grade),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await t.db
          .insertInto('contest_results')
          .values({
            round_id: roundId,
            contest_profile_id: cp.id,
            province_id: school.provinceId,
            school_id: school.id,
            grade: Number(grade),
            score,
            time_used_ms: time,
          })
          .execute();
      }
    }
    await refreshRanks(t.db, roundId);
    return roundId;
  }

  const schoolRows = async (
    roundId: number,
    grade: number,
  ): Promise<{ totalElements: number; content: Row[] }> =>
    expectOk(
      await contestGet(
        t,
        `/api/contest/ranking/student/school?roundId=${roundId}&grade=${grade}&size=100`,
        adminToken,
      ),
    );

  it('applies the SPEC §4 medal rule to real ranked groups: ≤ 5 pupils and 15 pupils, ties share a rank', async () => {
    const fifteen: [number, number][] = Array.from({ length: 15 }, (_, i) => [100 - i * 5, 60_000]);
    const roundId = await roundWithGroups({
      7: [
        [50, 1000],
        [40, 1000],
        [30, 1000],
        [20, 1000],
      ],
      8: fifteen,
    });
    const small = await schoolRows(roundId, 7);
    expect(small.totalElements).toBe(4);
    expect(small.content.map((r) => r.rankLevel)).toEqual(['G', 'S', 'B', 'C']);
    expect(small.content.map((r) => r.rankLevelName)).toEqual(['Vàng', 'Bạc', 'Đồng', 'Khuyến khích']);
    const big = await schoolRows(roundId, 8);
    const levels = big.content.map((r) => r.rankLevel).join('');
    // 15 pupils: gold round(1.5) = 2, silver 3, bronze round(4.5) = 5, the other 5 encouraged.
    expect(levels).toBe('GGSSSBBBBBCCCCC');
    for (const row of big.content) expect(row.rankLevel).toBe(medalLevel(row.rank, 15));
  });

  it('breaks ties by score then time used; equal score and time share rank and medal; one pupil is gold', async () => {
    const roundId = await roundWithGroups({
      7: [
        [80, 5000],
        [80, 4000],
        [80, 4000],
        [70, 1000],
        [60, 1000],
        [50, 1000],
        [40, 1000],
      ],
      8: [[10, 1000]],
    });
    const rows = (await schoolRows(roundId, 7)).content;
    expect(rows.map((r) => [r.score, r.rank])).toEqual([
      [80, 1],
      [80, 1],
      [80, 3],
      [70, 4],
      [60, 5],
      [50, 6],
      [40, 7],
    ]);
    // 7 pupils: gold 1, silver 1, bronze 2 by rank; the two pupils tied at rank 1 are both gold,
    // so rank 3 is past gold + silver and gets bronze.
    expect(rows.map((r) => r.rankLevel)).toEqual(['G', 'G', 'B', 'B', 'C', 'C', 'C']);
    expect((await schoolRows(roundId, 8)).content[0]).toMatchObject({ rank: 1, rankLevel: 'G' });
  });

  it('serves the five rankings paged with ids and names, and my rows agree with the pages', async () => {
    const province = expectOk(
      await contestGet(t, `/api/contest/ranking/province?roundId=${finished}&size=50`, pupilToken),
    );
    expect(province.totalElements).toBe(34);
    expect(province.content[0]).toMatchObject({ rank: 1, rankLevel: 'G', rankLevelName: 'Vàng' });
    expect(province.content[0]).toHaveProperty('provinceName');
    const schoolsInProvince = expectOk(
      await contestGet(t, `/api/contest/ranking/school/province?roundId=${finished}`, pupilToken),
    );
    expect(schoolsInProvince.content[0]).toHaveProperty('schoolName');
    const grade4 = expectOk(
      await contestGet(
        t,
        `/api/contest/ranking/school/grade?roundId=${finished}&grade=4&page=1&size=10`,
        pupilToken,
      ),
    );
    expect(grade4.page).toBe(1);
    expect(grade4.content.length).toBeLessThanOrEqual(10);
    const me = expectOk(await contestGet(t, `/api/contest/ranking/me?roundId=${finished}`, pupilToken));
    expect(me.studentInProvince).toMatchObject({ studentName: 'Phạm Đức Anh', score: 50, grade: 4 });
    const size = 100;
    const page = Math.floor((me.studentInProvince.rank - 1) / size);
    const rows = expectOk(
      await contestGet(
        t,
        `/api/contest/ranking/student/province?roundId=${finished}&page=${page}&size=${size}`,
        pupilToken,
      ),
    );
    const mine = rows.content.find((r: Row) => r.profileId === me.studentInProvince.profileId);
    expect(mine).toEqual(me.studentInProvince);
    expect(me.schoolInProvince.schoolName).toBe('Trường Tiểu học Phù Đổng');
    expect(me.province.provinceName).toBe('Đà Nẵng');
  });

  it('who may see what: pupils see their own school and province only; size is bounded', async () => {
    const other = await t.db
      .selectFrom('schools')
      .select(['id', 'province_id'])
      .where('province_id', '<>', school.provinceId)
      .executeTakeFirstOrThrow();
    expectError(
      await contestGet(
        t,
        `/api/contest/ranking/student/school?roundId=${finished}&schoolId=${other.id}`,
        pupilToken,
      ),
      403,
      4011,
    );
    expectError(
      await contestGet(
        t,
        `/api/contest/ranking/student/province?roundId=${finished}&provinceId=${other.province_id}`,
        pupilToken,
      ),
      403,
      4011,
    );
    expectError(
      await contestGet(t, `/api/contest/ranking/province?roundId=${finished}&size=101`, pupilToken),
      400,
      1001,
    );
    expectError(await contestGet(t, `/api/contest/ranking/province?roundId=${finished}`), 401);
  });

  it('exports the school ranking as a streamed XLSX with Vietnamese headers, for the school admin only', async () => {
    const url = `/api/contest/ranking/export/school?roundId=${finished}`;
    expectError(await contestGet(t, url), 401, 2001);
    expectError(await contestGet(t, url, pupilToken), 403, 4011);
    expectError(
      await contestGet(t, `/api/contest/ranking/export/province?roundId=${finished}`, adminToken),
      403,
      4011,
    );
    const res = await contestGet(t, url, adminToken);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    // Issue 31: every grade, one sheet each, and a file name that says so (one grade: its own name).
    expect(res.headers['content-disposition']).toContain(
      `filename="xep-hang-truong-${school.id}-moi-khoi-vong-${finished}.xlsx"`,
    );
    const gradeThree = await contestGet(t, `${url}&grade=3`, adminToken);
    expect(gradeThree.headers['content-disposition']).toContain(
      `filename="xep-hang-truong-${school.id}-khoi-3-vong-${finished}.xlsx"`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const grades = await t.db
      .selectFrom('contest_results')
      .select('grade')
      .distinct()
      .where('round_id', '=', finished)
      .where('school_id', '=', school.id)
      .orderBy('grade')
      .execute();
    expect(workbook.worksheets.map((w) => w.name)).toEqual(grades.map((g) => `Khối ${g.grade}`));
    for (const [index, worksheet] of workbook.worksheets.entries()) {
      for (let i = 2; i <= worksheet.rowCount; i += 1)
        expect(worksheet.getRow(i).getCell(5).value).toBe(grades[index]?.grade);
    }
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Hạng',
      'Huy chương',
      'Họ và tên',
      'Lớp',
      'Khối',
      'Trường',
      'Tỉnh/Thành phố',
      'Điểm',
      'Thời gian làm bài (giây)',
    ]);
    const { count } = await t.db
      .selectFrom('contest_results')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('round_id', '=', finished)
      .where('school_id', '=', school.id)
      .executeTakeFirstOrThrow();
    expect(workbook.worksheets.reduce((sum, w) => sum + w.rowCount - 1, 0)).toBe(Number(count));
    const names = [];
    for (const worksheet of workbook.worksheets)
      for (let i = 2; i <= worksheet.rowCount; i += 1) names.push(worksheet.getRow(i).getCell(3).value);
    expect(names).toContain('Phạm Đức Anh');
  });

  it('team data: one row per member, sorted by total score', async () => {
    const team = expectOk(await contestGet(t, '/api/contest/team', pupilToken));
    expect(team.teamInfo).toBe('Đội khối 4 – Trường Tiểu học Phù Đổng');
    const keys = team.members.map((m: { teamId: number; profileId: number }) => `${m.teamId}:${m.profileId}`);
    expect(new Set(keys).size).toBe(keys.length);
    const scores = team.members.map((m: { totalScore: number }) => m.totalScore);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });
});

import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { engines, useTestApp } from '../support/test-app';
import { expectOk, freshPhone, latestOtp } from '../user/user-test-kit';
import { ADMIN_PHONE, contestGet, contestLogin, roundIdByName } from './contest-kit';

/*
 * Issue 32 item 7: the contest registration stored names and class names raw ('<script>',
 * '=HYPERLINK(…)'), unlike the main app. Both now go through the same cleaning (cleanPersonName),
 * and the XLSX exports quote any cell a spreadsheet would read as a formula (rows stored before).
 */
describe.each(engines())('contest names are cleaned like main-app names (%s)', (engine) => {
  const t = useTestApp({ engine });

  it('registration stores a name and a class name without markup or a formula start', async () => {
    const phone = freshPhone('096');
    const school = await t.db.selectFrom('schools').select('id').orderBy('id').executeTakeFirstOrThrow();
    const form = {
      phone,
      name: '=HYPERLINK("http://evil.example","Bấm") <script>alert(1)</script> Vy',
      password: 'Matkhau123',
      schoolId: school.id,
      grade: 5,
      className: '@5C<b>',
    };
    expectOk(await t.app.inject({ method: 'POST', url: '/contest/api/contest/register', payload: form }));
    const otp = await latestOtp(t, phone);
    const session = expectOk(
      await t.app.inject({ method: 'POST', url: '/contest/api/contest/verify-otp', payload: { phone, otp } }),
    );
    const stored = 'HYPERLINK("http://evil.example","Bấm") scriptalert(1)/script Vy';
    expect(session.profile).toMatchObject({ name: stored, className: '5Cb' });
    const rows = await t.db
      .selectFrom('contest_profiles')
      .innerJoin('profiles', 'profiles.id', 'contest_profiles.profile_id')
      .select(['contest_profiles.name', 'contest_profiles.class_name', 'profiles.name as mainName'])
      .where('contest_profiles.id', '=', session.profile.id)
      .execute();
    expect(rows).toEqual([{ name: stored, class_name: '5Cb', mainName: stored }]);
  });

  it('the XLSX export quotes a stored name that would start a formula', async () => {
    const admin = await contestLogin(t, ADMIN_PHONE);
    const round = await roundIdByName(t, 'Vòng 1');
    const pupil = await t.db
      .selectFrom('contest_results')
      .select('contest_profile_id')
      .where('round_id', '=', round)
      .where('school_id', '=', admin.profile.schoolId as number)
      .executeTakeFirstOrThrow();
    // A row written before names were cleaned.
    const legacy = '=HYPERLINK("http://evil.example","Bấm")';
    await t.db
      .updateTable('contest_profiles')
      .set({ name: legacy, class_name: '-3A' })
      .where('id', '=', pupil.contest_profile_id)
      .execute();
    const res = await contestGet(t, `/api/contest/ranking/export/school?roundId=${round}`, admin.token);
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const cells = [];
    for (let i = 2; i <= sheet.rowCount; i += 1)
      cells.push(sheet.getRow(i).getCell(3), sheet.getRow(i).getCell(4));
    expect(cells.map((cell) => cell.value)).toEqual(expect.arrayContaining([`'${legacy}`, "'-3A"]));
    expect(cells.filter((cell) => cell.type !== ExcelJS.ValueType.String && cell.value !== null)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  contestAutoLogin,
  contestLogin,
  contestRegister,
  contestSendOtp,
  contestVerifyOtp,
} from '../../src/api/contest/contest-auth';
import {
  getContestRound,
  getSchoolStudentNumber,
  getUserContestData,
  getZaloRoundInfo,
} from '../../src/api/contest/contest-data';
import { exportProvinceRanking, exportSchoolRanking } from '../../src/api/contest/contest-exports';
import { findProvincesByPhone, findSchoolsByPhone } from '../../src/api/contest/contest-lookup';
import {
  getProvinceRanking,
  getSchoolGradeRanking,
  getSchoolProvinceRanking,
  getStudentProvinceRanking,
  getStudentSchoolRanking,
} from '../../src/api/contest/contest-rankings';
import { getContestSchools, getListSchool } from '../../src/api/lms/schools';
import { checkTutorVip } from '../../src/api/lms/tutor';
import { setupApiHarness } from './support/api-harness';

const harness = setupApiHarness();
const CONTEST_TOKEN = 'contest-token-1';

describe('LMS endpoints', () => {
  it('checkTutorVip sends the bearer access token to /lms/api/auth/lms/tutor/check-vip', async () => {
    harness.session.user = { phone: '0901000001' };
    harness.session.accessToken = 'acc-1';
    harness.server.respond(() => ({ body: { errorCode: 0, message: 'OK', data: { isVip: true } } }));
    await expect(checkTutorVip(12)).resolves.toEqual({ errorCode: 0, message: 'OK', data: { isVip: true } });
    const request = harness.server.last();
    expect(request.path).toBe('/lms/api/auth/lms/tutor/check-vip');
    expect(request.query.get('profileId')).toBe('12');
    expect(request.headers.authorization).toBe('Bearer acc-1');
  });

  it.each([
    [
      'getListSchool',
      () => getListSchool('79'),
      '/lms/api/get-list-school/get-list-school',
      { provinceCode: '79' },
    ],
    ['getContestSchools', () => getContestSchools(1), '/lms/api/contest/schools/list', { provinceId: '1' }],
  ] as const)('%s reads the text answer as JSON', async (_name, call, path, query) => {
    const envelope = { errorCode: 0, message: 'OK', data: [{ id: 1, name: 'Tiểu học Kim Đồng' }] };
    // Served as text/plain: the helper must not depend on the content type to parse it.
    harness.server.respond(() => ({
      body: JSON.stringify(envelope),
      headers: { 'content-type': 'text/plain' },
    }));
    await expect(call()).resolves.toEqual(envelope);
    const request = harness.server.last();
    expect(request.path).toBe(path);
    expect(Object.fromEntries(request.query)).toEqual(query);
  });

  it('getListSchool throws on a body that is not JSON', async () => {
    harness.server.respond(() => ({ status: 502, body: '<html>Bad gateway</html>' }));
    await expect(getListSchool('79')).rejects.toBeInstanceOf(SyntaxError);
  });
});

const CONTEST_ENDPOINTS = [
  ['contestRegister', () => contestRegister({ phone: '0901' }), 'POST', '/contest/api/contest/register', {}],
  ['contestSendOtp', () => contestSendOtp({ phone: '0901' }), 'POST', '/contest/api/contest/send-otp', {}],
  ['contestLogin', () => contestLogin({ phone: '0901' }), 'POST', '/contest/api/contest/login', {}],
  [
    'contestAutoLogin',
    () => contestAutoLogin({ phone: '0901' }),
    'POST',
    '/contest/api/contest/auto-login',
    {},
  ],
  [
    'contestVerifyOtp',
    () => contestVerifyOtp({ phone: '0901' }),
    'POST',
    '/contest/api/contest/verify-otp',
    {},
  ],
  [
    'getSchoolStudentNumber',
    () => getSchoolStudentNumber({ phone: '0901' }),
    'POST',
    '/contest/api/contest/schools/student-number',
    {},
  ],
  ['getContestRound', () => getContestRound(3), 'GET', '/contest/api/contest/round', { roundId: '3' }],
  [
    'getZaloRoundInfo',
    () => getZaloRoundInfo(3),
    'GET',
    '/contest/api/contest/zalo-mini-app/round/info',
    { roundId: '3' },
  ],
  [
    'getProvinceRanking',
    () => getProvinceRanking({ roundId: 3 }),
    'GET',
    '/contest/api/contest/ranking/province',
    { roundId: '3' },
  ],
  [
    'getSchoolGradeRanking',
    () => getSchoolGradeRanking({ roundId: 3, gradeId: 5 }),
    'GET',
    '/contest/api/contest/ranking/school/grade',
    { roundId: '3', gradeId: '5' },
  ],
  [
    'getSchoolProvinceRanking',
    () => getSchoolProvinceRanking({ provinceId: 1 }),
    'GET',
    '/contest/api/contest/ranking/school/province',
    { provinceId: '1' },
  ],
  [
    'getStudentSchoolRanking',
    () => getStudentSchoolRanking({ schoolId: 9, page: 0, size: 20 }),
    'GET',
    '/contest/api/contest/ranking/student/school',
    { schoolId: '9', page: '0', size: '20' },
  ],
  [
    'getStudentProvinceRanking',
    () => getStudentProvinceRanking(),
    'GET',
    '/contest/api/contest/ranking/student/province',
    {},
  ],
  [
    'findSchoolsByPhone',
    () => findSchoolsByPhone('0901000004'),
    'GET',
    '/contest/api/contest/schools/find-by-phone',
    { phoneNumber: '0901000004' },
  ],
  [
    'findProvincesByPhone',
    () => findProvincesByPhone('0901000004'),
    'GET',
    '/contest/api/contest/provinces/find-by-phone',
    { phoneNumber: '0901000004' },
  ],
] as const;

describe('contest endpoints: path, query and contest token (SPEC §7)', () => {
  it.each(CONTEST_ENDPOINTS)('%s', async (_name, call, method, path, query) => {
    harness.session.contestToken = CONTEST_TOKEN;
    await call();
    const request = harness.server.last();
    expect(request.method).toBe(method);
    expect(request.path).toBe(path);
    expect(Object.fromEntries(request.query)).toEqual(query);
    expect(request.headers.authorization).toBe(CONTEST_TOKEN);
    if (method === 'POST') expect(JSON.parse(request.text)).toEqual({ phone: '0901' });
  });

  it('getUserContestData sends the session access headers, not the contest token, and answers isContest', async () => {
    harness.session.user = { phone: '0901000004' };
    harness.session.accessToken = 'access-4';
    harness.session.contestToken = null;
    harness.server.respond(() => ({ body: { errorCode: 0, message: 'OK', data: { isContest: true } } }));
    await expect(getUserContestData(4)).resolves.toMatchObject({ data: { isContest: true } });
    const request = harness.server.last();
    expect(request.path).toBe('/contest/api/contest/user-contest-data');
    expect(Object.fromEntries(request.query)).toEqual({ profileId: '4' });
    expect(request.headers.access_token).toBe('access-4');
    expect(request.headers.access_user).toBe('0901000004');
    expect(request.headers.authorization).toBeUndefined();
  });
});

describe('ranking exports', () => {
  it.each([
    ['exportSchoolRanking', exportSchoolRanking, '/contest/api/contest/ranking/export/school'],
    ['exportProvinceRanking', exportProvinceRanking, '/contest/api/contest/ranking/export/province'],
  ] as const)(
    '%s answers the file with its name and sends the contest token',
    async (_name, exportRanking, path) => {
      harness.session.contestToken = CONTEST_TOKEN;
      const bytes = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0xff, 0x00, 0x10]);
      harness.server.respond(() => ({
        body: bytes,
        headers: {
          'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'content-disposition': `attachment; filename="bxh.xlsx"; filename*=UTF-8''b%E1%BA%A3ng-x%E1%BA%BFp-h%E1%BA%A1ng.xlsx`,
        },
      }));
      const file = await exportRanking({ roundId: 3 });
      expect(Buffer.from(await file.blob.arrayBuffer())).toEqual(bytes);
      expect(file.blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(file.fileName).toBe('bảng-xếp-hạng.xlsx');
      const request = harness.server.last();
      expect(request.path).toBe(path);
      expect(request.query.get('roundId')).toBe('3');
      expect(request.headers.authorization).toBe(CONTEST_TOKEN);
    },
  );

  it.each([
    [401, 'Unauthorized'],
    [500, 'Internal Server Error'],
    [503, 'Maintenance Window'],
  ])('throws "Export failed: <status text>" on %i', async (status, statusText) => {
    harness.server.respond(() => ({
      status,
      statusText,
      body: { errorCode: status, message: 'x', data: null },
    }));
    await expect(exportSchoolRanking()).rejects.toThrow(new Error(`Export failed: ${statusText}`));
  });

  it('reads a plain filename when no encoded one is given', async () => {
    harness.server.respond(() => ({
      body: 'a,b\n1,2\n',
      headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="province.csv"' },
    }));
    const file = await exportProvinceRanking();
    expect(file.fileName).toBe('province.csv');
    expect(await file.blob.text()).toBe('a,b\n1,2\n');
  });
});

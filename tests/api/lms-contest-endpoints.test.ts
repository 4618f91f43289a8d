import { describe, expect, it } from 'vitest';
import { getUserContestData } from '../../src/api/contest/contest-data';
import { getContestSchools, getListSchool } from '../../src/api/lms/schools';
import { checkTutorVip } from '../../src/api/lms/tutor';
import { setupApiHarness } from './support/api-harness';

const harness = setupApiHarness();

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

describe('contest endpoints (SPEC §7)', () => {
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

import { describe, expect, it } from 'vitest';
import { SIGN_UP_TRIAL_DAYS } from '../../../src/domain/constants';
import { engines, useTestApp } from '../support/test-app';
import {
  authHeaders,
  expectError,
  expectOk,
  freshPhone,
  latestOtp,
  skipCooldown,
  verifiedRegistration,
} from '../user/user-test-kit';

const DAY_MS = 86_400_000;

/**
 * Issue 31 (ADR 0015): the sign-up page promises a free trial account. A new account gets a trial
 * licence of its grade's AI course for SIGN_UP_TRIAL_DAYS, in the registration's transaction, once per
 * phone (deleting the account and signing up again gives none), none for a grade without an AI course.
 */
describe.each(engines())('sign-up trial licence (%s)', (engine) => {
  const t = useTestApp({ engine });

  async function signUp(phone: string, grade: number) {
    const verificationToken = await verifiedRegistration(t, phone);
    const data = expectOk(
      await t.app.inject({
        method: 'POST',
        url: '/main/user/register-confirm-v2',
        payload: { phone, name: 'Phạm Quỳnh Chi', grade, password: 'HocVui2024', verificationToken },
      }),
    );
    return { phone, accessToken: data.accessToken as string };
  }

  const get = (url: string, session: { phone: string; accessToken: string }) =>
    t.app.inject({ method: 'GET', url: `/main${url}`, headers: authHeaders(session) });

  it('gives a new grade-2 account 7 days of EN-AI-G2 as a trial, shown in Courses and on the schedule page', async () => {
    const before = t.clock.now();
    const session = await signUp(freshPhone(), 2);
    const { licences } = expectOk(await get('/user/courses', session));
    expect(licences).toEqual([
      expect.objectContaining({ licenseCode: 'EN-AI-G2', isTrial: true, status: 'trial', source: 'trial' }),
    ]);
    const endMs = Date.parse(licences[0].endTime);
    expect(endMs).toBeGreaterThanOrEqual(before + SIGN_UP_TRIAL_DAYS * DAY_MS);
    expect(endMs).toBeLessThanOrEqual(t.clock.now() + SIGN_UP_TRIAL_DAYS * DAY_MS);

    const catalogue = expectOk(await get('/user/class-schedules', session)) as Array<{
      code: string;
      licenceValid: boolean;
      trialEndsAt: string | null;
    }>;
    // SPEC §5: a trial is not a valid subject licence; the schedule page offers the way forward.
    expect(catalogue.find((c) => c.code === 'AI-G2')).toMatchObject({
      licenceValid: false,
      trialEndsAt: licences[0].endTime,
    });
    expect(catalogue.find((c) => c.code === 'CAMBRIDGE-STARTERS')).toMatchObject({ trialEndsAt: null });
  });

  it('gives one trial per phone: a deleted account signing up again gets none', async () => {
    const phone = freshPhone();
    const first = await signUp(phone, 3);
    await skipCooldown(t, phone);
    expectOk(
      await t.app.inject({
        method: 'POST',
        url: '/main/user/delete-account/request',
        headers: authHeaders(first),
        payload: {},
      }),
    );
    const otp = await latestOtp(t, phone);
    expectOk(
      await t.app.inject({
        method: 'POST',
        url: '/main/user/delete-account/confirm',
        headers: authHeaders(first),
        payload: { otp },
      }),
    );
    await skipCooldown(t, phone);
    const again = await signUp(phone, 3);
    expect(expectOk(await get('/user/courses', again)).licences).toEqual([]);
    // Only a keyed hash of the phone is kept.
    const grants = await t.db.selectFrom('trial_grants').select('phone_hash').execute();
    expect(grants.length).toBeGreaterThan(0);
    for (const grant of grants) expect(grant.phone_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(grants.some((g) => g.phone_hash.includes(phone))).toBe(false);
  });

  it('gives no trial for a grade without an AI course', async () => {
    const session = await signUp(freshPhone(), 8);
    expect(expectOk(await get('/user/courses', session)).licences).toEqual([]);
  });

  it('still refuses a weekly seat on the trial alone (SPEC §5), without writing anything', async () => {
    const session = await signUp(freshPhone(), 2);
    const catalogue = expectOk(await get('/user/class-schedules', session)) as Array<{
      code: string;
      levels: Array<{ slots: Array<{ id: number }> }>;
    }>;
    const slot = catalogue.find((c) => c.code === 'AI-G2')?.levels[0]?.slots[0];
    expect(slot).toBeDefined();
    expectError(
      await t.app.inject({
        method: 'POST',
        url: '/main/user/save-schedules',
        headers: authHeaders(session),
        payload: { schedule_id: slot?.id, action: 1 },
      }),
      403,
    );
    expect(expectOk(await get('/user/courses', session)).enrolments).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { verifyOtp } from '../../../server/auth/otp';
import { withRegistrationVerification } from '../../../server/auth/registration-verification.repository';
import { AppError } from '../../../server/http/envelope';
import { ERROR_CODES } from '../../../server/http/error-codes';
import { writeAccountWithSession } from '../../../server/user/login.repository';
import { engines, useTestApp } from '../support/test-app';
import { expectOk, freshPhone, latestOtp, verifiedRegistration } from './user-test-kit';

const details = { name: 'Bé Na', grade: 2, password: 'Matkhau123' };

/**
 * A sign-up spends its phone's proof (the OTP, or register-verify-otp's token) in the transaction that
 * writes the account: when the write fails, here because another sign-up took the phone between the
 * route's check and the insert, the proof is not spent and works once the phone is free again.
 */
describe.each(engines())('sign-up proof spent with the account (%s)', (engine) => {
  const t = useTestApp({ engine });

  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/main${url}`, payload });
  const account = (phone: string) => ({ phone, name: 'Người khác', grade: 1, source: 1, passwordHash: 'x' });
  /** Another account takes the phone meanwhile; answers how to give it back. */
  async function takenMeanwhile(phone: string) {
    await t.db.insertInto('users').values({ phone, name: 'Người khác' }).execute();
    return () => t.db.deleteFrom('users').where('phone', '=', phone).execute();
  }
  const conflict = expect.objectContaining({
    statusCode: 409,
    errorCode: ERROR_CODES.PHONE_ALREADY_REGISTERED,
  });

  it('register-verify-otp proof: a write that fails leaves it unspent', async () => {
    const phone = freshPhone();
    const token = await verifiedRegistration(t, phone);
    const release = await takenMeanwhile(phone);
    await expect(
      withRegistrationVerification(t.db, phone, token, (trx) => writeAccountWithSession(trx, account(phone))),
    ).rejects.toEqual(conflict);
    await release();
    expectOk(await post('/user/register-confirm-v2', { ...details, phone, verificationToken: token }));
    // …and only once.
    expect(await withRegistrationVerification(t.db, phone, token, async () => 'written')).toBeNull();
  });

  it('OTP: a write that fails leaves the code unspent', async () => {
    const phone = freshPhone();
    expectOk(await post('/user/register', { phone }));
    const otp = await latestOtp(t, phone);
    const release = await takenMeanwhile(phone);
    await expect(
      verifyOtp(t.db, phone, 'register', otp, (trx) => writeAccountWithSession(trx, account(phone))),
    ).rejects.toBeInstanceOf(AppError);
    await release();
    expectOk(await post('/user/register-confirm', { ...details, phone, otp }));
  });
});

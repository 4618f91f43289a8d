import { describe, expect, it } from 'vitest';
import {
  contestAuthTestModel,
  exampleContestProfile,
  exampleRegisterForm,
} from '../../src/machines/contest-auth/contest-auth.test-model';
import { EnvelopeError } from '../../src/machines/shared/api-result';
import { itCoversEveryStateAndTransition } from './support/generated-paths-suite';
import { MachineHarness } from './support/machine-harness';

const start = (storedToken: string | null = null) =>
  new MachineHarness(contestAuthTestModel, { storedToken, hasMainSession: true }).start();
const session = { token: 'fresh-token', profile: exampleContestProfile };

describe('contest auth machine', () => {
  itCoversEveryStateAndTransition(contestAuthTestModel);

  it('logs in with phone and password, stores the contest token, then loads the contest home', async () => {
    const h = start();
    expect(h.value).toEqual({ signedOut: 'login' });
    h.send({ type: 'login.submitted', phone: '0901000004', password: 'Uniclass@123' });
    await h.resolve('login', session);
    expect(h.actionsOf('storeToken').map((a) => a.params)).toEqual([{ token: 'fresh-token' }]);
    expect(h.value).toEqual({ signedIn: 'loadingHome' });
    await h.resolve('fetchHome', { rounds: [], team: null, results: {} });
    expect(h.value).toEqual({ signedIn: 'ready' });
    expect(h.snapshot.context.profile).toEqual(exampleContestProfile);
  });

  it('shows the server’s message when login is refused and keeps the form', async () => {
    const h = start();
    h.send({ type: 'login.submitted', phone: '0901000004', password: 'sai' });
    await h.reject('login', new EnvelopeError(2002, 'Số điện thoại hoặc mật khẩu không đúng'));
    expect(h.value).toEqual({ signedOut: 'login' });
    expect(h.snapshot.context.error).toBe('Số điện thoại hoặc mật khẩu không đúng');
  });

  it('register → OTP → verify sends the registered phone with the code', async () => {
    const h = start();
    h.send({ type: 'register.opened' });
    h.send({ type: 'register.submitted', form: exampleRegisterForm });
    await h.resolve('register', { sent: true, expiresInSeconds: 300 });
    expect(h.value).toEqual({ signedOut: 'awaitingOtp' });
    h.send({ type: 'otp.submitted', otp: '654321' });
    expect(h.promises.started.at(-1)).toEqual({
      id: 'verifyOtp',
      input: { phone: '0961234567', otp: '654321' },
    });
    await h.resolve('verifyOtp', session);
    expect(h.value).toEqual({ signedIn: 'loadingHome' });
  });

  it('a stored token that is no longer valid is cleared and the pupil signs in again', async () => {
    const h = start('old-token');
    expect(h.value).toBe('checkingToken');
    await h.reject('fetchMe', new EnvelopeError(2003, 'Phiên đăng nhập đã hết hạn'));
    expect(h.actionsOf('clearToken')).toHaveLength(1);
    expect(h.value).toEqual({ signedOut: 'login' });
  });
});

import { describe, expect, it } from 'vitest';
import { CONTEST_SCHOOL_SEARCH_DEBOUNCE_MS } from '../../src/domain/contest';
import { CONTEST_GATE_MESSAGES } from '../../src/machines/contest-auth/contest-auth.machine';
import {
  contestAuthTestModel,
  exampleContestProfile,
  exampleRegisterForm,
  exampleSchool,
  exampleSchoolPage,
} from '../../src/machines/contest-auth/contest-auth.test-model';
import { EnvelopeError } from '../../src/machines/shared/api-result';
import { itCoversEveryStateAndTransition } from './support/generated-paths-suite';
import { MachineHarness } from './support/machine-harness';

const start = (storedToken: string | null = null) =>
  new MachineHarness(contestAuthTestModel, { storedToken, hasMainSession: true }).start();
const session = { token: 'fresh-token', profile: exampleContestProfile };

/** Types into the gate's fields as the pupil would (one event a field). */
function type(h: MachineHarness, fields: Record<string, string>) {
  for (const [field, value] of Object.entries(fields)) h.send({ type: 'field.changed', field, value });
}

/** The registration form of `exampleRegisterForm`, typed with spaces around the text; the school is picked separately. */
const typedRegistration = {
  name: ` ${exampleRegisterForm.name} `,
  phone: ` ${exampleRegisterForm.phone} `,
  password: exampleRegisterForm.password,
  grade: String(exampleRegisterForm.grade),
  className: ` ${exampleRegisterForm.className} `,
};

describe('contest auth machine', () => {
  // Simple paths explode with the school picker's states; shortest paths plus one per transition cover all.
  itCoversEveryStateAndTransition(contestAuthTestModel);

  it('logs in with phone and password, stores the contest token, then loads the contest home', async () => {
    const h = start();
    expect(h.value).toEqual({ signedOut: 'login' });
    type(h, { phone: ' 0901000004 ', password: 'Uniclass@123' });
    h.send({ type: 'login.submitted' });
    expect(h.promises.inputOf('login')).toEqual({ phone: '0901000004', password: 'Uniclass@123' });
    await h.resolve('login', session);
    expect(h.actionsOf('storeToken').map((a) => a.params)).toEqual([{ token: 'fresh-token' }]);
    expect(h.value).toEqual({ signedIn: 'loadingHome' });
    await h.resolve('fetchHome', { rounds: [], team: null, results: {} });
    expect(h.value).toEqual({ signedIn: 'ready' });
    expect(h.snapshot.context.profile).toEqual(exampleContestProfile);
  });

  it('shows the server’s message when login is refused and keeps the form', async () => {
    const h = start();
    type(h, { phone: '0901000004', password: 'sai' });
    h.send({ type: 'login.submitted' });
    await h.reject('login', new EnvelopeError(2002, 'Số điện thoại hoặc mật khẩu không đúng'));
    expect(h.value).toEqual({ signedOut: 'login' });
    expect(h.snapshot.context.error).toBe('Số điện thoại hoặc mật khẩu không đúng');
    expect(h.snapshot.context.fields).toMatchObject({ phone: '0901000004', password: 'sai' });
  });

  it('the forms start empty at every sign-in: what was typed is gone after a logout', async () => {
    const h = start();
    type(h, { phone: '0901000004', password: 'Uniclass@123', otp: '1' });
    h.send({ type: 'login.submitted' });
    await h.resolve('login', session);
    h.send({ type: 'logout.requested' });
    expect(h.value).toEqual({ signedOut: 'login' });
    expect(h.snapshot.context.fields).toEqual({
      phone: '',
      password: '',
      otp: '',
      name: '',
      grade: '',
      className: '',
    });
  });

  it('a registration without a school is refused in the form, with the picker’s message', async () => {
    const h = start();
    h.send({ type: 'register.opened' });
    type(h, typedRegistration);
    h.send({ type: 'register.submitted' });
    expect(h.value).toEqual({ signedOut: { register: 'noProvince' } });
    expect(h.snapshot.context.schoolError).toBe(CONTEST_GATE_MESSAGES.missingSchool);
    expect(h.snapshot.context.schoolError).toBe('Vui lòng chọn trường');
    expect(h.promises.started.map((p) => p.id)).not.toContain('register');
    // Back to login and again to the form: the message and what was typed stay until a sign-in.
    h.send({ type: 'login.opened' });
    h.send({ type: 'register.opened' });
    expect(h.snapshot.context.schoolError).toBe('Vui lòng chọn trường');
    expect(h.snapshot.context.fields.name).toBe(typedRegistration.name);
  });

  it('register → OTP → verify sends the registered phone with the code', async () => {
    const h = start();
    h.send({ type: 'register.opened' });
    type(h, typedRegistration);
    h.send({ type: 'register.schoolSelected', school: exampleSchool });
    h.send({ type: 'register.submitted' });
    expect(h.promises.inputOf('register')).toEqual(exampleRegisterForm);
    expect(h.snapshot.context.schoolError).toBeNull();
    await h.resolve('register', { sent: true, expiresInSeconds: 300 });
    expect(h.value).toEqual({ signedOut: 'awaitingOtp' });
    type(h, { otp: ' 654321 ' });
    h.send({ type: 'otp.submitted' });
    expect(h.promises.started.at(-1)).toEqual({
      id: 'verifyOtp',
      input: { phone: '0961234567', otp: '654321' },
    });
    await h.resolve('verifyOtp', session);
    expect(h.value).toEqual({ signedIn: 'loadingHome' });
  });

  it('a class name of only spaces is not sent (it is optional)', () => {
    const h = start();
    h.send({ type: 'register.opened' });
    type(h, { ...typedRegistration, className: '   ' });
    h.send({ type: 'register.schoolSelected', school: exampleSchool });
    h.send({ type: 'register.submitted' });
    const { className: _omitted, ...withoutClass } = exampleRegisterForm;
    expect(h.promises.inputOf('register')).toEqual(withoutClass);
  });

  it('a stored token that is no longer valid is cleared and the pupil signs in again', async () => {
    const h = start('old-token');
    expect(h.value).toBe('checkingToken');
    await h.reject('fetchMe', new EnvelopeError(2003, 'Phiên đăng nhập đã hết hạn'));
    expect(h.actionsOf('clearToken')).toHaveLength(1);
    expect(h.value).toEqual({ signedOut: 'login' });
  });

  describe('school picker of the registration form', () => {
    const registering = () => {
      const h = start();
      h.send({ type: 'register.opened' });
      return h;
    };
    const searches = (h: MachineHarness) =>
      h.promises.started.filter((p) => p.id === 'searchSchools').map((p) => p.input);

    it('waits for a province, then lists its first page of schools', async () => {
      const h = registering();
      expect(h.value).toEqual({ signedOut: { register: 'noProvince' } });
      h.send({ type: 'register.schoolQueryChanged', query: 'phu' });
      expect(searches(h)).toEqual([]);
      h.send({ type: 'register.provinceSelected', provinceId: 4 });
      expect(h.value).toEqual({ signedOut: { register: 'loadingSchools' } });
      expect(searches(h)).toEqual([{ provinceId: 4, page: 0, size: 20 }]);
      await h.resolve('searchSchools', exampleSchoolPage);
      expect(h.value).toEqual({ signedOut: { register: 'schoolsShown' } });
      expect(h.snapshot.context.schoolPicker.result).toEqual(exampleSchoolPage);
    });

    it('searches once the pupil stops typing, from the first page', async () => {
      const h = registering();
      h.send({ type: 'register.provinceSelected', provinceId: 4 });
      await h.resolve('searchSchools', exampleSchoolPage);
      h.send({ type: 'register.schoolPageRequested', page: 1 });
      await h.resolve('searchSchools', { ...exampleSchoolPage, page: 1 });
      h.send({ type: 'register.schoolQueryChanged', query: 'p' });
      h.advance(CONTEST_SCHOOL_SEARCH_DEBOUNCE_MS - 100);
      h.send({ type: 'register.schoolQueryChanged', query: 'phu dong' });
      h.advance(CONTEST_SCHOOL_SEARCH_DEBOUNCE_MS - 100);
      expect(h.value).toEqual({ signedOut: { register: 'typing' } });
      expect(searches(h)).toHaveLength(2);
      h.advance(100);
      expect(h.value).toEqual({ signedOut: { register: 'loadingSchools' } });
      expect(searches(h).at(-1)).toEqual({ provinceId: 4, q: 'phu dong', page: 0, size: 20 });
    });

    it('pages only to pages that exist; a failed load can be retried', async () => {
      const h = registering();
      h.send({ type: 'register.provinceSelected', provinceId: 4 });
      await h.resolve('searchSchools', exampleSchoolPage);
      h.send({ type: 'register.schoolPageRequested', page: 3 });
      h.send({ type: 'register.schoolPageRequested', page: -1 });
      expect(h.value).toEqual({ signedOut: { register: 'schoolsShown' } });
      h.send({ type: 'register.schoolPageRequested', page: 2 });
      expect(searches(h).at(-1)).toEqual({ provinceId: 4, page: 2, size: 20 });
      await h.reject(
        'searchSchools',
        new EnvelopeError(1029, 'Bạn thao tác quá nhanh, vui lòng thử lại sau'),
      );
      expect(h.value).toEqual({ signedOut: { register: 'schoolsFailed' } });
      expect(h.snapshot.context.schoolPicker.error).toBe('Bạn thao tác quá nhanh, vui lòng thử lại sau');
      h.send({ type: 'register.schoolsRetryRequested' });
      expect(searches(h).at(-1)).toEqual({ provinceId: 4, page: 2, size: 20 });
      await h.resolve('searchSchools', { ...exampleSchoolPage, page: 2 });
      expect(h.snapshot.context.schoolPicker.error).toBeNull();
    });

    it('keeps the chosen school across searches and a refused registration; a new province clears it', async () => {
      const h = registering();
      h.send({ type: 'register.provinceSelected', provinceId: 4 });
      await h.resolve('searchSchools', exampleSchoolPage);
      h.send({ type: 'register.schoolSelected', school: exampleSchool });
      h.send({ type: 'register.schoolQueryChanged', query: 'le loi' });
      expect(h.snapshot.context.schoolPicker.selected).toEqual(exampleSchool);
      h.advance(CONTEST_SCHOOL_SEARCH_DEBOUNCE_MS);
      await h.resolve('searchSchools', exampleSchoolPage);
      type(h, typedRegistration);
      h.send({ type: 'register.submitted' });
      await h.reject('register', new EnvelopeError(3001, 'Số điện thoại đã có tài khoản'));
      // Back on the form with its school list and choice; no new search.
      expect(h.value).toEqual({ signedOut: { register: 'schoolsShown' } });
      expect(h.snapshot.context.schoolPicker).toMatchObject({ query: 'le loi', selected: exampleSchool });
      expect(searches(h)).toHaveLength(2);
      h.send({ type: 'register.provinceSelected', provinceId: 7 });
      expect(h.snapshot.context.schoolPicker).toMatchObject({ provinceId: 7, query: '', selected: null });
      h.send({ type: 'register.provinceSelected', provinceId: null });
      expect(h.value).toEqual({ signedOut: { register: 'noProvince' } });
    });
  });
});

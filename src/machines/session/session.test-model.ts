import { ERROR_CODES } from '../../contracts/error-codes';
import { EnvelopeError } from '../shared/api-result';
import {
  authPayloadFor,
  defaultProfileOf,
  familyUser,
  singleUser,
  userWithoutDefault,
} from '../shared/example-accounts';
import { type MachineTestModel, noopActions } from '../shared/machine-test-model';
import { sessionMachine } from './session.machine';
import type { SessionContext, SessionInput } from './session.types';

/** The actions the composition root must provide (the rest are assigns inside the machine). */
export const SESSION_INJECTED_ACTIONS = [
  'storeUser',
  'storeProfile',
  'storeProductToken',
  'storeAccessToken',
  'clearStoredSession',
  'redirect',
  'logError',
  'revokeServerSession',
] as const;

const loggedOutInput: SessionInput = { user: null, profile: null, hasAccessToken: false };
const storedSessionInput: SessionInput = {
  user: familyUser,
  profile: defaultProfileOf(familyUser),
  hasAccessToken: true,
};

const basicInfoResults = [
  { type: 'xstate.done.actor.refreshBasicInfo', example: { output: familyUser } },
  { type: 'xstate.done.actor.refreshBasicInfo', example: { output: null } },
  { type: 'xstate.done.actor.refreshBasicInfo', example: { output: userWithoutDefault } },
  { type: 'xstate.error.actor.refreshBasicInfo', example: { error: new Error('Network Error') } },
  { type: 'xstate.done.actor.landingBasicInfo', example: { output: familyUser } },
  { type: 'xstate.done.actor.landingBasicInfo', example: { output: singleUser } },
  { type: 'xstate.done.actor.landingBasicInfo', example: { output: userWithoutDefault } },
  { type: 'xstate.error.actor.landingBasicInfo', example: { error: new Error('Network Error') } },
];

export const sessionTestModel: MachineTestModel = {
  machine: sessionMachine,
  scenarios: [
    { name: 'no stored session', input: loggedOutInput },
    { name: 'stored user and cookie', input: storedSessionInput },
  ],
  examples: [
    { type: 'session.loginRequested', example: { phone: '0901000001', password: 'Uniclass@123' } },
    { type: 'session.loginRequested', example: { phone: '12345', password: 'Uniclass@123' } },
    { type: 'session.loginRequested', example: { phone: '0901000001', password: '' } },
    { type: 'session.tokenLoginRequested', example: { token: 'one-time-login-token' } },
    { type: 'session.logoutRequested' },
    { type: 'session.registered', example: { payload: authPayloadFor(singleUser) } },
    { type: 'session.userUpdated', example: { user: singleUser } },
    { type: 'xstate.done.actor.logIn', example: { output: authPayloadFor(familyUser) } },
    {
      type: 'xstate.error.actor.logIn',
      example: {
        error: new EnvelopeError(ERROR_CODES.INVALID_CREDENTIALS, 'Số điện thoại hoặc mật khẩu không đúng'),
      },
    },
    { type: 'xstate.done.actor.exchangeLoginToken', example: { output: authPayloadFor(singleUser) } },
    {
      type: 'xstate.error.actor.exchangeLoginToken',
      example: {
        error: new EnvelopeError(
          ERROR_CODES.LOGIN_TOKEN_INVALID,
          'Liên kết đăng nhập không hợp lệ hoặc đã hết hạn',
        ),
      },
    },
    ...basicInfoResults,
  ],
  // What a guard reads (several profiles decide the landing page) and whether an error shows;
  // the texts themselves would multiply simple paths without adding transitions.
  serializeState: (snapshot) => {
    const context = snapshot.context as SessionContext;
    return JSON.stringify({
      value: snapshot.value,
      severalProfiles: (context.user?.profiles.length ?? 0) > 1,
      error: context.error !== null,
    });
  },
  fakeActions: noopActions(SESSION_INJECTED_ACTIONS),
};

import type { EventObject } from 'xstate';
import type { User } from '../../../../src/domain/entities';
import { findDefaultProfile } from '../../../../src/domain/profile';
import type { MachineUiModel } from '../ui-model';

const profileButton = { role: 'button', name: /^Hồ sơ: / };
const visitorLogin = { role: 'link', name: 'Vào học', exact: true };
const loginButton = { role: 'button', name: /Đăng nhập/ };

const outputUser = (event: EventObject) => (event as EventObject & { output?: User | null }).output;
/** basic-info answers with a user none of whose profiles is the default (SPEC §7: logged out). */
const lacksDefaultProfile = (event: EventObject) => {
  const user = outputUser(event);
  return user != null && !findDefaultProfile(user.profiles);
};

/** What the page shows in each session state and how a user causes each session event (SPEC §4). */
export const sessionUiModel: MachineUiModel = {
  machine: 'session',
  machineId: 'session',
  scenarios: {
    'no stored session': { setup: [{ goto: '/dang-nhap' }] },
    // A real sign-up stores the session; the reload starts the app from it (refreshing basic-info). A
    // fresh account, because paths rename its holder and take its default profile away.
    'stored user and cookie': {
      setup: [{ fixture: 'signUpFreshAccount' }, { holdRequests: true }, { reload: true }],
    },
  },
  states: {
    loggedOut: {
      shows: "the visitor header ('Vào học'), no profile menu",
      checks: [{ visible: visitorLogin }, { hidden: profileButton }],
    },
    loggingIn: {
      shows: "the login button busy ('Đang xử lý'), fields read-only",
      checks: [
        { attribute: loginButton, name: 'aria-busy', equals: 'true' },
        { attribute: { label: 'Số điện thoại' }, name: 'readonly', equals: '' },
      ],
    },
    tokenLoggingIn: {
      shows: "the token login page: 'Đang đăng nhập…'",
      checks: [{ visible: { text: 'Đang đăng nhập…' } }, { hidden: profileButton }],
    },
    'loggedIn.landing': {
      shows: "the user header and a spinner ('Đang vào lớp' on /dang-nhap, 'Đang đăng nhập' on /login/…)",
      checks: [
        { visible: profileButton },
        { visible: { role: 'status', name: /Đang vào lớp|Đang đăng nhập/ } },
      ],
    },
    'loggedIn.refreshing': {
      shows: 'the stored user in the header while basic-info reloads',
      checks: [{ visible: profileButton }, { hidden: visitorLogin }],
    },
    'loggedIn.ready': {
      shows: 'the user header with the profile menu, no visitor links',
      checks: [{ visible: profileButton }, { hidden: visitorLogin }],
    },
  },
  events: [
    {
      type: 'session.loginRequested',
      actions: [
        { click: visitorLogin },
        {
          fill: { label: 'Số điện thoại' },
          with: (e) => String((e as EventObject & { phone: string }).phone),
        },
        {
          fill: { label: 'Mật khẩu', exact: true },
          with: (e) => String((e as EventObject & { password: string }).password),
        },
        { click: loginButton },
      ],
    },
    // A real one-time link of the parent (POST /main/user/login-token), opened in this browser.
    { type: 'session.tokenLoginRequested', actions: [{ fixture: 'openOneTimeLoginLink' }] },
    {
      type: 'session.logoutRequested',
      actions: [{ click: profileButton }, { click: { role: 'menuitem', name: 'Đăng xuất' } }],
    },
    // The real sign-up of a fresh phone through its SMS OTP; 'Đăng ký' logs the new account in.
    { type: 'session.registered', actions: [{ fixture: 'submitFreshSignUp' }] },
    // The account holder renamed elsewhere; another tab of this browser stores the fresh user.
    { type: 'session.userUpdated', actions: [{ fixture: 'storeEditedUserInAnotherTab' }] },
    {
      type: 'xstate.done.actor.landingBasicInfo',
      when: lacksDefaultProfile,
      actions: [{ fixture: 'unsetDefaultProfileOfBrowserAccount' }, { release: 'landingBasicInfo' }],
    },
    {
      // The stored session was logged out on the server (another device): basic-info answers 401.
      type: 'xstate.done.actor.refreshBasicInfo',
      when: (e) => outputUser(e) === null,
      actions: [{ fixture: 'revokeBrowserSession' }, { release: 'refreshBasicInfo' }],
    },
    {
      type: 'xstate.done.actor.refreshBasicInfo',
      when: lacksDefaultProfile,
      actions: [{ fixture: 'unsetDefaultProfileOfBrowserAccount' }, { release: 'refreshBasicInfo' }],
    },
  ],
  requests: {
    logIn: { method: 'POST', url: (url) => url.pathname === '/main/user/login' },
    exchangeLoginToken: { method: 'POST', url: (url) => url.pathname === '/main/user/login-token/exchange' },
    landingBasicInfo: { url: (url) => url.pathname === '/main/user/basic-info' },
    refreshBasicInfo: { url: (url) => url.pathname === '/main/user/basic-info' },
  },
};

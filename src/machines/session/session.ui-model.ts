import type { EventObject } from 'xstate';
import type { User } from '../../domain/entities';
import type { MachineUiModel } from '../shared/ui-model';

const profileButton = { role: 'button', name: /^Hồ sơ: / };
const visitorLogin = { role: 'link', name: 'Vào học', exact: true };
const loginButton = { role: 'button', name: /Đăng nhập/ };

const outputUser = (event: EventObject) => (event as EventObject & { output?: User | null }).output;
const profilesOf = (event: EventObject) => outputUser(event)?.profiles.length ?? 0;
/** The login events of the paths carry the three-profile parent (0901000001), as the seed has it. */
const isParent = (event: EventObject) => profilesOf(event) === 3;

/** What the page shows in each session state and how a user causes each session event (SPEC §4). */
export const sessionUiModel: MachineUiModel = {
  machine: 'session',
  machineId: 'session',
  scenarios: {
    'no stored session': { setup: [{ goto: '/dang-nhap' }] },
    // A real login stores the session; the reload starts the app from it (refreshing basic-info).
    'stored user and cookie': {
      setup: [{ fixture: 'loginAsParent' }, { holdRequests: true }, { reload: true }],
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
    { type: 'session.registered', unsupported: 'registration is walked by the registration machine' },
    { type: 'session.userUpdated', unsupported: 'profile edits are walked by the profile-editor machine' },
    {
      type: 'xstate.done.actor.landingBasicInfo',
      when: (e) => !isParent(e),
      unsupported: 'the paths log in as the three-profile parent; basic-info answers with that user',
    },
    {
      // The stored session was logged out on the server (another device): basic-info answers 401.
      type: 'xstate.done.actor.refreshBasicInfo',
      when: (e) => outputUser(e) === null,
      actions: [{ fixture: 'revokeBrowserSession' }, { release: 'refreshBasicInfo' }],
    },
    {
      type: 'xstate.done.actor.refreshBasicInfo',
      when: (e) => !isParent(e),
      unsupported: "the stored session is the parent's, who has a default profile; no demo account lacks one",
    },
  ],
  requests: {
    logIn: { method: 'POST', url: (url) => url.pathname === '/main/user/login' },
    exchangeLoginToken: { method: 'POST', url: (url) => url.pathname === '/main/user/login-token/exchange' },
    landingBasicInfo: { url: (url) => url.pathname === '/main/user/basic-info' },
    refreshBasicInfo: { url: (url) => url.pathname === '/main/user/basic-info' },
  },
};

/**
 * The app as one statechart: the root invokes every app-wide machine and routes events between them,
 * so /qa/machines shows the whole app and no subscribe/send glue lives outside a machine.
 *
 * This is the one machine folder that imports other machines: it composes them. Their real
 * implementations are given with `appRootMachine.provide({ actors: { session: sessionMachine.provide(…) } })`
 * at the composition root (src/app); the test model replaces every child by a fake.
 */
import { assign, enqueueActions, fromCallback, matchesState, sendTo, setup } from 'xstate';
import { UNREAD_STREAM_RETRY_MS } from '../../domain/constants';
import type { User } from '../../domain/entities';
import { classPopupMachine } from '../class-popup/class-popup.machine';
import { earlyClassSessionsMachine } from '../early-class-sessions/early-class-sessions.machine';
import { layoutCheckMachine } from '../layout-check/layout-check.machine';
import { notificationsMachine } from '../notifications/notifications.machine';
import { postLoginChecksMachine } from '../post-login-checks/post-login-checks.machine';
import { profileSwitchMachine } from '../profile-switch/profile-switch.machine';
import { scheduleConfirmationMachine } from '../schedule-confirmation/schedule-confirmation.machine';
import { sessionMachine } from '../session/session.machine';
import { notProvidedAction, notProvidedActor } from '../shared/not-provided';
import type { RouteCheckInput } from '../shared/route-check';
import type { AppRootContext, AppRootEvent, AppRootInput, SessionPhase } from './app-root.types';

function notProvidedSource(name: string) {
  return fromCallback<AppRootEvent>(() => {
    throw new Error(`"${name}" is not provided: supply it with machine.provide() at the composition root`);
  });
}

function phaseOf(value: Parameters<typeof matchesState>[1]): SessionPhase {
  if (matchesState({ loggedIn: 'ready' }, value)) return 'ready';
  return matchesState('loggedIn', value) ? 'loggedIn' : 'loggedOut';
}

function routeCheckInput(context: AppRootContext): RouteCheckInput {
  return { pathname: context.pathname, user: context.user as User, profile: context.profile };
}

const logChildError = (child: string) => ({
  type: 'logError' as const,
  params: ({ event }: { event: { error: unknown } }) => ({ message: `${child} stopped`, error: event.error }),
});

/** A route check restarts on a new page while it still waits (see `routeChecks`). */
const restartOnNewPage = {
  guard: 'isNewPage' as const,
  target: 'running' as const,
  reenter: true,
  actions: 'followNewPage' as const,
};

/** One route check as a region of `checking`: the child machine runs once, until it finishes. */
function routeCheckRegion<const TSrc extends string>(
  src: TSrc,
  child: string,
  running: string,
  finished: string,
) {
  return {
    initial: 'running',
    states: {
      running: {
        meta: { description: running },
        invoke: {
          id: src,
          src,
          input: ({ context }: { context: AppRootContext }) => routeCheckInput(context),
          onDone: { target: 'finished' },
          onError: { target: 'finished', actions: logChildError(child) },
        },
        on: { 'route.changed': restartOnNewPage },
      },
      finished: { meta: { description: finished }, type: 'final' },
    },
  } as const;
}

export const appRootMachine = setup({
  types: {
    context: {} as AppRootContext,
    events: {} as AppRootEvent,
    input: {} as AppRootInput,
    children: {} as {
      session: 'session';
      profileSwitch: 'profileSwitch';
      notifications: 'notifications';
      scheduleConfirmation: 'scheduleConfirmation';
      classPopup: 'classPopup';
      postLoginChecks: 'postLoginChecks';
      layoutCheck: 'layoutCheck';
      routeChanges: 'routeChanges';
      crossTabProfileChanges: 'crossTabProfileChanges';
      crossTabUserChanges: 'crossTabUserChanges';
      fetchStreamTicket: 'fetchStreamTicket';
      unreadStream: 'unreadStream';
      earlyClassSessions: 'earlyClassSessions';
    },
  },
  actors: {
    session: sessionMachine,
    profileSwitch: profileSwitchMachine,
    notifications: notificationsMachine,
    scheduleConfirmation: scheduleConfirmationMachine,
    classPopup: classPopupMachine,
    postLoginChecks: postLoginChecksMachine,
    layoutCheck: layoutCheckMachine,
    routeChanges: notProvidedSource('routeChanges'),
    crossTabProfileChanges: notProvidedSource('crossTabProfileChanges'),
    crossTabUserChanges: notProvidedSource('crossTabUserChanges'),
    fetchStreamTicket: notProvidedActor<string>('fetchStreamTicket'),
    earlyClassSessions: earlyClassSessionsMachine,
    unreadStream: fromCallback<AppRootEvent, { ticket: string }>(() => {
      throw new Error(
        '"unreadStream" is not provided: supply it with machine.provide() at the composition root',
      );
    }),
  },
  actions: {
    openAppStore: notProvidedAction<void>('openAppStore'),
    rememberBannerClosed: notProvidedAction<void>('rememberBannerClosed'),
    followNewPage: assign(({ event }) =>
      event.type === 'route.changed' ? { pathname: event.pathname, checkedPath: event.pathname } : {},
    ),
    logError: notProvidedAction<{ message: string; error?: unknown }>('logError'),
  },
  guards: {
    hasProfile: ({ event }) => event.type === 'session.profileChanged' && event.profileId !== null,
    isNewPage: ({ context, event }) =>
      event.type === 'route.changed' && event.pathname !== context.checkedPath,
  },
  delays: { streamRetry: UNREAD_STREAM_RETRY_MS },
}).createMachine({
  id: 'appRoot',
  context: ({ input }) => ({
    startup: { session: input.session, notifications: input.notifications, classPopup: input.classPopup },
    pathname: input.pathname,
    sessionPhase: 'loggedOut',
    user: null,
    profile: null,
    notifiedProfileId: undefined,
    checkedPath: null,
    streamTicket: null,
    bannerClosed: input.bannerClosed,
    contestProfileName: null,
  }),
  // An error in an app-wide child is a defect: it reaches the root and the shell's error boundary.
  invoke: [
    {
      // Issue 17: the first page's class sessions leave now, just before the session's basic-info
      // (children start in this order, and starting the others takes a while on a slow phone).
      id: 'earlyClassSessions',
      systemId: 'earlyClassSessions',
      src: 'earlyClassSessions',
      input: ({ context }) => ({
        pathname: context.pathname,
        storedSession: context.startup.session.user !== null && context.startup.session.hasAccessToken,
        profileId: context.startup.session.profile?.id,
      }),
    },
    {
      id: 'session',
      systemId: 'session',
      src: 'session',
      input: ({ context }) => context.startup.session,
      /**
       * Each session snapshot: the notifications and the unread stream follow the default profile
       * (none while logged out), and the route checks hear when the session becomes ready or ends.
       */
      onSnapshot: {
        actions: enqueueActions(({ context, event, enqueue }) => {
          const { snapshot } = event;
          // Only a session machine has a state value (the inspector and path tests run a stand-in).
          if (snapshot.value === undefined) return;
          const phase = phaseOf(snapshot.value);
          const profileId = phase === 'loggedOut' ? null : (snapshot.context.profile?.id ?? null);
          enqueue.assign({
            sessionPhase: phase,
            user: snapshot.context.user,
            profile: snapshot.context.profile,
            notifiedProfileId: profileId,
          });
          if (profileId !== context.notifiedProfileId)
            enqueue.raise({ type: 'session.profileChanged', profileId });
          if (phase === 'ready' && context.sessionPhase !== 'ready')
            enqueue.raise({ type: 'session.readied' });
          if (phase === 'loggedOut' && context.sessionPhase !== 'loggedOut')
            enqueue.raise({ type: 'session.ended' });
        }),
      },
    },
    {
      id: 'profileSwitch',
      systemId: 'profileSwitch',
      src: 'profileSwitch',
    },
    {
      id: 'notifications',
      systemId: 'notifications',
      src: 'notifications',
      input: ({ context }) => context.startup.notifications,
    },
    {
      id: 'scheduleConfirmation',
      systemId: 'scheduleConfirmation',
      src: 'scheduleConfirmation',
    },
    {
      id: 'classPopup',
      systemId: 'classPopup',
      src: 'classPopup',
      input: ({ context }) => context.startup.classPopup,
    },
    { id: 'routeChanges', src: 'routeChanges' },
    { id: 'crossTabProfileChanges', src: 'crossTabProfileChanges' },
    // Another tab stored a fresh user (a redeem, a used frame, an edited profile): this tab's header follows.
    { id: 'crossTabUserChanges', src: 'crossTabUserChanges' },
  ],
  on: {
    'route.changed': {
      actions: [
        assign({ pathname: ({ event }) => event.pathname }),
        sendTo('earlyClassSessions', ({ event }) => event),
      ],
    },
    'profile.changedInAnotherTab': { actions: sendTo('profileSwitch', ({ event }) => event) },
    'session.registered': { actions: sendTo('session', ({ event }) => event) },
    'session.userUpdated': { actions: sendTo('session', ({ event }) => event) },
    'appStore.openRequested': { actions: 'openAppStore' },
    'banner.closeRequested': { actions: [assign({ bannerClosed: true }), 'rememberBannerClosed'] },
    'contest.profileChanged': { actions: assign({ contestProfileName: ({ event }) => event.name }) },
  },
  type: 'parallel',
  states: {
    /**
     * SPEC §4 post-login checks and layout check, once each time the session becomes ready. A check
     * still waiting when the page changes restarts with the new page (right after login the session
     * redirects, e.g. to /chon-ho-so where the checks are skipped); a finished check is not rerun
     * until the next login, so two checks can never bounce the user between their pages.
     */
    routeChecks: {
      meta: { description: 'Kiểm tra sau đăng nhập và kiểm tra lịch học, mỗi lần phiên sẵn sàng' },
      initial: 'waiting',
      on: { 'session.ended': { target: '.waiting' } },
      states: {
        waiting: {
          meta: { description: 'Chờ phiên đăng nhập sẵn sàng' },
          on: {
            'session.readied': {
              target: 'checking',
              actions: assign({ checkedPath: ({ context }) => context.pathname }),
            },
          },
        },
        checking: {
          meta: { description: 'Hai kiểm tra chạy song song cho trang đang mở' },
          type: 'parallel',
          onDone: { target: 'checked' },
          states: {
            postLogin: routeCheckRegion(
              'postLoginChecks',
              'post-login-checks',
              'Kiểm tra sau đăng nhập (1 giây) đang chạy',
              'Kiểm tra sau đăng nhập đã xong',
            ),
            layout: routeCheckRegion(
              'layoutCheck',
              'layout-check',
              'Kiểm tra lịch học (200 ms) đang chạy',
              'Kiểm tra lịch học đã xong',
            ),
          },
        },
        checked: { meta: { description: 'Đã kiểm tra xong; chờ lần đăng nhập sau' } },
      },
    },
    /**
     * The live unread count of the notifications: one EventSource per profile. A ticket is
     * single-use, so a broken stream waits `streamRetry` and asks for a new ticket.
     */
    unreadStream: {
      meta: { description: 'Luồng số thông báo chưa đọc của hồ sơ đang dùng' },
      initial: 'closed',
      on: {
        // Not `reenter`: re-entering a region of the parallel root re-enters every region (the
        // transition's domain is then the root), which restarted the route checks and the early
        // class-sessions request. The current child is exited all the same, so the ticket is new.
        'session.profileChanged': [
          {
            guard: 'hasProfile',
            target: '.connecting',
            actions: sendTo('notifications', ({ event }) => event),
          },
          { target: '.closed', actions: sendTo('notifications', ({ event }) => event) },
        ],
      },
      states: {
        closed: { meta: { description: 'Chưa đăng nhập: không có luồng' } },
        connecting: {
          meta: { description: 'Xin vé dùng một lần cho luồng' },
          invoke: {
            id: 'fetchStreamTicket',
            src: 'fetchStreamTicket',
            onDone: { target: 'open', actions: assign({ streamTicket: ({ event }) => event.output }) },
            // Offline or logged out: try again later; the list still shows its own count meanwhile.
            onError: { target: 'retrying' },
          },
        },
        open: {
          meta: { description: 'Luồng đang mở: mỗi số mới chuyển cho bảng thông báo' },
          invoke: {
            id: 'unreadStream',
            src: 'unreadStream',
            input: ({ context }) => ({ ticket: context.streamTicket ?? '' }),
          },
          on: {
            'unread.changed': { actions: sendTo('notifications', ({ event }) => event) },
            'stream.broken': { target: 'retrying' },
          },
        },
        retrying: {
          meta: { description: 'Luồng bị ngắt: chờ 5 giây rồi xin vé mới' },
          after: { streamRetry: { target: 'connecting' } },
        },
      },
    },
  },
});

export type AppRootMachine = typeof appRootMachine;

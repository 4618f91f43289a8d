import { setup } from 'xstate';
import { ROUTES } from '../../domain/constants';
import { type MachineTypes, notProvidedAction, notProvidedActor } from '../shared/not-provided';

export interface EarlyClassSessionsInput {
  /** location.pathname of the page the app opened on. */
  pathname: string;
  /** The session starts logged in from a stored user and access token (the session's `hasStoredSession`). */
  storedSession: boolean;
  /** The stored default profile, whose sessions the page lists. */
  profileId: number | undefined;
}

export interface EarlyClassSessionsContext {
  startPathname: string;
  storedSession: boolean;
  profileId: number | undefined;
}

/** Forwarded by the app root: the router showed another page. */
export type EarlyClassSessionsEvent = { type: 'route.changed'; pathname: string };

/** The pages that open on the profile's next sessions (the learning data's `classSessions`). */
const CLASS_HOME_PATHS: readonly string[] = [ROUTES.home, ROUTES.aiClass];

/**
 * Issue 17: '/' and '/lop-hoc' of a stored session list the profile's next sessions, a request that
 * needs only the stored token and profile. The app root starts this machine with the session, so the
 * request leaves beside basic-info instead of after the main chunk, the route's chunks and the first
 * render; the page's first load takes that answer (src/app/early-request.ts). Leaving the first page
 * drops it: a later visit to a class home asks the server.
 */
export const earlyClassSessionsMachine = setup({
  types: {} as MachineTypes<EarlyClassSessionsContext, EarlyClassSessionsEvent, EarlyClassSessionsInput>,
  actors: { request: notProvidedActor<unknown, { profileId: number | undefined }>('request') },
  actions: { forget: notProvidedAction<void>('forget') },
  guards: {
    opensOnClassHome: ({ context }) =>
      context.storedSession && CLASS_HOME_PATHS.includes(context.startPathname.replace(/(.)\/$/, '$1')),
    leftStartPage: ({ context, event }) => event.pathname !== context.startPathname,
  },
}).createMachine({
  id: 'earlyClassSessions',
  context: ({ input }) => ({
    startPathname: input.pathname,
    storedSession: input.storedSession,
    profileId: input.profileId,
  }),
  initial: 'deciding',
  states: {
    deciding: {
      meta: { description: 'Trang mở đầu là trang lịch học của phiên đã lưu?' },
      always: [{ guard: 'opensOnClassHome', target: 'held' }, { target: 'notNeeded' }],
    },
    notNeeded: { meta: { description: 'Không cần: trang khác hoặc chưa đăng nhập' } },
    held: {
      meta: { description: 'Câu trả lời chờ trang lịch học lấy' },
      initial: 'requesting',
      on: { 'route.changed': { guard: 'leftStartPage', target: 'dropped', actions: 'forget' } },
      states: {
        requesting: {
          meta: { description: 'Đang xin lịch học, song song với basic-info' },
          invoke: {
            id: 'request',
            src: 'request',
            input: ({ context }) => ({ profileId: context.profileId }),
            onDone: { target: 'answered' },
            // The page that takes the answer shows the failure and offers 'Thử lại'.
            onError: { target: 'failed' },
          },
        },
        answered: { meta: { description: 'Đã có lịch học' } },
        failed: { meta: { description: 'Xin lịch học thất bại' } },
      },
    },
    dropped: { meta: { description: 'Đã rời trang mở đầu: bỏ câu trả lời' } },
  },
});

export type EarlyClassSessionsMachine = typeof earlyClassSessionsMachine;

import type { AuthPayload, Profile, User } from '../../domain/entities';
import type { ClassPopupInput } from '../class-popup/class-popup.machine';
import type { NotificationsInput } from '../notifications/notifications.types';
import type { SessionInput } from '../session/session.types';

/** What the composition root reads from the page (storage, cookies, location) before starting. */
export interface AppRootInput {
  session: SessionInput;
  notifications: NotificationsInput;
  classPopup: ClassPopupInput;
  pathname: string;
  /** The mobile banner was closed earlier in this browser session. */
  bannerClosed: boolean;
}

/** Where the session is, as the rest of the app needs it. */
export type SessionPhase = 'loggedOut' | 'loggedIn' | 'ready';

export interface AppRootContext {
  /** Start-up inputs of the app-wide children (read once, when they start). */
  startup: Omit<AppRootInput, 'pathname' | 'bannerClosed'>;
  /** location.pathname of the page shown. */
  pathname: string;
  sessionPhase: SessionPhase;
  user: User | null;
  /** The session's default profile. */
  profile: Profile | null;
  /** The profile last given to the notifications (undefined: none yet). */
  notifiedProfileId: number | null | undefined;
  /** The page the running route checks were started (or restarted) for. */
  checkedPath: string | null;
  /** The single-use ticket of the unread stream being opened. */
  streamTicket: string | null;
  /** The mobile banner is closed for the rest of the browser session. */
  bannerClosed: boolean;
  /** The name of the contest profile signed in on this device (the contest's own sign-in), or null. */
  contestProfileName: string | null;
}

export type AppRootEvent =
  /** The router showed another page (from the invoked `routeChanges`). */
  | { type: 'route.changed'; pathname: string }
  /** Another tab changed the stored profile (from the invoked `crossTabProfileChanges`). */
  | { type: 'profile.changedInAnotherTab' }
  /** 'Tải ứng dụng' of the mobile banner. */
  | { type: 'appStore.openRequested' }
  /** The close button of the mobile banner. */
  | { type: 'banner.closeRequested' }
  /** A page's machine finished a registration: the session takes over the login. */
  | { type: 'session.registered'; payload: AuthPayload }
  /** The contest page signed a contest profile in (its name) or out (null): the header follows. */
  | { type: 'contest.profileChanged'; name: string | null }
  /** A page's machine changed the account: the session stores the new user. */
  | { type: 'session.userUpdated'; user: User }
  /** Raised from the session's snapshots: the session became ready (login or stored session). */
  | { type: 'session.readied' }
  /** Raised from the session's snapshots: the session is no longer logged in. */
  | { type: 'session.ended' }
  /** Raised from the session's snapshots: the default profile changed (null: logged out). */
  | { type: 'session.profileChanged'; profileId: number | null }
  /** A new unread count pushed by the server (from the invoked `unreadStream`). */
  | { type: 'unread.changed'; countUnread: number }
  /** The unread stream failed or ended (from the invoked `unreadStream`). */
  | { type: 'stream.broken' };

import { createActor } from 'xstate';
import { ROUTES } from '../domain/constants';
import { createAppRootActors } from '../machines/app-root/app-root.actors';
import { appRootMachine } from '../machines/app-root/app-root.machine';
import { isBannerClosedThisSession, rememberBannerClosed } from '../platform/banner-dismissal';
import { currentMobileOs } from '../platform/media';
import { qaInspect } from '../qa/inspect-bridge';
import type { AppHistory } from './app-history';
import { appStoreUrl } from './app-store';
import { cookies, pageNavigation } from './browser-services';
import { createEarlyClassSessionsLogic, createLearningLogic } from './learning-logic';
import {
  createNotificationsLogic,
  storedNotificationsInput,
  unreadStreamSources,
} from './notifications-logic';
import { createProfileSwitchLogic, onProfileChangedInAnotherTab } from './profile-switch-logic';
import { createRouteChecksLogic } from './route-checks-logic';
import { createSessionLogic, onUserStoredInAnotherTab, storedSessionInput } from './session-logic';

/**
 * The app root with every app-wide machine's real implementations (not started: startApp starts
 * it). The QA inspector sees the whole system: the root and all its children.
 */
export function createAppRootActor(history: AppHistory, navigate: (to: string) => void) {
  const machine = appRootMachine.provide({
    actors: {
      earlyClassSessions: createEarlyClassSessionsLogic(),
      session: createSessionLogic(navigate),
      profileSwitch: createProfileSwitchLogic(),
      notifications: createNotificationsLogic(navigate),
      ...createLearningLogic(),
      ...createRouteChecksLogic(navigate, () => {
        const { pathname, search } = history.current().location;
        return `${pathname}${search}`;
      }),
      ...createAppRootActors({
        onRouteChange: (listener) => history.subscribe(({ location }) => listener(location.pathname)),
        // SPEC §4 reloads a tab whose stored profile another tab changed; the QA inspector shows no
        // profile and follows the other tabs over its own channel, so a reload would only wipe its log.
        onProfileChangedInAnotherTab: (listener) =>
          onProfileChangedInAnotherTab(() => {
            if (!history.current().location.pathname.startsWith(ROUTES.qaMachines)) listener();
          }),
        onUserStoredInAnotherTab,
        ...unreadStreamSources,
      }),
    },
    actions: {
      openAppStore: () => pageNavigation.redirect(appStoreUrl(currentMobileOs())),
      rememberBannerClosed: () => rememberBannerClosed(),
      logError: (_, { message, error }) => console.error(`[app] ${message}`, error),
    },
  });
  return createActor(machine, {
    input: {
      session: storedSessionInput(),
      notifications: storedNotificationsInput(),
      classPopup: { popup: cookies.getSchedulePopup() },
      pathname: history.current().location.pathname,
      bannerClosed: isBannerClosedThisSession(),
    },
    inspect: qaInspect,
  });
}

export type AppRootActor = ReturnType<typeof createAppRootActor>;

type AppRootChildren = ReturnType<AppRootActor['getSnapshot']>['children'];

/** An app-wide child of the started root (they live as long as the root). */
export function childOf<K extends keyof AppRootChildren>(
  root: AppRootActor,
  id: K,
): NonNullable<AppRootChildren[K]> {
  const child = root.getSnapshot().children[id];
  if (!child) throw new Error(`The app root has no running "${String(id)}"`);
  return child as NonNullable<AppRootChildren[K]>;
}

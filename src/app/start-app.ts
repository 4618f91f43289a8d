import { currentMobileOs, isMobileViewport, subscribeMobileViewport } from '../platform/media';
import type { ShellServices } from '../views/shell/shell-services';
import { type AccountPages, createAccountPages } from './account-pages';
import { appStoreUrl } from './app-store';
import { pageNavigation } from './browser-services';
import { configureApiForBrowser } from './configure-api';
import { followUserFromOtherTabs } from './loyalty-sync';
import { DEFAULT_MARKETING_URL, watchMobileRedirect } from './mobile-redirect';
import {
  createNotificationsActor,
  forwardSessionProfile,
  type NotificationsActor,
} from './notifications-actor';
import {
  createProfileSwitchActor,
  forwardCrossTabProfileChanges,
  type ProfileSwitchActor,
} from './profile-switch-actor';
import { watchRouteChecks } from './route-checks';
import { type AppRouter, createAppRouter } from './router';
import { createSessionActor, type SessionActor } from './session-actor';

export interface RunningApp {
  router: AppRouter;
  session: SessionActor;
  profileSwitch: ProfileSwitchActor;
  notifications: NotificationsActor;
  shellServices: ShellServices;
  accountPages: AccountPages;
}

/**
 * The composition root: configures the API, creates the router and the app-wide actors ONCE with
 * their real implementations, and starts the watchers that live as long as the page.
 */
export function startApp(): RunningApp {
  configureApiForBrowser();
  const router = createAppRouter();

  // Machines decide where to go; inside the SPA that is a router navigation, not a page load.
  // A check that repeats the page already shown must not stack a duplicate history entry.
  const navigate = (to: string) => {
    const { pathname, search } = router.state.location;
    void router.navigate(to, { replace: `${pathname}${search}` === to });
  };

  const session = createSessionActor(navigate);
  const profileSwitch = createProfileSwitchActor();
  session.start();
  profileSwitch.start();
  watchRouteChecks(session, router, navigate);
  forwardCrossTabProfileChanges(profileSwitch);
  followUserFromOtherTabs(session);
  const notifications = createNotificationsActor(navigate);
  notifications.start();
  forwardSessionProfile(session, notifications);

  watchMobileRedirect(
    {
      currentPathname: () => router.state.location.pathname,
      onRouteChange: (listener) => router.subscribe((state) => listener(state.location.pathname)),
      isNarrowViewport: () => isMobileViewport(),
      onWidthChange: (listener) => subscribeMobileViewport(() => listener()),
      leaveTo: (url) => pageNavigation.replace(url),
    },
    import.meta.env.VITE_MARKETING_URL || DEFAULT_MARKETING_URL,
  );

  const shellServices: ShellServices = {
    openAppStore: () => pageNavigation.redirect(appStoreUrl(currentMobileOs())),
  };

  const accountPages = createAccountPages(session, navigate);

  return { router, session, profileSwitch, notifications, shellServices, accountPages };
}

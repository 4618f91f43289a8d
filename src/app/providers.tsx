import type { ReactNode } from 'react';
import { ProfileSwitchProvider } from '../machines/profile-switch/profile-switch.context';
import { SessionProvider } from '../machines/session/session.context';
import { ShellServicesProvider } from '../views/shell/shell-services';
import type { RunningApp } from './start-app';

/** Hands the app-wide actors and shell services (created once by startApp) to React. */
export function AppProviders({ app, children }: { app: RunningApp; children: ReactNode }) {
  return (
    <SessionProvider actor={app.session}>
      <ProfileSwitchProvider actor={app.profileSwitch}>
        <ShellServicesProvider services={app.shellServices}>{children}</ShellServicesProvider>
      </ProfileSwitchProvider>
    </SessionProvider>
  );
}

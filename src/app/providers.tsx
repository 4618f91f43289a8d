import type { ReactNode } from 'react';
import { AccountInfoLogicProvider } from '../machines/account-info/account-info.context';
import { NotificationsProvider } from '../machines/notifications/notifications.context';
import { ProfileEditorLogicProvider } from '../machines/profile-editor/profile-editor.context';
import { ProfileSwitchProvider } from '../machines/profile-switch/profile-switch.context';
import { SessionProvider } from '../machines/session/session.context';
import { PasswordResetServicesProvider } from '../views/pages/forgot-password/password-reset-services';
import { RegistrationServicesProvider } from '../views/pages/register/registration-services';
import { ShellServicesProvider } from '../views/shell/shell-services';
import { LearningProviders } from './learning-providers';
import { PracticeProviders } from './practice-providers';
import type { RunningApp } from './start-app';

/** Hands the app-wide actors and shell services (created once by startApp) to React. */
export function AppProviders({ app, children }: { app: RunningApp; children: ReactNode }) {
  return (
    <SessionProvider actor={app.session}>
      <ProfileSwitchProvider actor={app.profileSwitch}>
        <NotificationsProvider actor={app.notifications}>
          <ShellServicesProvider services={app.shellServices}>
            <AccountPagesProviders pages={app.accountPages}>{children}</AccountPagesProviders>
          </ShellServicesProvider>
        </NotificationsProvider>
      </ProfileSwitchProvider>
    </SessionProvider>
  );
}

/** The account pages' machines with real actors; each page creates its own actor from them. */
function AccountPagesProviders({
  pages,
  children,
}: {
  pages: RunningApp['accountPages'];
  children: ReactNode;
}) {
  return (
    <RegistrationServicesProvider services={pages.registration}>
      <PasswordResetServicesProvider implementations={pages.passwordReset}>
        <ProfileEditorLogicProvider logic={pages.profileEditor}>
          <AccountInfoLogicProvider logic={pages.accountInfo}>
            <LearningProviders>
              <PracticeProviders>{children}</PracticeProviders>
            </LearningProviders>
          </AccountInfoLogicProvider>
        </ProfileEditorLogicProvider>
      </PasswordResetServicesProvider>
    </RegistrationServicesProvider>
  );
}

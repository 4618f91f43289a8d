import type { ReactNode } from 'react';
import { accountInfoBinding } from '../machines/account-info/account-info.binding';
import { appRootBinding } from '../machines/app-root/app-root.binding';
import { classPopupBinding } from '../machines/class-popup/class-popup.binding';
import { notificationsBinding } from '../machines/notifications/notifications.binding';
import { passwordResetBinding } from '../machines/password-reset/password-reset.binding';
import { profileEditorBinding } from '../machines/profile-editor/profile-editor.binding';
import { profileSwitchBinding } from '../machines/profile-switch/profile-switch.binding';
import { registrationBinding } from '../machines/registration/registration.binding';
import { scheduleConfirmationBinding } from '../machines/schedule-confirmation/schedule-confirmation.binding';
import { sessionBinding } from '../machines/session/session.binding';
import { childOf } from './app-root-actor';
import { LearningProviders } from './learning-providers';
import { LoyaltyProviders } from './loyalty-providers';
import { ReportProviders } from './report-providers';
import type { RunningApp } from './start-app';

/** Hands the app root and its app-wide children (created once by startApp) to React. */
export function AppProviders({ app, children }: { app: RunningApp; children: ReactNode }) {
  const { root } = app;
  return (
    <appRootBinding.Provider actor={root}>
      <sessionBinding.Provider actor={childOf(root, 'session')}>
        <profileSwitchBinding.Provider actor={childOf(root, 'profileSwitch')}>
          <notificationsBinding.Provider actor={childOf(root, 'notifications')}>
            <scheduleConfirmationBinding.Provider actor={childOf(root, 'scheduleConfirmation')}>
              <classPopupBinding.Provider actor={childOf(root, 'classPopup')}>
                <AccountPagesProviders pages={app.accountPages}>
                  <LoyaltyProviders root={root}>
                    <ReportProviders app={app}>{children}</ReportProviders>
                  </LoyaltyProviders>
                </AccountPagesProviders>
              </classPopupBinding.Provider>
            </scheduleConfirmationBinding.Provider>
          </notificationsBinding.Provider>
        </profileSwitchBinding.Provider>
      </sessionBinding.Provider>
    </appRootBinding.Provider>
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
    <registrationBinding.Logic logic={pages.registration}>
      <passwordResetBinding.Logic logic={pages.passwordReset}>
        <profileEditorBinding.Logic logic={pages.profileEditor}>
          <accountInfoBinding.Logic logic={pages.accountInfo}>
            <LearningProviders>{children}</LearningProviders>
          </accountInfoBinding.Logic>
        </profileEditorBinding.Logic>
      </passwordResetBinding.Logic>
    </registrationBinding.Logic>
  );
}

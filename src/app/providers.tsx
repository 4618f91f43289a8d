import { type ReactNode, useSyncExternalStore } from 'react';
import { appRootBinding } from '../machines/app-root/app-root.binding';
import { classPopupBinding } from '../machines/class-popup/class-popup.binding';
import { notificationsBinding } from '../machines/notifications/notifications.binding';
import { profileSwitchBinding } from '../machines/profile-switch/profile-switch.binding';
import { scheduleConfirmationBinding } from '../machines/schedule-confirmation/schedule-confirmation.binding';
import { sessionBinding } from '../machines/session/session.binding';
import { MachineLogicProvider } from '../machines/shared/machine-binding';
import { childOf } from './app-root-actor';
import type { RunningApp } from './start-app';

/**
 * Hands the app root and its app-wide children (created once by startApp) to React, and the real
 * implementations of every page machine (each page creates its own actor from them).
 */
export function AppProviders({ app, children }: { app: RunningApp; children: ReactNode }) {
  const { root } = app;
  const pageLogic = useSyncExternalStore(app.pageLogic.subscribe, app.pageLogic.getSnapshot);
  return (
    <appRootBinding.Provider actor={root}>
      <sessionBinding.Provider actor={childOf(root, 'session')}>
        <profileSwitchBinding.Provider actor={childOf(root, 'profileSwitch')}>
          <notificationsBinding.Provider actor={childOf(root, 'notifications')}>
            <scheduleConfirmationBinding.Provider actor={childOf(root, 'scheduleConfirmation')}>
              <classPopupBinding.Provider actor={childOf(root, 'classPopup')}>
                <MachineLogicProvider logics={pageLogic}>{children}</MachineLogicProvider>
              </classPopupBinding.Provider>
            </scheduleConfirmationBinding.Provider>
          </notificationsBinding.Provider>
        </profileSwitchBinding.Provider>
      </sessionBinding.Provider>
    </appRootBinding.Provider>
  );
}

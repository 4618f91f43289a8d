import { NotificationBell } from './notification-bell';

/** The place of the notification bell and its panel in the header (SPEC §2, "Notification panel"). */
export function NotificationBellSlot() {
  return <NotificationBell />;
}

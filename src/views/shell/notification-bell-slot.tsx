/**
 * The place of the notification bell and its panel (SPEC §2, "Notification panel"). The
 * notifications issue fills it with the bell, unread badge and panel bound to its machine; until
 * then the header reserves the spot and renders nothing, so no fake bell is shown.
 */
export function NotificationBellSlot() {
  return null;
}

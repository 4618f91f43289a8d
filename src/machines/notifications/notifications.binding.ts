import { bindMachine } from '../shared/machine-binding';
import { notificationsMachine } from './notifications.machine';

/** The app-wide notifications panel and unread count (a child of the app root). */
export const notificationsBinding = bindMachine(notificationsMachine);

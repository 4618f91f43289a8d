/** React binding of the app-wide notifications actor (created and started once outside React). */
import { useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { Actor, SnapshotFrom } from 'xstate';
import type { ProductTypeFilter } from '../../domain/constants';
import type { NotificationsMachine } from './notifications.machine';

export type NotificationsActorRef = Actor<NotificationsMachine>;
export type NotificationsSnapshot = SnapshotFrom<NotificationsMachine>;

const NotificationsActorContext = createContext<NotificationsActorRef | null>(null);

export function NotificationsProvider({
  actor,
  children,
}: {
  actor: NotificationsActorRef;
  children: ReactNode;
}) {
  return <NotificationsActorContext.Provider value={actor}>{children}</NotificationsActorContext.Provider>;
}

export function useNotificationsActor(): NotificationsActorRef {
  const actor = useContext(NotificationsActorContext);
  if (!actor) throw new Error('useNotifications* needs a <NotificationsProvider> above it');
  return actor;
}

export function useNotificationsSelector<T>(
  selector: (snapshot: NotificationsSnapshot) => T,
  compare?: (a: T, b: T) => boolean,
): T {
  return useSelector(useNotificationsActor(), selector, compare);
}

/** The panel's commands. */
export function useNotificationsEvents() {
  const actor = useNotificationsActor();
  return useMemo(
    () => ({
      openPanel: () => actor.send({ type: 'panel.opened' }),
      selectTab: (productType: ProductTypeFilter) => actor.send({ type: 'tab.selected', productType }),
      reachEnd: () => actor.send({ type: 'list.endReached' }),
      clickNotification: (id: string) => actor.send({ type: 'notification.clicked', id }),
      markAllRead: () => actor.send({ type: 'notifications.markAllRequested' }),
    }),
    [actor],
  );
}

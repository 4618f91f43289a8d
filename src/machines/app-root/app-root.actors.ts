/**
 * Real actors of the app root, built from injected functions: the browser's event sources (router,
 * storage) and the live unread-count stream (src/api and the browser's EventSource).
 */
import { fromCallback } from 'xstate';
import type { User } from '../../domain/entities';
import { fromRequest } from '../shared/from-request';
import type { AppRootEvent } from './app-root.types';

/** Subscribes a listener; returns the function that unsubscribes it. */
export type Subscribe<T> = (listener: (value: T) => void) => () => void;

/** The subset of EventSource the stream uses (the browser's, or a test double). */
export interface EventSourceLike {
  addEventListener(type: string, listener: (event: { data?: unknown }) => void): void;
  close(): void;
}

export interface AppRootSources {
  /** Every route change of the SPA router, with the new pathname. */
  onRouteChange: Subscribe<string>;
  /** Every change of the stored profile made in another tab (SPEC §4). */
  onProfileChangedInAnotherTab: Subscribe<void>;
  /** Every fresh user stored by another tab (storing the same value again fires nothing). */
  onUserStoredInAnotherTab: Subscribe<User>;
  /** A fresh single-use ticket (POST /notification/stream-ticket with the access headers). */
  getStreamTicket(signal: AbortSignal): Promise<string>;
  /** `new EventSource(url)` in the browser. */
  openEventSource(ticket: string): EventSourceLike;
}

function countOf(data: unknown): number | null {
  if (typeof data !== 'string') return null;
  try {
    const value = JSON.parse(data) as { countUnread?: unknown };
    return typeof value.countUnread === 'number' ? value.countUnread : null;
  } catch {
    return null;
  }
}

/**
 * One EventSource for a ticket: each `unread` event becomes `unread.changed`. A ticket is single-use,
 * so the browser's own reconnect cannot work: on error the source is closed and `stream.broken`
 * lets the machine wait and ask for a new ticket. Stopping the actor closes the source.
 */
export function createUnreadStreamActor(openEventSource: AppRootSources['openEventSource']) {
  return fromCallback<AppRootEvent, { ticket: string }>(({ input, sendBack }) => {
    const source = openEventSource(input.ticket);
    let broken = false;
    source.addEventListener('unread', (event) => {
      const count = countOf(event.data);
      if (count !== null) sendBack({ type: 'unread.changed', countUnread: count });
    });
    source.addEventListener('error', () => {
      if (broken) return;
      broken = true;
      source.close();
      sendBack({ type: 'stream.broken' });
    });
    return () => source.close();
  });
}

export function createAppRootActors(sources: AppRootSources) {
  return {
    routeChanges: fromCallback<AppRootEvent>(({ sendBack }) =>
      sources.onRouteChange((pathname) => sendBack({ type: 'route.changed', pathname })),
    ),
    crossTabProfileChanges: fromCallback<AppRootEvent>(({ sendBack }) =>
      sources.onProfileChangedInAnotherTab(() => sendBack({ type: 'profile.changedInAnotherTab' })),
    ),
    crossTabUserChanges: fromCallback<AppRootEvent>(({ sendBack }) =>
      sources.onUserStoredInAnotherTab((user) => sendBack({ type: 'session.userUpdated', user })),
    ),
    fetchStreamTicket: fromRequest<string, void>(({ signal }) => sources.getStreamTicket(signal)),
    unreadStream: createUnreadStreamActor(sources.openEventSource),
  };
}

/** Real actors of the notifications machine, built from injected functions (src/api, the browser). */
import { fromCallback, fromPromise } from 'xstate';
import type { RequestOptions } from '../../api/http/envelope';
import type {
  FetchPageInput,
  FetchPageOutput,
  NotificationsEvent,
  ReadJob,
  UnreadStreamInput,
} from './notifications.types';

export interface NotificationsApi {
  /** Throws when the server does not answer a truthy resultCode. */
  fetchPage(input: FetchPageInput, options: RequestOptions): Promise<FetchPageOutput>;
  markRead(id: string, options: RequestOptions): Promise<void>;
  markAllRead(options: RequestOptions): Promise<void>;
}

/** The subset of EventSource the stream uses (the browser's, or a test double). */
export interface EventSourceLike {
  addEventListener(type: string, listener: (event: { data?: unknown }) => void): void;
  close(): void;
}

export interface UnreadStreamDeps {
  /** A fresh single-use ticket (POST /notification/stream-ticket with the access headers). */
  getTicket(signal: AbortSignal): Promise<string>;
  /** `new EventSource(url)` in the browser. */
  openEventSource(ticket: string): EventSourceLike;
  /** Wait before opening a new stream after it broke or ended. */
  retryMs: number;
  setTimer(fn: () => void, ms: number): unknown;
  clearTimer(handle: unknown): void;
}

export function createNotificationsActors(api: NotificationsApi, stream: UnreadStreamDeps) {
  return {
    fetchPage: fromPromise<FetchPageOutput, FetchPageInput>(({ input, signal }) =>
      api.fetchPage(input, { signal }),
    ),
    sendReadState: fromPromise<void, ReadJob>(({ input, signal }) =>
      input.kind === 'all' ? api.markAllRead({ signal }) : api.markRead(input.id, { signal }),
    ),
    unreadStream: createUnreadStreamActor(stream),
  };
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
 * Keeps one EventSource open for the profile and turns each `unread` event into `unread.changed`.
 * A ticket is single-use, so the browser's own reconnect cannot work: on error or end the source is
 * closed and a new ticket is fetched after `retryMs`. Stopping the actor closes everything.
 */
export function createUnreadStreamActor(deps: UnreadStreamDeps) {
  return fromCallback<NotificationsEvent, UnreadStreamInput>(({ sendBack }) => {
    let stopped = false;
    let source: EventSourceLike | null = null;
    let timer: unknown = null;
    let controller: AbortController | null = null;

    const retry = () => {
      source?.close();
      source = null;
      if (!stopped && timer === null) {
        timer = deps.setTimer(() => {
          timer = null;
          void open();
        }, deps.retryMs);
      }
    };

    const open = async () => {
      controller = new AbortController();
      try {
        const ticket = await deps.getTicket(controller.signal);
        if (stopped) return;
        source = deps.openEventSource(ticket);
        source.addEventListener('unread', (event) => {
          const count = countOf(event.data);
          if (count !== null) sendBack({ type: 'unread.changed', countUnread: count });
        });
        source.addEventListener('error', retry);
      } catch {
        // Offline or logged out: try again later; the list still shows its own count meanwhile.
        retry();
      }
    };

    void open();
    return () => {
      stopped = true;
      controller?.abort();
      if (timer !== null) deps.clearTimer(timer);
      source?.close();
    };
  });
}

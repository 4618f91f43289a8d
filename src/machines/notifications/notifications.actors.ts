/** Real actors of the notifications machine, built from injected src/api functions. */

// biome-ignore lint/style/noRestrictedImports: the notification list must settle even when aborted (see fetchPage below).
import { fromPromise } from 'xstate';
import type { RequestOptions } from '../../api/http/envelope';
import { fromRequest } from '../shared/from-request';
import type { FetchPageInput, FetchPageOutput, ReadJob } from './notifications.types';

export interface NotificationsApi {
  /** Throws when the server does not answer a truthy resultCode. */
  fetchPage(input: FetchPageInput, options: RequestOptions): Promise<FetchPageOutput>;
  markRead(id: string, options: RequestOptions): Promise<void>;
  markAllRead(options: RequestOptions): Promise<void>;
}

export function createNotificationsActors(api: NotificationsApi) {
  return {
    // Settles even when aborted (not `fromRequest`): this app-wide actor is never restarted by React,
    // and under heavy load a first page whose run was aborted left the panel at 'Đang tải…' for good;
    // an aborted page only logs and lands in `ready`, from where opening the panel loads it again.
    fetchPage: fromPromise<FetchPageOutput, FetchPageInput>(({ input, signal }) =>
      api.fetchPage(input, { signal }),
    ),
    sendReadState: fromRequest<void, ReadJob>(({ input, signal }) =>
      input.kind === 'all' ? api.markAllRead({ signal }) : api.markRead(input.id, { signal }),
    ),
  };
}

/** Real actors of the notifications machine, built from injected src/api functions. */

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
    fetchPage: fromRequest<FetchPageOutput, FetchPageInput>(({ input, signal }) =>
      api.fetchPage(input, { signal }),
    ),
    sendReadState: fromRequest<void, ReadJob>(({ input, signal }) =>
      input.kind === 'all' ? api.markAllRead({ signal }) : api.markRead(input.id, { signal }),
    ),
  };
}

/** Real actors of the moderation console, from src/api functions injected at the composition root. */

import type { ApiEnvelope, RequestOptions } from '../../api/http/envelope';
import { dataOf } from '../shared/api-result';
import { fetchData } from '../shared/fetch-data';
import { fromRequest } from '../shared/from-request';
import type { DecideInput, Decision, ModerationItem, ModerationQueue } from './club-moderation.types';

export interface ClubModerationApi {
  getModerationQueue(options: RequestOptions): Promise<ApiEnvelope<ModerationQueue>>;
  decideModerationItem(
    item: Pick<ModerationItem, 'kind' | 'id'>,
    decision: { approve: true } | { approve: false; reason: string },
    options: RequestOptions,
  ): Promise<ApiEnvelope<Decision>>;
}

export function createClubModerationActors(api: ClubModerationApi) {
  return {
    fetchQueue: fetchData<ModerationQueue>((_, options) => api.getModerationQueue(options)),
    decide: fromRequest<Decision, DecideInput>(async ({ input, signal }) =>
      dataOf(
        await api.decideModerationItem(
          input.item,
          input.approve ? { approve: true } : { approve: false, reason: input.reason },
          { signal },
        ),
      ),
    ),
  };
}

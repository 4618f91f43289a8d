/** Real actors of the in-app weekly view, from src/api functions injected at the composition root. */
import { fromPromise } from 'xstate';
import type { ApiEnvelope, RequestOptions } from '../../api/http/envelope';
import { dataOf } from '../shared/api-result';
import { settleUnlessAborted } from '../shared/settle-unless-aborted';
import type { ClubPost, InAppCredentials, SubmitChallengeInput, WeeklySummary } from './club-weekly.types';

export interface ClubWeeklyApi {
  getClubWeekly(
    pageQuery: string,
    profileId: number | null,
    options: RequestOptions,
  ): Promise<ApiEnvelope<WeeklySummary>>;
  postClubWeekly(
    fields: { profile_id: number; content: string; user?: string | null; token?: string | null },
    options: RequestOptions,
  ): Promise<ApiEnvelope<ClubPost>>;
}

export function createClubWeeklyActors(api: ClubWeeklyApi) {
  return {
    // The token's own profile: the native app opens /app with only user and token.
    loadWeekly: fromPromise<WeeklySummary, InAppCredentials>(({ input, signal }) =>
      settleUnlessAborted(signal, async (signal) =>
        dataOf(
          await api.getClubWeekly(
            new URLSearchParams({ user: input.user, token: input.token }).toString(),
            null,
            {
              signal,
            },
          ),
        ),
      ),
    ),
    submitChallenge: fromPromise<ClubPost, SubmitChallengeInput>(async ({ input, signal }) =>
      dataOf(
        await api.postClubWeekly(
          {
            profile_id: input.profileId,
            content: input.content,
            user: input.credentials.user,
            token: input.credentials.token,
          },
          { signal },
        ),
      ),
    ),
  };
}

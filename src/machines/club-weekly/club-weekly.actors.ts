import type { ApiEnvelope, RequestOptions } from '../../api/http/envelope';
import { fetchData } from '../shared/fetch-data';
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
    loadWeekly: fetchData<WeeklySummary, InAppCredentials>((input, options) =>
      api.getClubWeekly(
        new URLSearchParams({ user: input.user, token: input.token }).toString(),
        null,
        options,
      ),
    ),
    submitChallenge: fetchData<ClubPost, SubmitChallengeInput>((input, options) =>
      api.postClubWeekly(
        {
          profile_id: input.profileId,
          content: input.content,
          user: input.credentials.user,
          token: input.credentials.token,
        },
        options,
      ),
    ),
  };
}

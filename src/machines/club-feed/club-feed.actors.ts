/** Real actors of the club feed, from src/api functions injected at the composition root. */
import { fromPromise } from 'xstate';
import type { ApiEnvelope, RequestOptions } from '../../api/http/envelope';
import type { FeedQuery } from '../../contracts/club';
import { CLUB_FEED_PAGE_SIZE } from '../../domain/club';
import { dataOf } from '../shared/api-result';
import { settleUnlessAborted } from '../shared/settle-unless-aborted';
import type { FeedPage, FetchPageInput, LikeState, SendLikeInput } from './club-feed.types';

export interface ClubFeedApi {
  getClubFeed(query: FeedQuery, options: RequestOptions): Promise<ApiEnvelope<FeedPage>>;
  setClubLike(feedId: number, liked: boolean, options: RequestOptions): Promise<ApiEnvelope<LikeState>>;
}

export function createClubFeedActors(api: ClubFeedApi) {
  return {
    fetchPage: fromPromise<FeedPage, FetchPageInput>(({ input, signal }) =>
      settleUnlessAborted(signal, async (signal) =>
        dataOf(
          await api.getClubFeed(
            {
              scope: input.scope,
              limit: CLUB_FEED_PAGE_SIZE,
              ...(input.cursor ? { cursor: input.cursor } : {}),
            },
            { signal },
          ),
        ),
      ),
    ),
    sendLike: fromPromise<LikeState, SendLikeInput>(async ({ input, signal }) =>
      dataOf(await api.setClubLike(input.postId, input.liked, { signal })),
    ),
  };
}

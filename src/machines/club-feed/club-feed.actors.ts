import type { ApiEnvelope, RequestOptions } from '../../api/http/envelope';
import type { FeedQuery } from '../../contracts/club';
import { CLUB_FEED_PAGE_SIZE } from '../../domain/club';
import { fetchData } from '../shared/fetch-data';
import type { FeedPage, FetchPageInput, LikeState, SendLikeInput } from './club-feed.types';

export interface ClubFeedApi {
  getClubFeed(query: FeedQuery, options: RequestOptions): Promise<ApiEnvelope<FeedPage>>;
  setClubLike(feedId: number, liked: boolean, options: RequestOptions): Promise<ApiEnvelope<LikeState>>;
}

export function createClubFeedActors(api: ClubFeedApi) {
  return {
    fetchPage: fetchData<FeedPage, FetchPageInput>((input, options) =>
      api.getClubFeed(
        { scope: input.scope, limit: CLUB_FEED_PAGE_SIZE, ...(input.cursor ? { cursor: input.cursor } : {}) },
        options,
      ),
    ),
    sendLike: fetchData<LikeState, SendLikeInput>((input, options) =>
      api.setClubLike(input.postId, input.liked, options),
    ),
  };
}

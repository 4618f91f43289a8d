/** Real actors of the post detail page, from src/api functions injected at the composition root. */

import type { ApiEnvelope, RequestOptions } from '../../api/http/envelope';
import { dataOf } from '../shared/api-result';
import { fetchData } from '../shared/fetch-data';
import { fromRequest } from '../shared/from-request';
import type {
  AddCommentInput,
  ClubPost,
  CommentList,
  LikeState,
  PostDetail,
  SendLikeInput,
} from './club-post-detail.types';

export interface ClubPostDetailApi {
  getClubPost(feedId: number, options: RequestOptions): Promise<ApiEnvelope<ClubPost>>;
  getClubComments(feedId: number, options: RequestOptions): Promise<ApiEnvelope<CommentList>>;
  setClubLike(feedId: number, liked: boolean, options: RequestOptions): Promise<ApiEnvelope<LikeState>>;
  addClubComment(feedId: number, content: string, options: RequestOptions): Promise<ApiEnvelope<CommentList>>;
}

export function createClubPostDetailActors(api: ClubPostDetailApi) {
  return {
    loadPost: fromRequest<PostDetail, number>(async ({ input, signal }) => {
      const [post, comments] = await Promise.all([
        api.getClubPost(input, { signal }),
        api.getClubComments(input, { signal }),
      ]);
      return { post: dataOf(post), comments: dataOf(comments).items };
    }),
    sendLike: fetchData<LikeState, SendLikeInput>((input, options) =>
      api.setClubLike(input.postId, input.liked, options),
    ),
    addComment: fetchData<CommentList, AddCommentInput>((input, options) =>
      api.addClubComment(input.postId, input.content, options),
    ),
  };
}

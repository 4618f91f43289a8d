import type { ClubComment, ClubPost } from '../../contracts/club';
import { ERROR_CODES } from '../../contracts/error-codes';
import { exampleClubPost } from '../shared/example-club-posts';
import { fetchDone, fetchFailed, fetchRefused } from '../shared/fetch-examples';
import { type MachineTestModel, noopActions } from '../shared/machine-test-model';
import { clubPostDetailMachine } from './club-post-detail.machine';

/** Someone else's post, as a parent reading the feed opens it. */
export const detailPost: ClubPost = {
  ...exampleClubPost,
  author: { ...exampleClubPost.author, avatar: null },
  isMine: false,
};

export const detailComment: ClubComment = {
  id: 7,
  postId: 101,
  content: 'Đẹp quá!',
  status: 'APPROVED',
  author: { profileId: 2, name: 'Trần Gia Bảo', avatar: null, className: '3A' },
  isMine: false,
  createdAt: '2026-11-20T09:00:00.000Z',
};

export const clubPostDetailTestModel: MachineTestModel = {
  machine: clubPostDetailMachine,
  scenarios: [{ name: 'mở một bài viết', input: { feedId: 101 } }],
  examples: [
    { type: 'comment.changed', example: { content: 'Bạn vẽ đẹp quá' } },
    { type: 'comment.changed', example: { content: '   ' } },
    fetchDone('loadPost', { post: detailPost, comments: [detailComment] }),
    fetchRefused('loadPost', ERROR_CODES.CLUB_POST_NOT_FOUND, 'Không tìm thấy bài viết'),
    fetchDone('sendLike', { likeCount: 4, likedByMe: true }),
    fetchFailed('sendLike'),
    fetchDone('addComment', { items: [detailComment, { ...detailComment, id: 8, status: 'PENDING' }] }),
    fetchFailed('addComment'),
  ],
  // Behaviour depends on the state and whether a comment is written.
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.comment.trim().length > 0]),
  fakeActions: noopActions([]),
};

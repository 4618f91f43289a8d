import { ERROR_CODES } from '../../contracts/error-codes';
import { exampleClubPost } from '../shared/example-club-posts';
import { fetchDone, fetchFailed, fetchRefused } from '../shared/fetch-examples';
import { type MachineTestModel, noopActions } from '../shared/machine-test-model';
import { clubFeedMachine } from './club-feed.machine';

export const clubFeedTestModel: MachineTestModel = {
  machine: clubFeedMachine,
  scenarios: [
    { name: 'bảng tin cả trường', input: { scope: 'school' } },
    { name: 'bài bị từ chối', input: { scope: 'mine', rejectedNotice: true } },
  ],
  examples: [
    { type: 'scope.selected', example: { scope: 'class' } },
    { type: 'post.likeToggled', example: { postId: 101 } },
    { type: 'post.added', example: { post: { ...exampleClubPost, id: 500, status: 'PENDING' } } },
    { type: 'post.removed', example: { postId: 500 } },
    { type: 'rejectedNotice.closed' },
    fetchDone('fetchPage', { items: [exampleClubPost], cursor: 'next' }),
    fetchFailed('fetchPage'),
    fetchDone('fetchMore', { items: [{ ...exampleClubPost, id: 90 }], cursor: null }),
    fetchFailed('fetchMore'),
    fetchDone('fetchNewest', { items: [{ ...exampleClubPost, id: 120 }], cursor: 'next' }),
    fetchFailed('fetchNewest'),
    fetchDone('sendLike', { likeCount: 4, likedByMe: true }),
    fetchRefused('sendLike', ERROR_CODES.CLUB_POST_NOT_FOUND, 'Không tìm thấy bài viết'),
  ],
  // What decides behaviour: the state, whether more pages exist, whether the list is empty and whether
  // the rejection dialog is open.
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.cursor !== null,
      snapshot.context.items.length > 0,
      snapshot.context.rejectedNoticeOpen,
    ]),
  fakeActions: noopActions([]),
};

import type { ClubPost } from '../../contracts/club';
import { EnvelopeError } from '../shared/api-result';
import { type MachineTestModel, noopActions } from '../shared/machine-test-model';
import { clubFeedMachine } from './club-feed.machine';

export const examplePost: ClubPost = {
  id: 101,
  content: 'Chuyến dã ngoại Ba Vì\nLớp 3A đi dã ngoại ở Ba Vì!',
  status: 'APPROVED',
  reason: null,
  images: [
    {
      id: 1,
      url: '/static-images/club/a.jpg',
      thumbUrl: '/static-images/club/a-thumb.jpg',
      width: 1200,
      height: 900,
    },
  ],
  likeCount: 3,
  likedByMe: false,
  commentCount: 1,
  author: { profileId: 1, name: 'Nguyễn Hoàng Minh Anh', avatar: 'avatars/default-01.svg', className: '3A' },
  isMine: true,
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
};

export const clubFeedTestModel: MachineTestModel = {
  machine: clubFeedMachine,
  scenarios: [{ name: 'bảng tin cả trường', input: { scope: 'school' } }],
  examples: [
    { type: 'scope.selected', example: { scope: 'class' } },
    { type: 'post.likeToggled', example: { postId: 101 } },
    { type: 'post.added', example: { post: { ...examplePost, id: 500, status: 'PENDING' } } },
    { type: 'post.removed', example: { postId: 500 } },
    { type: 'xstate.done.actor.fetchPage', example: { output: { items: [examplePost], cursor: 'next' } } },
    { type: 'xstate.error.actor.fetchPage', example: { error: new Error('Network Error') } },
    {
      type: 'xstate.done.actor.fetchMore',
      example: { output: { items: [{ ...examplePost, id: 90 }], cursor: null } },
    },
    { type: 'xstate.error.actor.fetchMore', example: { error: new Error('Network Error') } },
    {
      type: 'xstate.done.actor.fetchNewest',
      example: { output: { items: [{ ...examplePost, id: 120 }], cursor: 'next' } },
    },
    { type: 'xstate.error.actor.fetchNewest', example: { error: new Error('Network Error') } },
    { type: 'xstate.done.actor.sendLike', example: { output: { likeCount: 4, likedByMe: true } } },
    {
      type: 'xstate.error.actor.sendLike',
      example: { error: new EnvelopeError(6101, 'Không tìm thấy bài viết') },
    },
  ],
  // What decides behaviour: the state, whether more pages exist and whether the list is empty.
  serializeState: (snapshot) =>
    JSON.stringify([snapshot.value, snapshot.context.cursor !== null, snapshot.context.items.length > 0]),
  fakeActions: noopActions([]),
};

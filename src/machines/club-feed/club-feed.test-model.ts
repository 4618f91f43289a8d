import { EnvelopeError } from '../shared/api-result';
import { exampleClubPost } from '../shared/example-club-posts';
import { type MachineTestModel, noopActions } from '../shared/machine-test-model';
import { clubFeedMachine } from './club-feed.machine';

export const clubFeedTestModel: MachineTestModel = {
  machine: clubFeedMachine,
  scenarios: [{ name: 'bảng tin cả trường', input: { scope: 'school' } }],
  examples: [
    { type: 'scope.selected', example: { scope: 'class' } },
    { type: 'post.likeToggled', example: { postId: 101 } },
    { type: 'post.added', example: { post: { ...exampleClubPost, id: 500, status: 'PENDING' } } },
    { type: 'post.removed', example: { postId: 500 } },
    {
      type: 'xstate.done.actor.fetchPage',
      example: { output: { items: [exampleClubPost], cursor: 'next' } },
    },
    { type: 'xstate.error.actor.fetchPage', example: { error: new Error('Network Error') } },
    {
      type: 'xstate.done.actor.fetchMore',
      example: { output: { items: [{ ...exampleClubPost, id: 90 }], cursor: null } },
    },
    { type: 'xstate.error.actor.fetchMore', example: { error: new Error('Network Error') } },
    {
      type: 'xstate.done.actor.fetchNewest',
      example: { output: { items: [{ ...exampleClubPost, id: 120 }], cursor: 'next' } },
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

import { describe, expect, it } from 'vitest';
import { CLUB_FEED_POLL_MS } from '../../src/domain/club';
import { LIKE_FAILED_MESSAGE } from '../../src/machines/club-feed/club-feed.machine';
import { clubFeedTestModel } from '../../src/machines/club-feed/club-feed.test-model';
import { EnvelopeError } from '../../src/machines/shared/api-result';
import { exampleClubPost } from '../../src/machines/shared/example-club-posts';
import { itCoversEveryStateAndTransition } from './support/generated-paths-suite';
import { MachineHarness } from './support/machine-harness';

const start = () => new MachineHarness(clubFeedTestModel, { scope: 'school' }).start();
const older = { ...exampleClubPost, id: 90, likeCount: 0 };

describe('club feed machine', () => {
  itCoversEveryStateAndTransition(clubFeedTestModel);

  it('loads the first page, then older pages by cursor, and stops when the cursor is null', async () => {
    const h = start();
    expect(h.promises.started).toEqual([{ id: 'fetchPage', input: { scope: 'school', cursor: null } }]);
    await h.resolve('fetchPage', { items: [exampleClubPost], cursor: 'c1' });
    h.send({ type: 'feed.moreRequested' });
    expect(h.promises.inputOf('fetchMore')).toEqual({ scope: 'school', cursor: 'c1' });
    await h.resolve('fetchMore', { items: [exampleClubPost, older], cursor: null });
    expect(h.snapshot.context.items.map((p: { id: number }) => p.id)).toEqual([101, 90]);
    h.send({ type: 'feed.moreRequested' });
    expect(h.value).toBe('ready');
  });

  it('a scope tab starts over from the first page of that scope', async () => {
    const h = start();
    await h.resolve('fetchPage', { items: [exampleClubPost], cursor: 'c1' });
    h.send({ type: 'scope.selected', scope: 'mine' });
    expect(h.snapshot.context).toMatchObject({ scope: 'mine', items: [], cursor: null });
    expect(h.promises.inputOf('fetchPage')).toEqual({ scope: 'mine', cursor: null });
  });

  it('likes optimistically and rolls back with a message when the server refuses', async () => {
    const h = start();
    await h.resolve('fetchPage', { items: [exampleClubPost], cursor: null });
    h.send({ type: 'post.likeToggled', postId: 101 });
    expect(h.snapshot.context.items[0]).toMatchObject({ likeCount: 4, likedByMe: true });
    expect(h.promises.inputOf('sendLike')).toEqual({ postId: 101, liked: true });
    await h.reject('sendLike', new EnvelopeError(6101, 'Không tìm thấy bài viết'));
    expect(h.snapshot.context.items[0]).toMatchObject({ likeCount: 3, likedByMe: false });
    expect(h.snapshot.context.notice).toBe(LIKE_FAILED_MESSAGE);
    h.send({ type: 'post.likeToggled', postId: 101 });
    await h.resolve('sendLike', { likeCount: 7, likedByMe: true });
    expect(h.snapshot.context.items[0]).toMatchObject({ likeCount: 7, likedByMe: true });
  });

  it('pulls new posts every minute and puts them on top without duplicates', async () => {
    const h = start();
    await h.resolve('fetchPage', { items: [exampleClubPost, older], cursor: 'c1' });
    h.advance(CLUB_FEED_POLL_MS - 1);
    expect(h.value).toBe('ready');
    h.advance(1);
    expect(h.value).toBe('refreshing');
    await h.resolve('fetchNewest', {
      items: [{ ...exampleClubPost, id: 120 }, exampleClubPost],
      cursor: 'x',
    });
    expect(h.snapshot.context.items.map((p: { id: number }) => p.id)).toEqual([120, 101, 90]);
    expect(h.snapshot.context.cursor).toBe('c1');
  });

  it('a failed first load shows the error and retries on request', async () => {
    const h = start();
    await h.reject('fetchPage', new Error('Network Error'));
    expect(h.value).toBe('failed');
    expect(h.snapshot.context.notice).toMatch(/kết nối/);
    h.send({ type: 'feed.retried' });
    expect(h.value).toBe('loading');
  });
});

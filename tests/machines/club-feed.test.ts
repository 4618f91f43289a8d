import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { CLUB_FEED_POLL_MS } from '../../src/domain/club';
import { clubFeedMachine, LIKE_FAILED_MESSAGE } from '../../src/machines/club-feed/club-feed.machine';
import { clubFeedTestModel } from '../../src/machines/club-feed/club-feed.test-model';
import { clubPostComposerMachine } from '../../src/machines/club-post-composer/club-post-composer.machine';
import { EnvelopeError } from '../../src/machines/shared/api-result';
import { exampleClubPost } from '../../src/machines/shared/example-club-posts';
import { itCoversEveryStateAndTransition } from './support/generated-paths-suite';
import { flush, MachineHarness } from './support/machine-harness';
import { PromiseController } from './support/promise-controller';

const start = () => new MachineHarness(clubFeedTestModel, { scope: 'school' }).start();
const older = { ...exampleClubPost, id: 90, likeCount: 0 };

describe('club feed machine', () => {
  itCoversEveryStateAndTransition(clubFeedTestModel);

  it('loads the first page, then older pages by cursor, and stops when the cursor is null', async () => {
    const h = start();
    // The composer is the feed's child from the start (a never-settling fake here).
    expect(h.promises.started).toEqual([
      { id: 'composer', input: undefined },
      { id: 'fetchPage', input: { scope: 'school', cursor: null } },
    ]);
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

  describe('with its composer (the real child machine)', () => {
    /** The feed as the page runs it: the composer invoked inside it, every request a controlled fake. */
    async function page() {
      const promises = new PromiseController();
      const composer = clubPostComposerMachine.provide({
        actors: promises.fakes(['loadDraft', 'uploadImage', 'submitPost']),
        actions: { saveDraft: () => {}, clearDraft: () => {} },
      });
      const feed = createActor(
        clubFeedMachine.provide({ actors: { ...promises.fakes(['fetchPage', 'sendLike']), composer } }),
        { input: { scope: 'school' } },
      ).start();
      promises.resolve('fetchPage', { items: [exampleClubPost], cursor: null });
      promises.resolve('loadDraft', null);
      await flush();
      const child = feed.getSnapshot().children.composer;
      if (!child) throw new Error('the feed runs no composer');
      const ids = () => feed.getSnapshot().context.items.map((p) => `${p.id}:${p.status}`);
      return { promises, feed, composer: child, ids };
    }

    it('a post sent in the composer goes on top of the list at once, with its status', async () => {
      const { promises, composer, ids } = await page();
      composer.send({ type: 'content.changed', content: 'Em vẽ trường em' });
      composer.send({ type: 'post.submitted' });
      expect(ids()).toEqual(['101:APPROVED']);
      promises.resolve('submitPost', { ...exampleClubPost, id: 700, status: 'PENDING' });
      await flush();
      expect(ids()).toEqual(['700:PENDING', '101:APPROVED']);
    });

    it('a rejected post sent again moves to the top once, as pending', async () => {
      const { promises, feed, composer, ids } = await page();
      feed.send({ type: 'feed.refreshRequested' });
      promises.resolve('fetchNewest', {
        items: [{ ...exampleClubPost, id: 102, status: 'REJECTED', reason: 'Ảnh mờ' }],
        cursor: null,
      });
      await flush();
      expect(ids()).toEqual(['102:REJECTED', '101:APPROVED']);
      composer.send({ type: 'edit.started', postId: 102, content: 'Ảnh lớp 3A', images: [] });
      composer.send({ type: 'post.submitted' });
      promises.resolve('submitPost', { ...exampleClubPost, id: 102, status: 'PENDING' });
      await flush();
      expect(ids()).toEqual(['102:PENDING', '101:APPROVED']);
    });

    it('a failed submission adds nothing; a scope tab keeps the composer and what it holds', async () => {
      const { promises, feed, composer, ids } = await page();
      composer.send({ type: 'content.changed', content: 'Bài chưa gửi' });
      composer.send({ type: 'post.submitted' });
      promises.reject('submitPost', new Error('Network Error'));
      await flush();
      expect(ids()).toEqual(['101:APPROVED']);
      feed.send({ type: 'scope.selected', scope: 'mine' });
      expect(feed.getSnapshot().children.composer).toBe(composer);
      expect(composer.getSnapshot().context.content).toBe('Bài chưa gửi');
    });
  });

  it('opened from a rejected post, starts with the rejection dialog open until the pupil closes it', async () => {
    const h = new MachineHarness(clubFeedTestModel, { scope: 'mine', rejectedNotice: true }).start();
    expect(h.snapshot.context).toMatchObject({ scope: 'mine', rejectedNoticeOpen: true });
    await h.resolve('fetchPage', { items: [exampleClubPost], cursor: null });
    expect(h.snapshot.context.rejectedNoticeOpen).toBe(true);
    h.send({ type: 'rejectedNotice.closed' });
    expect(h.snapshot.context.rejectedNoticeOpen).toBe(false);
    expect(start().snapshot.context.rejectedNoticeOpen).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { DETAIL_MESSAGES } from '../../src/machines/club-post-detail/club-post-detail.machine';
import {
  clubPostDetailTestModel,
  detailComment,
  detailPost,
} from '../../src/machines/club-post-detail/club-post-detail.test-model';
import { EnvelopeError } from '../../src/machines/shared/api-result';
import { itCoversEveryStateAndTransition } from './support/generated-paths-suite';
import { MachineHarness } from './support/machine-harness';

const start = () => new MachineHarness(clubPostDetailTestModel, { feedId: 101 }).start();

describe('club post detail machine', () => {
  itCoversEveryStateAndTransition(clubPostDetailTestModel);

  it('loads the post with its comments; a post of another school shows the server message and a retry', async () => {
    const h = start();
    expect(h.promises.inputOf('loadPost')).toBe(101);
    await h.reject('loadPost', new EnvelopeError(6101, 'Không tìm thấy bài viết'));
    expect(h.value).toBe('failed');
    expect(h.snapshot.context.notice).toEqual({ tone: 'error', message: 'Không tìm thấy bài viết' });
    h.send({ type: 'post.retried' });
    await h.resolve('loadPost', { post: detailPost, comments: [detailComment] });
    expect(h.value).toBe('ready');
    expect(h.snapshot.context.comments).toHaveLength(1);
  });

  it('likes at once and rolls back when the server refuses', async () => {
    const h = start();
    await h.resolve('loadPost', { post: detailPost, comments: [] });
    h.send({ type: 'post.likeToggled' });
    expect(h.snapshot.context.post).toMatchObject({ likeCount: 4, likedByMe: true });
    expect(h.promises.inputOf('sendLike')).toEqual({ postId: 101, liked: true });
    await h.reject('sendLike', new Error('Network Error'));
    expect(h.snapshot.context.post).toMatchObject({ likeCount: 3, likedByMe: false });
    expect(h.snapshot.context.notice).toEqual({ tone: 'error', message: DETAIL_MESSAGES.likeFailed });
  });

  it('a pending post cannot be liked or commented', async () => {
    const h = start();
    await h.resolve('loadPost', { post: { ...detailPost, status: 'PENDING' }, comments: [] });
    h.send({ type: 'post.likeToggled' });
    h.send({ type: 'comment.changed', content: 'Hay quá' });
    h.send({ type: 'comment.submitted' });
    expect(h.value).toBe('ready');
  });

  it('sends a trimmed comment only when written, then shows the list with the pending comment', async () => {
    const h = start();
    await h.resolve('loadPost', { post: detailPost, comments: [detailComment] });
    h.send({ type: 'comment.changed', content: '   ' });
    h.send({ type: 'comment.submitted' });
    expect(h.value).toBe('ready');
    h.send({ type: 'comment.changed', content: '  Bạn vẽ đẹp quá  ' });
    h.send({ type: 'comment.submitted' });
    expect(h.promises.inputOf('addComment')).toEqual({ postId: 101, content: 'Bạn vẽ đẹp quá' });
    const pending = { ...detailComment, id: 8, status: 'PENDING' as const, isMine: true };
    await h.resolve('addComment', { items: [detailComment, pending] });
    expect(h.snapshot.context).toMatchObject({ comment: '', comments: [detailComment, pending] });
    expect(h.snapshot.context.notice).toEqual({ tone: 'success', message: DETAIL_MESSAGES.commentSent });
  });

  it('keeps the comment when sending fails', async () => {
    const h = start();
    await h.resolve('loadPost', { post: detailPost, comments: [] });
    h.send({ type: 'comment.changed', content: 'Hay quá' });
    h.send({ type: 'comment.submitted' });
    await h.reject('addComment', new Error('Network Error'));
    expect(h.snapshot.context.comment).toBe('Hay quá');
    expect(h.snapshot.context.notice?.tone).toBe('error');
  });
});

import { describe, expect, it } from 'vitest';
import { CLUB_NOTICE_MS } from '../../src/domain/club';
import { COMPOSER_MESSAGES } from '../../src/machines/club-post-composer/club-post-composer.machine';
import {
  clubPostComposerTestModel,
  examplePick,
  exampleUploaded,
} from '../../src/machines/club-post-composer/club-post-composer.test-model';
import type { UploadInput } from '../../src/machines/club-post-composer/club-post-composer.types';
import { itCoversEveryStateAndTransition } from './support/generated-paths-suite';
import { MachineHarness } from './support/machine-harness';

async function ready(draft: unknown = null) {
  const h = new MachineHarness(clubPostComposerTestModel, undefined).start();
  await h.resolve('loadDraft', draft);
  return h;
}

describe('club post composer machine', () => {
  itCoversEveryStateAndTransition(clubPostComposerTestModel);

  it('restores the stored draft (text and uploaded images) after a reload', async () => {
    const h = await ready({
      content: 'Bài nháp',
      images: [{ imageId: 9, previewUrl: '/t.jpg', name: 'a.jpg' }],
    });
    expect(h.snapshot.context).toMatchObject({
      content: 'Bài nháp',
      images: [{ imageId: 9, status: 'done' }],
    });
  });

  it('saves the draft on every change and shows the masked preview of what will be stored', async () => {
    const h = await ready();
    h.send({ type: 'content.changed', content: 'Bạn ấy đồ đéo 😡' });
    expect(h.snapshot.context.preview).toBe('Bạn ấy đồ ***');
    expect(h.actionsOf('saveDraft').at(-1)?.params).toEqual({ content: 'Bạn ấy đồ đéo 😡', images: [] });
  });

  it('uploads every picked picture at once with its own progress; a wrong type fails at once', async () => {
    const h = await ready();
    h.send({
      type: 'images.picked',
      files: [examplePick('a'), examplePick('b'), examplePick('c', { type: 'image/gif' })],
    });
    const images = () =>
      h.snapshot.context.images.map((i: { localId: string; status: string }) => `${i.localId}:${i.status}`);
    expect(images()).toEqual(['a:uploading', 'b:uploading', 'c:failed']);
    expect(h.snapshot.context.images[2].error).toBe(COMPOSER_MESSAGES.badType);
    expect(h.promises.started.map((s) => s.id)).toEqual(['loadDraft', 'upload-a', 'upload-b']);
    const input = h.promises.inputOf('upload-a') as UploadInput;
    input.onProgress(0.4);
    expect(h.snapshot.context.images[0].progress).toBe(0.4);
    input.onFinished(exampleUploaded);
    (h.promises.inputOf('upload-b') as UploadInput).onFailed('Không đọc được ảnh này.');
    expect(images()).toEqual(['a:done', 'b:failed', 'c:failed']);
    expect(h.actionsOf('saveDraft').at(-1)?.params).toEqual({
      content: '',
      images: [{ imageId: 31, previewUrl: exampleUploaded.thumbUrl, name: 'a.jpg' }],
    });
    h.send({ type: 'image.removed', localId: 'b' });
    expect(images()).toEqual(['a:done', 'c:failed']);
  });

  it('refuses to submit while uploading or without text; submits and says the post waits for approval', async () => {
    const h = await ready();
    h.send({ type: 'post.submitted' });
    expect(h.snapshot.context.error).toBe(COMPOSER_MESSAGES.empty);
    h.send({ type: 'content.changed', content: 'Em vẽ trường em' });
    h.send({ type: 'images.picked', files: [examplePick('a')] });
    h.send({ type: 'post.submitted' });
    expect(h.snapshot.context.error).toBe(COMPOSER_MESSAGES.uploading);
    h.send({ type: 'upload.finished', localId: 'a', image: exampleUploaded });
    h.send({ type: 'post.submitted' });
    expect(h.promises.inputOf('submitPost')).toEqual({
      content: 'Em vẽ trường em',
      imageIds: [31],
      editingPostId: null,
    });
    await h.resolve('submitPost', { id: 700, status: 'PENDING' });
    expect(h.value).toBe('submitted');
    // The feed (the composer's parent in the page) hears of the post once.
    expect(h.actionsOf('announceSubmitted').map((a) => a.params)).toEqual([
      { post: { id: 700, status: 'PENDING' } },
    ]);
    expect(h.actionsOf('clearDraft')).toHaveLength(1);
    expect(h.snapshot.context).toMatchObject({ content: '', images: [] });
    h.advance(CLUB_NOTICE_MS);
    expect(h.value).toBe('editing');
  });

  it('a failed submit keeps everything typed; editing a rejected post resubmits it by id', async () => {
    const h = await ready();
    h.send({
      type: 'edit.started',
      postId: 102,
      content: 'Ảnh lớp 3A',
      images: [{ imageId: 5, previewUrl: '/p.jpg' }],
    });
    h.send({ type: 'post.submitted' });
    await h.reject('submitPost', new Error('Network Error'));
    expect(h.snapshot.context).toMatchObject({ content: 'Ảnh lớp 3A', editingPostId: 102 });
    expect(h.snapshot.context.error).toMatch(/kết nối/);
    h.send({ type: 'post.submitted' });
    expect(h.promises.inputOf('submitPost')).toEqual({
      content: 'Ảnh lớp 3A',
      imageIds: [5],
      editingPostId: 102,
    });
  });

  it('a seventh image is refused', async () => {
    const h = await ready();
    h.send({ type: 'images.picked', files: Array.from({ length: 7 }, (_, i) => examplePick(`f${i}`)) });
    expect(h.snapshot.context.images).toHaveLength(6);
    expect(h.snapshot.context.error).toBe(COMPOSER_MESSAGES.tooMany);
  });
});

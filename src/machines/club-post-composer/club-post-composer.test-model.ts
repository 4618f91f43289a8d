import { fetchDone, fetchFailed } from '../shared/fetch-examples';
import { type MachineTestModel, noopActions } from '../shared/machine-test-model';
import { clubPostComposerMachine } from './club-post-composer.machine';
import type { PickedFile } from './club-post-composer.types';

/**
 * The injected actions, and `announceSubmitted`: alone (paths, inspector) the composer has no feed
 * above it to tell, so the message is only recorded.
 */
const COMPOSER_FAKED_ACTIONS = ['saveDraft', 'clearDraft', 'announceSubmitted'] as const;

export const examplePick = (localId: string, overrides: Partial<PickedFile> = {}): PickedFile => ({
  localId,
  name: `${localId}.jpg`,
  previewUrl: `blob:${localId}`,
  file: new Blob(['jpeg'], { type: 'image/jpeg' }),
  size: 1_000,
  type: 'image/jpeg',
  ...overrides,
});

export const exampleUploaded = {
  id: 31,
  url: '/static-images/club/k.jpg',
  thumbUrl: '/static-images/club/k-thumb.jpg',
  width: 1600,
  height: 1200,
};

export const clubPostComposerTestModel: MachineTestModel = {
  machine: clubPostComposerMachine,
  scenarios: [{ name: 'soạn bài mới', input: undefined }],
  examples: [
    { type: 'content.changed', example: { content: 'Em vẽ trường em' } },
    {
      type: 'images.picked',
      example: { files: [examplePick('a'), examplePick('gif', { type: 'image/gif' })] },
    },
    // Removing a picture another test adds: the removal itself changes no state here.
    { type: 'image.removed', example: { localId: 'not-picked' } },
    { type: 'upload.progressed', example: { localId: 'a', fraction: 0.5 } },
    { type: 'upload.finished', example: { localId: 'a', image: exampleUploaded } },
    { type: 'upload.failed', example: { localId: 'a', message: 'Không đọc được ảnh này.' } },
    { type: 'edit.started', example: { postId: 102, content: 'Ảnh lớp 3A', images: [] } },
    fetchDone('loadDraft', { content: 'Nháp', images: [] }),
    fetchFailed('loadDraft', new Error('storage blocked')),
    fetchDone('submitPost', { id: 600, status: 'PENDING' }),
    fetchFailed('submitPost'),
  ],
  // Behaviour depends on the state, whether there is text and whether a picture is uploading.
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.preview.length > 0,
      snapshot.context.images.some((i: { status: string }) => i.status === 'uploading'),
    ]),
  fakeActions: noopActions(COMPOSER_FAKED_ACTIONS),
};

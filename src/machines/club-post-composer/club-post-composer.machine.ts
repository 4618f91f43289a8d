import { assign, enqueueActions, sendParent, setup } from 'xstate';
import { CLUB_IMAGE_MAX_BYTES, CLUB_MAX_IMAGES, CLUB_NOTICE_MS, cleanClubText } from '../../domain/club';
import type { ClubPostAdded } from '../shared/club-post-added';
import { type MachineTypes, notProvidedAction, notProvidedActor } from '../shared/not-provided';
import { keepErrorIn } from '../shared/notice';
import type {
  ClubPost,
  ClubPostComposerContext,
  ClubPostComposerEvent,
  ComposerDraft,
  ComposerImage,
  PickedFile,
  SubmitInput,
  UploadInput,
} from './club-post-composer.types';

export const COMPOSER_MESSAGES = {
  empty: 'Con hãy viết nội dung bài viết nhé.',
  uploading: 'Ảnh đang tải lên, con chờ một chút nhé.',
  tooMany: `Mỗi bài viết có tối đa ${CLUB_MAX_IMAGES} ảnh.`,
  badType: 'Chỉ chọn được ảnh JPEG, PNG hoặc WebP.',
  tooBig: 'Ảnh lớn hơn 8 MB, con chọn ảnh nhỏ hơn nhé.',
} as const;

const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

const draftOf = (context: ClubPostComposerContext): ComposerDraft => ({
  content: context.content,
  images: context.images.flatMap((i) =>
    i.status === 'done' && i.imageId !== null
      ? [{ imageId: i.imageId, previewUrl: i.previewUrl, name: i.name }]
      : [],
  ),
});

const updateImage = (images: ComposerImage[], localId: string, change: Partial<ComposerImage>) =>
  images.map((i) => (i.localId === localId ? { ...i, ...change } : i));

const uploadId = (localId: string) => `upload-${localId}`;

/** Picked files start uploading; a wrong type or size fails at once, a 7th picture is refused. */
function addPicked(context: ClubPostComposerContext, picked: PickedFile[]) {
  const files = picked.filter((f) => !context.images.some((i) => i.localId === f.localId));
  const room = CLUB_MAX_IMAGES - context.images.length;
  const added = files.slice(0, Math.max(0, room)).map((f): ComposerImage => {
    const error = !ACCEPTED_TYPES.includes(f.type)
      ? COMPOSER_MESSAGES.badType
      : f.size > CLUB_IMAGE_MAX_BYTES
        ? COMPOSER_MESSAGES.tooBig
        : null;
    return {
      localId: f.localId,
      name: f.name,
      previewUrl: f.previewUrl,
      file: f.file,
      progress: 0,
      status: error ? 'failed' : 'uploading',
      imageId: null,
      error,
    };
  });
  return { added, error: files.length > room ? COMPOSER_MESSAGES.tooMany : null };
}

const restoredImage = (
  i: { imageId: number; previewUrl: string; name?: string },
  index: number,
): ComposerImage => ({
  localId: `saved-${i.imageId}`,
  name: i.name ?? `Ảnh ${index + 1}`,
  previewUrl: i.previewUrl,
  file: null,
  progress: 1,
  status: 'done',
  imageId: i.imageId,
  error: null,
});

/**
 * The club's post composer (issue 11): text with a live preview of what the server will store,
 * every picked picture uploading at once with its own progress, a draft kept in storage so a
 * reload loses nothing, and submit → 'Bài viết đang chờ duyệt'. Also edits and resubmits a post.
 * It runs as a child of the club feed, which it tells of every post sent (`announceSubmitted`).
 */
export const clubPostComposerMachine = setup({
  types: {} as MachineTypes<ClubPostComposerContext, ClubPostComposerEvent>,
  actors: {
    loadDraft: notProvidedActor<ComposerDraft | null>('loadDraft'),
    uploadImage: notProvidedActor<void, UploadInput>('uploadImage'),
    submitPost: notProvidedActor<ClubPost, SubmitInput>('submitPost'),
  },
  actions: {
    saveDraft: notProvidedAction<ComposerDraft>('saveDraft'),
    clearDraft: notProvidedAction<void>('clearDraft'),
    // The composer runs inside the feed (its parent), which shows the post on top at once.
    announceSubmitted: sendParent<
      ClubPostComposerContext,
      ClubPostComposerEvent,
      { post: ClubPost },
      ClubPostAdded,
      ClubPostComposerEvent
    >((_, { post }) => ({ type: 'post.added', post })),
    changeContent: assign(({ event }) =>
      event.type === 'content.changed'
        ? { content: event.content, preview: cleanClubText(event.content), error: null }
        : {},
    ),
    // One upload actor per picture; it reports progress, success and failure as events.
    addAndUpload: enqueueActions(({ context, event, enqueue, self }) => {
      if (event.type !== 'images.picked') return;
      const { added, error } = addPicked(context, event.files);
      enqueue.assign({ images: [...context.images, ...added], error });
      for (const image of added.filter((i) => i.status === 'uploading')) {
        const localId = image.localId;
        enqueue.spawnChild('uploadImage', {
          id: uploadId(localId),
          input: {
            localId,
            file: image.file,
            onProgress: (fraction: number) => self.send({ type: 'upload.progressed', localId, fraction }),
            onFinished: (uploaded) => self.send({ type: 'upload.finished', localId, image: uploaded }),
            onFailed: (message: string) => self.send({ type: 'upload.failed', localId, message }),
          } satisfies UploadInput,
        });
      }
    }),
    removeImage: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'image.removed') return;
      enqueue.assign({ images: context.images.filter((i) => i.localId !== event.localId) });
      enqueue.stopChild(uploadId(event.localId));
    }),
    recordProgress: assign(({ context, event }) =>
      event.type === 'upload.progressed'
        ? {
            images: updateImage(context.images, event.localId, {
              progress: Math.min(1, Math.max(0, event.fraction)),
            }),
          }
        : {},
    ),
    markUploaded: assign(({ context, event }) =>
      event.type === 'upload.finished'
        ? {
            images: updateImage(context.images, event.localId, {
              status: 'done',
              progress: 1,
              imageId: event.image.id,
              previewUrl: event.image.thumbUrl,
              file: null,
            }),
          }
        : {},
    ),
    markFailed: assign(({ context, event }) =>
      event.type === 'upload.failed'
        ? { images: updateImage(context.images, event.localId, { status: 'failed', error: event.message }) }
        : {},
    ),
    startEdit: assign(({ event }) =>
      event.type === 'edit.started'
        ? {
            editingPostId: event.postId,
            content: event.content,
            preview: cleanClubText(event.content),
            images: event.images.map(restoredImage),
            error: null,
          }
        : {},
    ),
    clearComposer: assign({ content: '', preview: '', images: [], editingPostId: null, error: null }),
  },
  guards: {
    isUploading: ({ context }) => context.images.some((i) => i.status === 'uploading'),
    isEmpty: ({ context }) => context.preview.length === 0,
  },
  delays: { noticeShown: CLUB_NOTICE_MS },
}).createMachine({
  id: 'clubPostComposer',
  context: { content: '', preview: '', images: [], editingPostId: null, error: null },
  initial: 'restoring',
  states: {
    restoring: {
      meta: { description: 'Đang lấy bản nháp đã lưu (tải lại trang không mất bài)' },
      invoke: {
        id: 'loadDraft',
        src: 'loadDraft',
        onDone: {
          target: 'editing',
          actions: assign(({ event }) =>
            event.output
              ? {
                  content: event.output.content,
                  preview: cleanClubText(event.output.content),
                  images: event.output.images.map(restoredImage),
                }
              : {},
          ),
        },
        onError: 'editing',
      },
    },
    editing: {
      meta: {
        description: 'Đang soạn bài: chữ, ảnh (mỗi ảnh tải lên với % riêng), xem trước chữ sẽ được lưu',
      },
      on: {
        'content.changed': {
          actions: ['changeContent', { type: 'saveDraft', params: ({ context }) => draftOf(context) }],
        },
        'images.picked': { actions: 'addAndUpload' },
        'image.removed': {
          actions: ['removeImage', { type: 'saveDraft', params: ({ context }) => draftOf(context) }],
        },
        'upload.progressed': { actions: 'recordProgress' },
        'upload.finished': {
          actions: ['markUploaded', { type: 'saveDraft', params: ({ context }) => draftOf(context) }],
        },
        'upload.failed': { actions: 'markFailed' },
        'edit.started': { actions: 'startEdit' },
        'post.submitted': [
          { guard: 'isUploading', actions: assign({ error: COMPOSER_MESSAGES.uploading }) },
          { guard: 'isEmpty', actions: assign({ error: COMPOSER_MESSAGES.empty }) },
          { target: 'submitting' },
        ],
      },
    },
    submitting: {
      meta: { description: 'Đang gửi bài (hoặc gửi lại bài đã sửa) cho thầy cô duyệt' },
      invoke: {
        id: 'submitPost',
        src: 'submitPost',
        input: ({ context }): SubmitInput => ({
          content: context.content,
          imageIds: context.images.flatMap((i) =>
            i.status === 'done' && i.imageId !== null ? [i.imageId] : [],
          ),
          editingPostId: context.editingPostId,
        }),
        onDone: {
          target: 'submitted',
          actions: [
            { type: 'announceSubmitted', params: ({ event }) => ({ post: event.output }) },
            'clearComposer',
            'clearDraft',
          ],
        },
        onError: keepErrorIn('editing', 'error'),
      },
    },
    submitted: {
      meta: { description: "Đã gửi: 'Bài viết đang chờ duyệt'" },
      after: { noticeShown: 'editing' },
      on: { 'composer.reset': 'editing' },
    },
  },
});

/** Real actors of the post composer: API functions and the draft store, injected at the composition root. */

import type { ApiEnvelope, RequestOptions } from '../../api/http/envelope';
import type { PostBody } from '../../contracts/club';
import { dataOf, userMessageOf } from '../shared/api-result';
import { fromRequest } from '../shared/from-request';
import type {
  ClubPost,
  ComposerDraft,
  SubmitInput,
  UploadedImage,
  UploadInput,
} from './club-post-composer.types';

export interface ClubPostComposerApi {
  uploadClubImage(
    file: Blob,
    options: RequestOptions & { onUploadProgress?: (fraction: number) => void },
  ): Promise<ApiEnvelope<UploadedImage>>;
  createClubPost(body: PostBody, options: RequestOptions): Promise<ApiEnvelope<ClubPost>>;
  updateClubPost(feedId: number, body: PostBody, options: RequestOptions): Promise<ApiEnvelope<ClubPost>>;
  readDraft(): ComposerDraft | null;
}

export function createClubPostComposerActors(api: ClubPostComposerApi) {
  return {
    loadDraft: fromRequest<ComposerDraft | null, void>(async () => api.readDraft()),
    // Reports through the input's callbacks: one of these runs per picture, spawned by the machine.
    uploadImage: fromRequest<void, UploadInput>(async ({ input, signal }) => {
      try {
        if (!input.file) throw new Error('No file to upload');
        input.onFinished(
          dataOf(await api.uploadClubImage(input.file, { signal, onUploadProgress: input.onProgress })),
        );
      } catch (error) {
        if (!signal.aborted) input.onFailed(userMessageOf(error));
      }
    }),
    submitPost: fromRequest<ClubPost, SubmitInput>(async ({ input, signal }) => {
      const body: PostBody = { content: input.content, image_ids: input.imageIds };
      return dataOf(
        input.editingPostId === null
          ? await api.createClubPost(body, { signal })
          : await api.updateClubPost(input.editingPostId, body, { signal }),
      );
    }),
  };
}

import type { ClubPost, UploadedImage } from '../../contracts/club';

export type ComposerImageStatus = 'queued' | 'uploading' | 'done' | 'failed';

export interface ComposerImage {
  /** Client-side id of the picked file (stable while it uploads). */
  localId: string;
  name: string;
  /** An object URL of the picked file, or the server's thumbnail once restored from a draft. */
  previewUrl: string;
  file: Blob | null;
  /** 0..1 of the upload sent. */
  progress: number;
  status: ComposerImageStatus;
  imageId: number | null;
  error: string | null;
}

/** What survives a reload: the text and the images already on the server. */
export interface ComposerDraft {
  content: string;
  images: Array<{ imageId: number; previewUrl: string; name: string }>;
}

export interface ClubPostComposerContext {
  content: string;
  /** The text as the server will store it (symbols removed, bad words masked). */
  preview: string;
  images: ComposerImage[];
  /** Set when a pending or rejected post is being edited and resubmitted. */
  editingPostId: number | null;
  error: string | null;
}

export interface PickedFile {
  localId: string;
  name: string;
  previewUrl: string;
  file: Blob;
  size: number;
  type: string;
}

export type ClubPostComposerEvent =
  | { type: 'content.changed'; content: string }
  | { type: 'images.picked'; files: PickedFile[] }
  | { type: 'image.removed'; localId: string }
  | { type: 'upload.progressed'; localId: string; fraction: number }
  | { type: 'upload.finished'; localId: string; image: UploadedImage }
  | { type: 'upload.failed'; localId: string; message: string }
  | { type: 'post.submitted' }
  | {
      type: 'edit.started';
      postId: number;
      content: string;
      images: Array<{ imageId: number; previewUrl: string }>;
    }
  | { type: 'composer.reset' };

/** One upload runs per picked file; the real actor reports back through these callbacks. */
export interface UploadInput {
  localId: string;
  file: Blob | null;
  onProgress: (fraction: number) => void;
  onFinished: (image: UploadedImage) => void;
  onFailed: (message: string) => void;
}

export interface SubmitInput {
  content: string;
  imageIds: number[];
  editingPostId: number | null;
}

export type { ClubPost, UploadedImage };

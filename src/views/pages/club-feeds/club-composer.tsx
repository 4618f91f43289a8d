import { css } from '@emotion/react';
import { type RefObject, useId, useRef } from 'react';
import { CLUB_MAX_IMAGES, CLUB_PENDING_MESSAGE, CLUB_POST_MAX_CHARS } from '../../../domain/club';
import { clubPostComposerBinding } from '../../../machines/club-post-composer/club-post-composer.binding';
import type { PickedFile } from '../../../machines/club-post-composer/club-post-composer.types';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { controlCss, labelCss } from '../../ui/field-styles';
import { formSubmit } from '../../ui/form-submit';
import { bareListCss } from '../../ui/layout';
import { Spinner } from '../../ui/spinner';
import { colors, radii } from '../../ui/theme';

let pickCounter = 0;

function toPicked(files: FileList): PickedFile[] {
  return Array.from(files).map((file) => {
    pickCounter += 1;
    return {
      localId: `pick-${Date.now().toString(36)}-${pickCounter}`,
      name: file.name,
      previewUrl: URL.createObjectURL(file),
      file,
      size: file.size,
      type: file.type,
    };
  });
}

/**
 * The composer above the feed: text with a preview of what will be stored (bad words masked), pictures
 * uploading each with its own progress, submit → 'Bài viết đang chờ duyệt'. Also edits a rejected post.
 */
export function ClubComposer({ textareaRef }: { textareaRef: RefObject<HTMLTextAreaElement | null> }) {
  const send = clubPostComposerBinding.useSend();
  const state = clubPostComposerBinding.useSelect((s) => s.value as string);
  const content = clubPostComposerBinding.useSelect((s) => s.context.content);
  const preview = clubPostComposerBinding.useSelect((s) => s.context.preview);
  const images = clubPostComposerBinding.useSelect((s) => s.context.images);
  const error = clubPostComposerBinding.useSelect((s) => s.context.error);
  const editingPostId = clubPostComposerBinding.useSelect((s) => s.context.editingPostId);
  const fileRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const uploading = images.some((i) => i.status === 'uploading');
  const masked = preview !== content.trim() && content.trim().length > 0;

  if (state === 'restoring')
    return (
      <section aria-label="Soạn bài viết" css={boxCss}>
        <Spinner label="Đang mở bản nháp" />
      </section>
    );

  return (
    <section aria-labelledby={`${id}-title`} css={boxCss}>
      <h2
        id={`${id}-title`}
        css={css`
          margin: 0 0 10px;
          font-size: 18px;
        `}
      >
        {editingPostId === null ? 'Đăng bài mới' : 'Sửa bài và gửi lại cho thầy cô'}
      </h2>
      <form
        onSubmit={formSubmit(() => send({ type: 'post.submitted' }))}
        css={css`
          display: flex;
          flex-direction: column;
          gap: 10px;
        `}
      >
        <label htmlFor={`${id}-text`} css={labelCss}>
          Con muốn chia sẻ điều gì với các bạn?
        </label>
        <textarea
          id={`${id}-text`}
          ref={textareaRef}
          value={content}
          maxLength={CLUB_POST_MAX_CHARS}
          rows={4}
          aria-describedby={`${id}-count`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => send({ type: 'content.changed', content: event.target.value })}
          css={[
            controlCss,
            css`
              min-height: 96px;
              padding-top: 10px;
              resize: vertical;
              font: inherit;
            `,
          ]}
        />
        <span
          id={`${id}-count`}
          css={css`
            color: ${colors.muted};
            font-size: 13px;
          `}
        >
          {content.length}/{CLUB_POST_MAX_CHARS} ký tự · tối đa {CLUB_MAX_IMAGES} ảnh JPEG, PNG hoặc WebP
        </span>
        {masked && (
          <div
            role="note"
            aria-label="Nội dung sẽ được đăng"
            css={css`
              padding: 10px 12px;
              border-radius: ${radii.md};
              background: ${colors.sunSoft};
              white-space: pre-wrap;
            `}
          >
            <strong>Nội dung sẽ được đăng:</strong> {preview}
          </div>
        )}
        {images.length > 0 && (
          <ul aria-label="Ảnh đã chọn" css={[bareListCss, css`display: flex; flex-wrap: wrap; gap: 10px;`]}>
            {images.map((image) => (
              <li
                key={image.localId}
                css={css`
                  width: 112px;
                  display: flex;
                  flex-direction: column;
                  gap: 4px;
                  font-size: 13px;
                `}
              >
                <img
                  src={image.previewUrl}
                  alt={`Xem trước: ${image.name}`}
                  width={112}
                  height={112}
                  css={css`
                    width: 112px;
                    height: 112px;
                    object-fit: cover;
                    border-radius: ${radii.sm};
                    background: ${colors.canvas};
                    opacity: ${image.status === 'failed' ? 0.5 : 1};
                  `}
                />
                {image.status === 'uploading' && (
                  <progress
                    max={100}
                    value={Math.round(image.progress * 100)}
                    aria-label={`Đang tải ${image.name} lên`}
                    css={css`
                      width: 100%;
                    `}
                  />
                )}
                {image.status === 'done' && <span css={css`color: #0f7a5a;`}>Đã tải lên</span>}
                {image.status === 'failed' && (
                  <span role="alert" css={css`color: #b42328;`}>
                    {image.error ?? 'Không tải lên được'}
                  </span>
                )}
                <button
                  type="button"
                  onClick={() => {
                    if (image.previewUrl.startsWith('blob:')) URL.revokeObjectURL(image.previewUrl);
                    send({ type: 'image.removed', localId: image.localId });
                  }}
                  aria-label={`Bỏ ảnh ${image.name}`}
                  css={css`
                    border: none;
                    background: none;
                    color: ${colors.primary};
                    font-weight: 700;
                    cursor: pointer;
                    text-align: left;
                    padding: 0;
                  `}
                >
                  Bỏ ảnh
                </button>
              </li>
            ))}
          </ul>
        )}
        {error && <Alert>{error}</Alert>}
        {state === 'submitted' && <Alert tone="success">{CLUB_PENDING_MESSAGE}</Alert>}
        <div
          css={css`
            display: flex;
            flex-wrap: wrap;
            gap: 10px;
          `}
        >
          <input
            ref={fileRef}
            id={`${id}-files`}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            multiple
            onChange={(event) => {
              if (event.target.files?.length)
                send({ type: 'images.picked', files: toPicked(event.target.files) });
              event.target.value = '';
            }}
            css={css`
              position: absolute;
              width: 1px;
              height: 1px;
              opacity: 0;
              pointer-events: none;
            `}
            tabIndex={-1}
            aria-hidden="true"
          />
          <Button
            variant="secondary"
            onClick={() => fileRef.current?.click()}
            disabled={images.length >= CLUB_MAX_IMAGES || state === 'submitting'}
          >
            Thêm ảnh
          </Button>
          <Button type="submit" busy={state === 'submitting'} aria-disabled={uploading || undefined}>
            {editingPostId === null ? 'Gửi bài' : 'Gửi lại bài'}
          </Button>
        </div>
      </form>
    </section>
  );
}

const boxCss = css`
  background: ${colors.surface};
  border-radius: ${radii.lg};
  padding: 20px;
  box-shadow: 0 4px 16px rgba(31, 79, 209, 0.08);
`;

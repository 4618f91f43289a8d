import { css } from '@emotion/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { ClubImage } from '../../../contracts/club';
import { CLUB_COMMENT_MAX_CHARS } from '../../../domain/club';
import { ROUTES } from '../../../domain/constants';
import { formatNotificationTime } from '../../../domain/format';
import { clubPostDetailBinding } from '../../../machines/club-post-detail/club-post-detail.binding';
import { sessionBinding } from '../../../machines/session/session.binding';
import { Alert, DismissibleAlert } from '../../ui/alert';
import { Button, linkButtonCss } from '../../ui/button';
import { Card } from '../../ui/card';
import { controlCss, labelCss } from '../../ui/field-styles';
import { formSubmit } from '../../ui/form-submit';
import { Link } from '../../ui/link';
import { LoadFailed } from '../../ui/load-failed';
import { Spinner } from '../../ui/spinner';
import { colors, radii, shadows } from '../../ui/theme';
import { ClubPostCard, StatusBadge } from './club-post-card';
import { ClubVisitor } from './club-visitor';

/** One post of the club (SPEC §2): the post, its images in a lightbox, likes and comments. */
export function Component() {
  const { feedId = '' } = useParams();
  const id = Number(feedId);
  const valid = Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
  const loggedIn = sessionBinding.useSelect((s) => s.matches('loggedIn'));
  return (
    <>
      <title>{`Bài viết ${feedId} — Uniclass`}</title>
      <div
        css={css`
          max-width: 720px;
          margin: 0 auto;
          display: flex;
          flex-direction: column;
          gap: 16px;
        `}
      >
        <Link
          to={ROUTES.clubFeeds}
          css={css`
            color: ${colors.primary};
            font-weight: 700;
          `}
        >
          ← Về Nhà trường
        </Link>
        {!loggedIn ? (
          <>
            <h1 css={css`margin: 0; font-size: 26px;`}>Bài viết của Nhà trường</h1>
            <ClubVisitor />
          </>
        ) : valid ? (
          <clubPostDetailBinding.Provider key={id} input={{ feedId: id }}>
            <PostDetail />
          </clubPostDetailBinding.Provider>
        ) : (
          <Card>
            <Alert>Không tìm thấy bài viết.</Alert>
          </Card>
        )}
      </div>
    </>
  );
}

function PostDetail() {
  const send = clubPostDetailBinding.useSend();
  const state = clubPostDetailBinding.useSelect((s) => s.value as string);
  const post = clubPostDetailBinding.useSelect((s) => s.context.post);
  const notice = clubPostDetailBinding.useSelect((s) => s.context.notice);
  const [lightbox, setLightbox] = useState<number | null>(null);

  if (state === 'loading')
    return (
      <div css={css`display: flex; justify-content: center; padding: 40px;`}>
        <Spinner label="Đang tải bài viết" />
      </div>
    );
  if (state === 'failed' || !post)
    return (
      <Card>
        <h1 css={css`margin: 0 0 12px; font-size: 22px;`}>Không mở được bài viết</h1>
        <LoadFailed
          message={notice?.message ?? 'Không tìm thấy bài viết.'}
          onRetry={() => send({ type: 'post.retried' })}
        >
          <Link to={ROUTES.clubFeeds} css={linkButtonCss('secondary')}>
            Về Nhà trường
          </Link>
        </LoadFailed>
      </Card>
    );

  return (
    <>
      <h1
        css={css`
          margin: 0;
          font-size: 24px;
          font-weight: 900;
        `}
      >
        Bài viết #{post.id}
      </h1>
      {notice && (
        <DismissibleAlert tone={notice.tone} onDismiss={() => send({ type: 'notice.dismissed' })}>
          {notice.message}
        </DismissibleAlert>
      )}
      <ClubPostCard
        post={post}
        headingLevel="h2"
        linkToDetail={false}
        likeBusy={state === 'liking'}
        onLike={() => send({ type: 'post.likeToggled' })}
        onOpenImage={setLightbox}
      />
      <Comments />
      {lightbox !== null && post.images.length > 0 && (
        <Lightbox
          images={post.images}
          index={lightbox}
          onIndex={setLightbox}
          onClose={() => setLightbox(null)}
        />
      )}
    </>
  );
}

function Comments() {
  const send = clubPostDetailBinding.useSend();
  const state = clubPostDetailBinding.useSelect((s) => s.value as string);
  const comments = clubPostDetailBinding.useSelect((s) => s.context.comments);
  const comment = clubPostDetailBinding.useSelect((s) => s.context.comment);
  const approved = clubPostDetailBinding.useSelect((s) => s.context.post?.status === 'APPROVED');
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} css={css`display: flex; flex-direction: column; gap: 12px;`}>
      <h2 id={`${id}-title`} css={css`margin: 0; font-size: 19px;`}>
        Bình luận ({comments.length})
      </h2>
      {comments.length === 0 ? (
        <p css={css`margin: 0; color: ${colors.inkSoft};`}>Chưa có bình luận nào.</p>
      ) : (
        <ul
          css={css`list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 8px;`}
        >
          {comments.map((c) => (
            <li
              key={c.id}
              css={css`
                background: ${colors.surface};
                border-radius: ${radii.md};
                box-shadow: ${shadows.card};
                padding: 12px 14px;
              `}
            >
              <div css={css`display: flex; flex-wrap: wrap; gap: 8px; align-items: baseline;`}>
                <strong>{c.author.name}</strong>
                <time dateTime={c.createdAt} css={css`color: ${colors.muted}; font-size: 13px;`}>
                  {formatNotificationTime(c.createdAt)}
                </time>
                {c.status !== 'APPROVED' && <StatusBadge status={c.status} />}
              </div>
              <p css={css`margin: 6px 0 0; white-space: pre-wrap; overflow-wrap: anywhere;`}>{c.content}</p>
            </li>
          ))}
        </ul>
      )}
      {approved ? (
        <form
          onSubmit={formSubmit(() => send({ type: 'comment.submitted' }))}
          css={css`display: flex; flex-direction: column; gap: 8px;`}
        >
          <label htmlFor={`${id}-text`} css={labelCss}>
            Viết bình luận
          </label>
          <textarea
            id={`${id}-text`}
            value={comment}
            rows={3}
            maxLength={CLUB_COMMENT_MAX_CHARS}
            onChange={(event) => send({ type: 'comment.changed', content: event.target.value })}
            css={[controlCss, css`min-height: 72px; padding-top: 10px; font: inherit; resize: vertical;`]}
          />
          <div>
            <Button type="submit" busy={state === 'commenting'} disabled={comment.trim().length === 0}>
              Gửi bình luận
            </Button>
          </div>
        </form>
      ) : (
        <p css={css`margin: 0; color: ${colors.inkSoft};`}>
          Bài viết được duyệt thì các bạn mới bình luận được.
        </p>
      )}
    </section>
  );
}

/** Full-size images in a modal dialog: arrows to move, Escape to close, focus kept inside. */
function Lightbox({
  images,
  index,
  onIndex,
  onClose,
}: {
  images: ClubImage[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const image = images[index] ?? images[0];
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  const go = (step: number) => onIndex((index + step + images.length) % images.length);
  if (!image) return null;
  return (
    <dialog
      ref={ref}
      aria-label={`Ảnh ${index + 1} trên ${images.length}`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') go(1);
        if (event.key === 'ArrowLeft') go(-1);
      }}
      css={css`
        border: none;
        padding: 0;
        background: transparent;
        max-width: 96vw;
        max-height: 96vh;
        &::backdrop {
          background: rgba(10, 14, 24, 0.85);
        }
      `}
    >
      <figure css={css`margin: 0; display: flex; flex-direction: column; align-items: center; gap: 10px;`}>
        <img
          src={image.url}
          alt={`Ảnh ${index + 1} của bài viết`}
          width={image.width}
          height={image.height}
          css={css`
            max-width: 92vw;
            max-height: 80vh;
            width: auto;
            height: auto;
            border-radius: ${radii.md};
          `}
        />
        <figcaption css={css`color: #fff; font-weight: 700;`}>
          {index + 1} / {images.length}
        </figcaption>
        <div css={css`display: flex; gap: 10px;`}>
          {images.length > 1 && (
            <Button variant="secondary" onClick={() => go(-1)}>
              ← Ảnh trước
            </Button>
          )}
          <Button variant="secondary" onClick={onClose} autoFocus>
            Đóng ảnh
          </Button>
          {images.length > 1 && (
            <Button variant="secondary" onClick={() => go(1)}>
              Ảnh sau →
            </Button>
          )}
        </div>
      </figure>
    </dialog>
  );
}

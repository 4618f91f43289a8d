import { css } from '@emotion/react';
import type { ClubImage, ClubPost } from '../../../contracts/club';
import { CLUB_STATUS_LABELS } from '../../../domain/club';
import { ROUTES } from '../../../domain/constants';
import { formatNotificationTime } from '../../../domain/format';
import { Button } from '../../ui/button';
import { visuallyHiddenCss } from '../../ui/layout';
import { Link } from '../../ui/link';
import { colors, radii, shadows } from '../../ui/theme';

const statusTone = {
  PENDING: { bg: colors.sunSoft, fg: '#8a5a00' },
  APPROVED: { bg: colors.mintSoft, fg: '#0f7a5a' },
  REJECTED: { bg: colors.berrySoft, fg: '#b42328' },
} as const;

export function StatusBadge({ status }: { status: ClubPost['status'] }) {
  return (
    <span
      css={css`
        display: inline-block;
        padding: 2px 10px;
        border-radius: ${radii.pill};
        font-size: 13px;
        font-weight: 800;
        background: ${statusTone[status].bg};
        color: ${statusTone[status].fg};
      `}
    >
      {CLUB_STATUS_LABELS[status]}
    </span>
  );
}

/** Thumbnails, lazy-loaded, their size known beforehand so the list does not jump. */
export function PostImages({ images, onOpen }: { images: ClubImage[]; onOpen?: (index: number) => void }) {
  if (images.length === 0) return null;
  return (
    <ul
      css={css`
        list-style: none;
        margin: 12px 0 0;
        padding: 0;
        display: grid;
        grid-template-columns: repeat(${Math.min(3, images.length)}, minmax(0, 1fr));
        gap: 6px;
      `}
    >
      {images.map((image, index) => {
        const img = (
          <img
            src={image.thumbUrl}
            alt={`Ảnh ${index + 1} của bài viết`}
            loading="lazy"
            decoding="async"
            width={image.width}
            height={image.height}
            css={css`
              display: block;
              width: 100%;
              height: auto;
              aspect-ratio: ${images.length === 1 ? `${image.width} / ${image.height}` : '1 / 1'};
              max-height: 420px;
              object-fit: cover;
              border-radius: ${radii.sm};
              background: ${colors.canvas};
            `}
          />
        );
        return (
          <li key={image.id}>
            {onOpen ? (
              <button
                type="button"
                onClick={() => onOpen(index)}
                aria-label={`Phóng to ảnh ${index + 1}`}
                css={css`
                  display: block;
                  width: 100%;
                  padding: 0;
                  border: none;
                  background: none;
                  cursor: zoom-in;
                  border-radius: ${radii.sm};
                `}
              >
                {img}
              </button>
            ) : (
              img
            )}
          </li>
        );
      })}
    </ul>
  );
}

interface PostCardProps {
  post: ClubPost;
  /** The like button; absent where liking is not offered. */
  onLike?: () => void;
  likeBusy?: boolean;
  /** A rejected or pending post of mine can be edited and sent again. */
  onEdit?: () => void;
  /** Where the images open (detail page); otherwise they link to the detail. */
  onOpenImage?: (index: number) => void;
  headingLevel?: 'h2' | 'h3';
  /** On the detail page the post is the page: no link to itself. */
  linkToDetail?: boolean;
}

export function ClubPostCard({
  post,
  onLike,
  likeBusy = false,
  onEdit,
  onOpenImage,
  headingLevel = 'h3',
  linkToDetail = true,
}: PostCardProps) {
  const Heading = headingLevel;
  const titleId = `club-post-${post.id}-author`;
  return (
    <article
      aria-labelledby={titleId}
      data-post-id={post.id}
      css={css`
        background: ${colors.surface};
        border-radius: ${radii.lg};
        box-shadow: ${shadows.card};
        padding: 18px 20px;
      `}
    >
      <header
        css={css`
          display: flex;
          flex-wrap: wrap;
          align-items: baseline;
          gap: 6px 10px;
        `}
      >
        <Heading
          id={titleId}
          css={css`
            margin: 0;
            font-size: 16px;
            font-weight: 800;
          `}
        >
          {post.author.name}
        </Heading>
        {post.author.className && (
          <span
            css={css`
              color: ${colors.inkSoft};
              font-size: 14px;
            `}
          >
            Lớp {post.author.className}
          </span>
        )}
        <time
          dateTime={post.createdAt}
          css={css`
            color: ${colors.muted};
            font-size: 13px;
          `}
        >
          {formatNotificationTime(post.createdAt)}
        </time>
        {post.status !== 'APPROVED' && <StatusBadge status={post.status} />}
      </header>
      <p
        css={css`
          margin: 10px 0 0;
          white-space: pre-wrap;
          overflow-wrap: anywhere;
          line-height: 1.5;
        `}
      >
        {post.content}
      </p>
      <PostImages images={post.images} onOpen={onOpenImage} />
      {post.status === 'REJECTED' && post.reason && (
        <p
          css={css`
            margin: 12px 0 0;
            padding: 10px 12px;
            border-radius: ${radii.md};
            background: ${colors.berrySoft};
            color: #8f1d22;
          `}
        >
          Lý do chưa được duyệt: {post.reason}
        </p>
      )}
      <footer
        css={css`
          display: flex;
          flex-wrap: wrap;
          align-items: center;
          gap: 10px;
          margin-top: 12px;
        `}
      >
        {post.status === 'APPROVED' && onLike && (
          <Button
            variant={post.likedByMe ? 'primary' : 'secondary'}
            aria-pressed={post.likedByMe}
            disabled={likeBusy}
            onClick={onLike}
          >
            {/* The name starts with the visible count (WCAG 2.5.3): '12 lượt thích, thích bài của …'. */}
            <span aria-hidden="true">♥</span> {post.likeCount}
            <span css={visuallyHiddenCss}>
              {' '}
              lượt thích, {post.likedByMe ? 'bỏ thích' : 'thích'} bài của {post.author.name}
            </span>
          </Button>
        )}
        {post.status === 'APPROVED' && linkToDetail && (
          <Link
            to={ROUTES.clubFeedDetail(post.id)}
            css={css`
              color: ${colors.primary};
              font-weight: 700;
            `}
          >
            Bình luận ({post.commentCount})
          </Link>
        )}
        {post.status !== 'APPROVED' && linkToDetail && (
          <Link
            to={ROUTES.clubFeedDetail(post.id)}
            css={css`
              color: ${colors.primary};
              font-weight: 700;
            `}
          >
            Xem bài
          </Link>
        )}
        {onEdit && post.isMine && post.status !== 'APPROVED' && (
          <Button variant="ghost" onClick={onEdit}>
            Sửa và gửi lại
          </Button>
        )}
      </footer>
    </article>
  );
}

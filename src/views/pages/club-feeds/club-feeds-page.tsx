import { css } from '@emotion/react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ClubPost } from '../../../contracts/club';
import { CLUB_SCOPE_LABELS, CLUB_SCOPES, type ClubScope } from '../../../domain/club';
import { ROUTES } from '../../../domain/constants';
import { clubFeedBinding } from '../../../machines/club-feed/club-feed.binding';
import { clubPostComposerBinding } from '../../../machines/club-post-composer/club-post-composer.binding';
import { notificationsBinding } from '../../../machines/notifications/notifications.binding';
import { sessionBinding } from '../../../machines/session/session.binding';
import { DismissibleAlert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Link } from '../../ui/link';
import { LoadFailed } from '../../ui/load-failed';
import { Spinner } from '../../ui/spinner';
import { TabBar } from '../../ui/tab-bar';
import { colors } from '../../ui/theme';
import { ClubComposer } from './club-composer';
import { ClubPostCard } from './club-post-card';
import { ClubVisitor } from './club-visitor';
import { FeedComposer } from './feed-composer';

/**
 * The club feed (SPEC §2, issue 11): the composer, scope tabs, the virtualised list of posts. With
 * ?rejected=true it opens on the pupil's own posts and a dialog says why the post was rejected, with
 * a button to edit and send it again.
 */
export function Component() {
  const [params] = useSearchParams();
  const rejected = params.get('rejected') === 'true';
  const loggedIn = sessionBinding.useSelect((s) => s.matches('loggedIn'));
  if (!loggedIn)
    return (
      <>
        <title>Nhà trường — Uniclass</title>
        <div css={columnCss}>
          <h1 css={titleCss}>Nhà trường</h1>
          <ClubVisitor />
        </div>
      </>
    );
  return (
    <>
      <title>Nhà trường — Uniclass</title>
      <clubFeedBinding.Provider
        key={rejected ? 'rejected' : 'feed'}
        input={{ scope: rejected ? 'mine' : 'school', rejectedNotice: rejected }}
      >
        <FeedComposer>
          <ClubFeedsView rejected={rejected} />
        </FeedComposer>
      </clubFeedBinding.Provider>
    </>
  );
}

const columnCss = css`
  display: flex;
  flex-direction: column;
  gap: 18px;
  max-width: 720px;
  margin: 0 auto;
`;

const titleCss = css`
  margin: 0;
  font-size: 26px;
  font-weight: 900;
`;

function ClubFeedsView({ rejected }: { rejected: boolean }) {
  const sendComposer = clubPostComposerBinding.useSend();
  const textareaRef = useRef<HTMLTextAreaElement>(null);

  const edit = (post: ClubPost) => {
    sendComposer({
      type: 'edit.started',
      postId: post.id,
      content: post.content,
      images: post.images.map((i) => ({ imageId: i.id, previewUrl: i.thumbUrl })),
    });
    textareaRef.current?.scrollIntoView({ block: 'center' });
    textareaRef.current?.focus();
  };

  return (
    <div css={columnCss}>
      <div
        css={css`
          display: flex;
          flex-wrap: wrap;
          justify-content: space-between;
          align-items: baseline;
          gap: 8px;
        `}
      >
        <h1 css={titleCss}>Nhà trường</h1>
        <Link
          to={ROUTES.clubPopupRules}
          css={css`
            color: ${colors.primary};
            font-weight: 700;
          `}
        >
          Nội quy câu lạc bộ
        </Link>
      </div>
      <ClubComposer textareaRef={textareaRef} />
      <FeedSection onEdit={edit} />
      {rejected && <RejectedDialog onEdit={edit} />}
    </div>
  );
}

function ScopeTabs() {
  const send = clubFeedBinding.useSend();
  const scope = clubFeedBinding.useSelect((s) => s.context.scope);
  return (
    <TabBar
      label="Xem bài của"
      tabs={CLUB_SCOPES}
      selected={scope}
      names={(s) => CLUB_SCOPE_LABELS[s]}
      tabId={(s) => `club-tab-${s}`}
      panelId="club-feed-panel"
      onSelect={(s) => s !== scope && send({ type: 'scope.selected', scope: s })}
      listCss={scopeListCss}
      tabCss={scopeTabCss}
    />
  );
}

const scopeListCss = css`
  display: flex;
  gap: 6px;
  border-bottom: 2px solid ${colors.line};
`;

const scopeTabCss = (selected: boolean) => css`
  border: none;
  background: none;
  padding: 10px 14px;
  font-weight: 800;
  font-size: 15px;
  cursor: pointer;
  color: ${selected ? colors.primary : colors.inkSoft};
  border-bottom: 3px solid ${selected ? colors.primary : 'transparent'};
  margin-bottom: -2px;
`;

const EMPTY_TEXT: Record<ClubScope, string> = {
  school: 'Trường con chưa có bài viết nào. Con hãy là người đầu tiên chia sẻ nhé!',
  class: 'Lớp con chưa có bài viết nào.',
  mine: 'Con chưa đăng bài nào.',
};

function FeedSection({ onEdit }: { onEdit: (post: ClubPost) => void }) {
  const send = clubFeedBinding.useSend();
  const state = clubFeedBinding.useSelect((s) => s.value as string);
  const scope = clubFeedBinding.useSelect((s) => s.context.scope);
  const items = clubFeedBinding.useSelect((s) => s.context.items);
  const hasMore = clubFeedBinding.useSelect((s) => s.context.cursor !== null);
  const notice = clubFeedBinding.useSelect((s) => s.context.notice);
  const likingId = clubFeedBinding.useSelect((s) => s.context.pendingLike?.postId ?? null);

  return (
    <section aria-label="Bảng tin">
      <ScopeTabs />
      <div
        id="club-feed-panel"
        role="tabpanel"
        aria-labelledby={`club-tab-${scope}`}
        css={css`
          display: flex;
          flex-direction: column;
          gap: 12px;
          padding-top: 14px;
        `}
      >
        {(state === 'ready' || state === 'refreshing') && items.length > 0 && (
          <div>
            <Button
              variant="ghost"
              busy={state === 'refreshing'}
              onClick={() => send({ type: 'feed.refreshRequested' })}
            >
              Xem bài mới
            </Button>
          </div>
        )}
        {notice && state !== 'failed' && (
          <DismissibleAlert onDismiss={() => send({ type: 'notice.dismissed' })}>{notice}</DismissibleAlert>
        )}
        {state === 'loading' && (
          <div css={css`display: flex; justify-content: center; padding: 32px;`}>
            <Spinner label="Đang tải bảng tin" />
          </div>
        )}
        {state === 'failed' && (
          <LoadFailed
            message={notice ?? 'Không tải được bảng tin.'}
            onRetry={() => send({ type: 'feed.retried' })}
          />
        )}
        {state !== 'loading' && state !== 'failed' && items.length === 0 && (
          <p css={css`color: ${colors.inkSoft}; text-align: center; padding: 24px 0;`}>{EMPTY_TEXT[scope]}</p>
        )}
        {items.length > 0 && (
          <VirtualFeed
            items={items}
            likingId={likingId}
            onLike={(postId) => send({ type: 'post.likeToggled', postId })}
            onEdit={onEdit}
            onNearEnd={() => {
              if (hasMore && state === 'ready') send({ type: 'feed.moreRequested' });
            }}
            busy={state === 'loadingMore'}
          />
        )}
        {state === 'loadingMore' && (
          <div css={css`display: flex; justify-content: center; padding: 12px;`}>
            <Spinner label="Đang tải thêm bài" />
          </div>
        )}
        {state === 'ready' && hasMore && (
          <div css={css`display: flex; justify-content: center;`}>
            <Button variant="secondary" onClick={() => send({ type: 'feed.moreRequested' })}>
              Xem thêm bài cũ hơn
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}

/** Only the posts near the viewport are in the page (window scrolling; heights measured). */
function VirtualFeed({
  items,
  likingId,
  onLike,
  onEdit,
  onNearEnd,
  busy,
}: {
  items: ClubPost[];
  likingId: number | null;
  onLike: (postId: number) => void;
  onEdit: (post: ClubPost) => void;
  onNearEnd: () => void;
  busy: boolean;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const el = listRef.current;
    if (el) setScrollMargin(el.getBoundingClientRect().top + window.scrollY);
  });
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => 320,
    overscan: 4,
    scrollMargin,
    gap: 12,
    getItemKey: (index) => items[index]?.id ?? index,
  });
  const virtualItems = virtualizer.getVirtualItems();
  const lastIndex = virtualItems[virtualItems.length - 1]?.index ?? -1;
  useEffect(() => {
    if (lastIndex >= items.length - 3) onNearEnd();
  }, [lastIndex, items.length, onNearEnd]);

  return (
    <div
      ref={listRef}
      role="feed"
      aria-busy={busy}
      aria-label="Bài viết"
      css={css`
        position: relative;
        width: 100%;
      `}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualItems.map((row) => {
        const post = items[row.index];
        if (!post) return null;
        return (
          <div
            key={row.key}
            data-index={row.index}
            ref={virtualizer.measureElement}
            css={css`
              position: absolute;
              top: 0;
              left: 0;
              width: 100%;
            `}
            style={{ transform: `translateY(${row.start - scrollMargin}px)` }}
          >
            <ClubPostCard
              post={post}
              likeBusy={likingId === post.id}
              onLike={() => onLike(post.id)}
              onEdit={() => onEdit(post)}
            />
          </div>
        );
      })}
    </div>
  );
}

/** ?rejected=true: the stored reason (SPEC §4), and the post to edit found among the pupil's own. */
function RejectedDialog({ onEdit }: { onEdit: (post: ClubPost) => void }) {
  const storedReason = notificationsBinding.useSelect((s) => s.context.rejectedReason);
  const state = clubFeedBinding.useSelect((s) => s.value as string);
  const items = clubFeedBinding.useSelect((s) => s.context.items);
  const open = clubFeedBinding.useSelect((s) => s.context.rejectedNoticeOpen);
  const send = clubFeedBinding.useSend();
  const close = () => send({ type: 'rejectedNotice.closed' });
  const rejectedPosts = items.filter((p) => p.isMine && p.status === 'REJECTED');
  const post =
    rejectedPosts.find((p) => storedReason && p.reason === storedReason) ?? rejectedPosts[0] ?? null;
  const reason = storedReason || post?.reason || null;
  return (
    <Dialog
      open={open}
      title="Bài viết chưa được duyệt"
      onClose={close}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Đóng
          </Button>
          <Button
            disabled={!post}
            busy={!post && state === 'loading'}
            onClick={() => {
              if (!post) return;
              close();
              onEdit(post);
            }}
          >
            Sửa và gửi lại
          </Button>
        </>
      }
    >
      <p css={css`margin: 0; line-height: 1.5;`}>
        {reason ? `Lý do: ${reason}` : 'Không có lý do được lưu.'}
      </p>
      {post && <p css={css`margin: 0; color: ${colors.inkSoft}; white-space: pre-wrap;`}>“{post.content}”</p>}
      {!post && state !== 'loading' && (
        <p css={css`margin: 0; color: ${colors.inkSoft};`}>Con không còn bài nào bị từ chối để sửa.</p>
      )}
    </Dialog>
  );
}

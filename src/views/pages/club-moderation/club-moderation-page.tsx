import { css } from '@emotion/react';
import { useId } from 'react';
import { ROUTES } from '../../../domain/constants';
import { formatNotificationTime } from '../../../domain/format';
import { clubModerationBinding } from '../../../machines/club-moderation/club-moderation.binding';
import { DismissibleAlert } from '../../ui/alert';
import { Button, linkButtonCss } from '../../ui/button';
import { Card } from '../../ui/card';
import { controlCss, labelCss } from '../../ui/field-styles';
import { formSubmit } from '../../ui/form-submit';
import { Link } from '../../ui/link';
import { Spinner } from '../../ui/spinner';
import { colors, radii } from '../../ui/theme';
import { PostImages } from '../club-feeds/club-post-card';

/** /quan-tri/club: the moderation console (moderator accounts only; others get a 403 page). */
export function Component() {
  return (
    <>
      <title>Kiểm duyệt câu lạc bộ — Uniclass</title>
      <clubModerationBinding.Provider>
        <ModerationConsole />
      </clubModerationBinding.Provider>
    </>
  );
}

const headingCss = css`
  margin: 0 0 12px;
  font-size: 26px;
  font-weight: 900;
`;

function ModerationConsole() {
  const send = clubModerationBinding.useSend();
  const state = clubModerationBinding.useSelect((s) => s.value as string);
  const schools = clubModerationBinding.useSelect((s) => s.context.schools);
  const count = clubModerationBinding.useSelect((s) => s.context.items.length);
  const notice = clubModerationBinding.useSelect((s) => s.context.notice);

  if (state === 'forbidden')
    return (
      <Card aria-labelledby="moderation-403" css={css`max-width: 640px; margin: 0 auto;`}>
        <p css={css`margin: 0; font-size: 48px; font-weight: 900; color: ${colors.berry};`}>403</p>
        <h1 id="moderation-403" css={headingCss}>
          Bạn không có quyền vào trang này
        </h1>
        <p css={css`color: ${colors.inkSoft};`}>
          Trang kiểm duyệt chỉ dành cho thầy cô được nhà trường giao quyền kiểm duyệt câu lạc bộ. Nếu bạn cần
          quyền này, hãy liên hệ nhà trường.
        </p>
        <Link to={ROUTES.clubFeeds} css={linkButtonCss('secondary')}>
          Về Nhà trường
        </Link>
      </Card>
    );

  return (
    <div css={css`max-width: 760px; margin: 0 auto; display: flex; flex-direction: column; gap: 16px;`}>
      <div>
        <h1 css={headingCss}>Kiểm duyệt câu lạc bộ</h1>
        {schools.length > 0 && (
          <p css={css`margin: 0; color: ${colors.inkSoft};`}>
            {schools.map((s) => s.name).join(', ')} · {count} mục đang chờ (cũ nhất trước)
          </p>
        )}
      </div>
      {notice && (
        <DismissibleAlert tone={notice.tone} onDismiss={() => send({ type: 'notice.dismissed' })}>
          {notice.message}
        </DismissibleAlert>
      )}
      {state === 'loading' && (
        <div css={css`display: flex; justify-content: center; padding: 40px;`}>
          <Spinner label="Đang tải hàng chờ duyệt" />
        </div>
      )}
      {state === 'failed' && (
        <div>
          <Button onClick={() => send({ type: 'queue.refreshed' })}>Thử lại</Button>
        </div>
      )}
      {state === 'empty' && (
        <Card>
          <p css={css`margin: 0 0 12px;`}>Không còn bài nào chờ duyệt. Trang tự kiểm tra lại sau ít phút.</p>
          <Button variant="secondary" onClick={() => send({ type: 'queue.refreshed' })}>
            Tải lại hàng chờ
          </Button>
        </Card>
      )}
      {(state === 'reviewing' ||
        state === 'approving' ||
        state === 'choosingReason' ||
        state === 'rejecting') && <CurrentItem />}
    </div>
  );
}

function CurrentItem() {
  const send = clubModerationBinding.useSend();
  const state = clubModerationBinding.useSelect((s) => s.value as string);
  const item = clubModerationBinding.useSelect((s) => s.context.items[0] ?? null);
  const others = clubModerationBinding.useSelect((s) => s.context.items.length > 1);
  const reasons = clubModerationBinding.useSelect((s) => s.context.reasons);
  const reason = clubModerationBinding.useSelect((s) => s.context.reason);
  const id = useId();
  if (!item) return null;
  const busy = state === 'approving' || state === 'rejecting';
  const choosing = state === 'choosingReason' || state === 'rejecting';
  return (
    <article
      aria-labelledby={`${id}-title`}
      css={css`
        background: ${colors.surface};
        border-radius: ${radii.lg};
        padding: 20px;
        box-shadow: 0 4px 16px rgba(31, 79, 209, 0.08);
        display: flex;
        flex-direction: column;
        gap: 12px;
      `}
    >
      <h2 id={`${id}-title`} css={css`margin: 0; font-size: 18px;`}>
        {item.kind === 'post' ? 'Bài viết' : 'Bình luận'} của {item.author.name}
        {item.author.className ? ` · Lớp ${item.author.className}` : ''}
      </h2>
      <p css={css`margin: 0; color: ${colors.muted}; font-size: 14px;`}>
        {item.schoolName} · gửi lúc {formatNotificationTime(item.submittedAt)}
        {item.reportCount > 0 ? ` · ${item.reportCount} lượt báo cáo` : ''}
      </p>
      <p
        data-testid="moderation-content"
        css={css`margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; font-size: 16px; line-height: 1.5;`}
      >
        {item.content}
      </p>
      <PostImages images={item.images} />
      {!choosing ? (
        <div css={css`display: flex; flex-wrap: wrap; gap: 10px;`}>
          <Button busy={state === 'approving'} onClick={() => send({ type: 'item.approved' })}>
            Duyệt
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => send({ type: 'item.rejectStarted' })}>
            Từ chối
          </Button>
          {others && (
            <Button variant="ghost" disabled={busy} onClick={() => send({ type: 'item.skipped' })}>
              Để sau, xem mục tiếp theo
            </Button>
          )}
        </div>
      ) : (
        <form
          onSubmit={formSubmit(() => send({ type: 'reject.confirmed' }))}
          css={css`display: flex; flex-direction: column; gap: 10px;`}
        >
          <fieldset
            css={css`border: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 6px;`}
          >
            <legend css={[labelCss, css`margin-bottom: 6px;`]}>
              Lý do từ chối (học sinh sẽ đọc lý do này)
            </legend>
            {reasons.map((r) => (
              <label key={r} css={css`display: flex; gap: 8px; align-items: flex-start; cursor: pointer;`}>
                <input
                  type="radio"
                  name={`${id}-reason`}
                  checked={reason === r}
                  onChange={() => send({ type: 'reason.changed', reason: r })}
                />
                <span>{r}</span>
              </label>
            ))}
          </fieldset>
          <label htmlFor={`${id}-free`} css={labelCss}>
            Hoặc viết lý do khác
          </label>
          <textarea
            id={`${id}-free`}
            value={reason}
            rows={2}
            maxLength={500}
            onChange={(event) => send({ type: 'reason.changed', reason: event.target.value })}
            css={[controlCss, css`min-height: 60px; padding-top: 10px; font: inherit;`]}
          />
          <div css={css`display: flex; flex-wrap: wrap; gap: 10px;`}>
            <Button type="submit" busy={state === 'rejecting'} disabled={reason.trim().length === 0}>
              Xác nhận từ chối
            </Button>
            <Button variant="ghost" disabled={busy} onClick={() => send({ type: 'reject.cancelled' })}>
              Hủy
            </Button>
          </div>
        </form>
      )}
    </article>
  );
}

import { css } from '@emotion/react';
import { useSearchParams } from 'react-router-dom';
import { notificationsBinding } from '../../../machines/notifications/notifications.binding';
import { Card } from '../../ui/card';
import { colors, radii } from '../../ui/theme';

/**
 * The club feed (SPEC §2). With ?rejected=true it shows why the post opened from a notification was
 * rejected (SPEC §4 notification read); the feed itself arrives with the club issue.
 */
export function Component() {
  const [params] = useSearchParams();
  const rejected = params.get('rejected') === 'true';
  const reason = notificationsBinding.useSelect((s) => s.context.rejectedReason);
  return (
    <>
      <title>Nhà trường — Uniclass</title>
      <Card aria-labelledby="club-feeds-title">
        <h1
          id="club-feeds-title"
          css={css`
            margin: 0 0 12px;
            font-size: 26px;
            font-weight: 900;
          `}
        >
          Nhà trường
        </h1>
        {rejected && (
          <section
            aria-labelledby="rejected-title"
            css={css`
              padding: 16px;
              border-radius: ${radii.md};
              background: ${colors.berrySoft};
              color: ${colors.ink};
            `}
          >
            <h2
              id="rejected-title"
              css={css`
                margin: 0 0 6px;
                font-size: 18px;
                color: ${colors.berry};
              `}
            >
              Bài viết chưa được duyệt
            </h2>
            <p
              css={css`
                margin: 0;
              `}
            >
              {reason ? `Lý do: ${reason}` : 'Không có lý do được lưu.'}
            </p>
          </section>
        )}
        <p
          css={css`
            color: ${colors.inkSoft};
          `}
        >
          Bảng tin câu lạc bộ đang được xây dựng. Bạn quay lại sau nhé!
        </p>
      </Card>
    </>
  );
}

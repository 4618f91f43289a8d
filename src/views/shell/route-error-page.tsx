import { css } from '@emotion/react';
import { Card } from '../ui/card';
import { GlobalStyles } from '../ui/global-styles';
import { fullScreenCentredCss } from '../ui/layout';
import { colors } from '../ui/theme';

/**
 * What shows when a page fails to render or its chunk fails to load (often after a new deployment
 * replaced the old chunks; src/app/route-error-boundary.tsx): a reload link fetches the current
 * version. A plain <a> (not a router Link) so following it loads the page and its chunks afresh.
 */
export function ErrorScreen({ detail, reloadHref }: { detail: string; reloadHref: string }) {
  return (
    <>
      <GlobalStyles />
      <main css={[fullScreenCentredCss, { padding: 24 }]}>
        <Card>
          <div
            role="alert"
            css={css`
              display: flex;
              flex-direction: column;
              gap: 12px;
              max-width: 440px;
              text-align: center;
            `}
          >
            <h1
              css={css`
                font-size: 24px;
              `}
            >
              Đã có lỗi xảy ra
            </h1>
            <p
              css={css`
                margin: 0;
                color: ${colors.inkSoft};
              `}
            >
              Rất tiếc, trang chưa hiển thị được. Bạn hãy tải lại trang để thử lại.
            </p>
            <p
              css={css`
                margin: 0;
                font-size: 13px;
                color: ${colors.muted};
                word-break: break-word;
              `}
            >
              {detail}
            </p>
            <a href={reloadHref}>Tải lại trang</a>
          </div>
        </Card>
      </main>
    </>
  );
}

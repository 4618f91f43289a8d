import { css } from '@emotion/react';
import { ROUTES } from '../../../domain/constants';
import { linkButtonCss } from '../../ui/button';
import { Card } from '../../ui/card';
import { centredColumnCss } from '../../ui/layout';
import { Link } from '../../ui/link';
import { colors } from '../../ui/theme';

export function Component() {
  return (
    <>
      <title>Không tìm thấy trang — Uniclass</title>
      <Card>
        <div css={[centredColumnCss(14), { padding: '36px 12px' }]}>
          <p
            aria-hidden="true"
            css={css`
              margin: 0;
              font-size: 64px;
              font-weight: 900;
              color: ${colors.primary};
            `}
          >
            404
          </p>
          <h1
            css={css`
              font-size: 26px;
            `}
          >
            Không tìm thấy trang
          </h1>
          <p
            css={css`
              margin: 0;
              color: ${colors.inkSoft};
            `}
          >
            Đường dẫn này không tồn tại hoặc đã được chuyển đi.
          </p>
          <Link to={ROUTES.home} css={linkButtonCss('primary')}>
            Về trang chủ
          </Link>
        </div>
      </Card>
    </>
  );
}

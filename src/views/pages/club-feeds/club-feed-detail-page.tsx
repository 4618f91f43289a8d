import { css } from '@emotion/react';
import { Link, useParams } from 'react-router-dom';
import { ROUTES } from '../../../domain/constants';
import { linkButtonCss } from '../../ui/button';
import { Card } from '../../ui/card';
import { colors } from '../../ui/theme';

/** Feed post detail (SPEC §2); the post's content arrives with the club issue. */
export function Component() {
  const { feedId = '' } = useParams();
  return (
    <>
      <title>{`Bài viết ${feedId} — Uniclass`}</title>
      <Card aria-labelledby="feed-detail-title">
        <h1
          id="feed-detail-title"
          css={css`
            margin: 0 0 12px;
            font-size: 26px;
            font-weight: 900;
          `}
        >
          Bài viết #{feedId}
        </h1>
        <p
          css={css`
            color: ${colors.inkSoft};
          `}
        >
          Nội dung bài viết đang được xây dựng. Bạn quay lại sau nhé!
        </p>
        <Link to={ROUTES.clubFeeds} css={linkButtonCss('secondary')}>
          Về Nhà trường
        </Link>
      </Card>
    </>
  );
}

import { css } from '@emotion/react';
import { useLocation } from 'react-router-dom';
import { ROUTES } from '../../../domain/constants';
import { RETURN_PATH_PARAM } from '../../../domain/return-path';
import { linkButtonCss } from '../../ui/button';
import { Card } from '../../ui/card';
import { Link } from '../../ui/link';
import { colors } from '../../ui/theme';

/**
 * The club for a visitor (issue 31): posts belong to a school and its pupils, so the server answers
 * only a logged-in profile. Instead of a composer that cannot send and a list that cannot load, the
 * visitor reads what the club is and logs in to the page they opened.
 */
export function ClubVisitor() {
  const { pathname, search } = useLocation();
  const back = new URLSearchParams({ [RETURN_PATH_PARAM]: `${pathname}${search}` });
  return (
    <Card aria-labelledby="club-visitor-title">
      <h2 id="club-visitor-title" css={css`margin: 0 0 8px; font-size: 20px;`}>
        Bảng tin của trường con
      </h2>
      <p css={css`margin: 0 0 16px; color: ${colors.inkSoft}; line-height: 1.6;`}>
        Ở Nhà trường, các con cùng trường chia sẻ bài viết, tranh vẽ và hoạt động của lớp; thầy cô duyệt mọi
        bài trước khi đăng. Bảng tin chỉ dành cho học sinh và phụ huynh của trường: hãy đăng nhập để xem.
      </p>
      <div css={css`display: flex; gap: 12px; flex-wrap: wrap; align-items: center;`}>
        <Link to={`${ROUTES.login}?${back}`} css={linkButtonCss()}>
          Đăng nhập để xem bảng tin
        </Link>
        <Link to={ROUTES.clubPopupRules}>Nội quy câu lạc bộ</Link>
      </div>
    </Card>
  );
}

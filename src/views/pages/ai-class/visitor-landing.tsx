import { css } from '@emotion/react';
import { ROUTES } from '../../../domain/constants';
import { linkButtonCss } from '../../ui/button';
import { Card } from '../../ui/card';
import { tileGridCss } from '../../ui/layout';
import { Link } from '../../ui/link';
import { colors } from '../../ui/theme';

const FEATURES = [
  ['Lớp học trực tiếp', 'Giáo viên chuyên và giáo viên luyện tập đồng hành mỗi tuần.'],
  ['Trợ lý AI', 'Luyện phát âm và từ vựng cùng AI sau mỗi buổi học.'],
  ['Phụ huynh an tâm', 'Theo dõi lịch học, khóa học và báo cáo hằng tháng.'],
] as const;

/** The home of a visitor: what AI Class is, and the way in (SPEC §6: visitors see login and activation). */
export function VisitorLanding() {
  return (
    <Card aria-labelledby="landing-title">
      <div css={css`display: flex; flex-direction: column; gap: 20px; padding: 12px;`}>
        <h1 id="landing-title" css={css`font-size: 30px; font-weight: 900; margin: 0;`}>
          Học tiếng Anh cùng AI mỗi ngày
        </h1>
        <p css={css`margin: 0; color: ${colors.inkSoft}; max-width: 560px;`}>
          Uniclass giúp các con học tiếng Anh qua lớp học trực tuyến với giáo viên và trợ lý AI, phù hợp với
          chương trình từng khối lớp.
        </p>
        <ul css={tileGridCss(200, 12, 'auto-fit')}>
          {FEATURES.map(([title, text]) => (
            <li key={title} css={css`background: ${colors.primarySoft}; border-radius: 14px; padding: 16px;`}>
              <strong>{title}</strong>
              <p css={css`margin: 6px 0 0; color: ${colors.inkSoft};`}>{text}</p>
            </li>
          ))}
        </ul>
        <div css={css`display: flex; gap: 12px; flex-wrap: wrap;`}>
          <Link to={ROUTES.login} css={linkButtonCss('primary')}>
            Đăng nhập để học
          </Link>
          <Link to={ROUTES.register} css={linkButtonCss('secondary')}>
            Tạo tài khoản mới
          </Link>
        </div>
      </div>
    </Card>
  );
}

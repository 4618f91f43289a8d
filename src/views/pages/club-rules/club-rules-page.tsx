import { css } from '@emotion/react';
import { CLUB_IMAGE_MAX_BYTES, CLUB_MAX_IMAGES, CLUB_POST_MAX_CHARS } from '../../../domain/club';
import { ROUTES } from '../../../domain/constants';
import { Card } from '../../ui/card';
import { Link } from '../../ui/link';
import { colors } from '../../ui/theme';

const RULES = [
  'Chia sẻ những gì con làm ở lớp: bức tranh, bài viết tiếng Anh ngắn, ảnh dự án của nhóm.',
  'Không đăng họ tên đầy đủ, số điện thoại, địa chỉ nhà hay tên trường trên áo của con và bạn bè.',
  'Chỉ đăng ảnh của mình hoặc ảnh các bạn đồng ý cho đăng.',
  'Nói lời hay, khen bạn chân thành, không chê bai hay trêu chọc ai.',
  'Mọi bài viết và bình luận đều được thầy cô đọc trước khi các bạn khác nhìn thấy.',
  'Bài chưa được duyệt sẽ có lý do; con sửa lại theo lý do rồi gửi lại nhé.',
  'Thấy bài nào chưa phù hợp, con bấm "Báo cáo" để thầy cô xem lại.',
];

/** /uniclass-club-feeds/pop-up-rules: the club rules (allowed on narrow screens, SPEC §2). */
export function Component() {
  return (
    <>
      <title>Nội quy câu lạc bộ — Uniclass</title>
      <Card
        aria-labelledby="club-rules-title"
        css={css`
          max-width: 720px;
          margin: 0 auto;
        `}
      >
        <h1
          id="club-rules-title"
          css={css`
            margin: 0 0 12px;
            font-size: 24px;
            font-weight: 900;
          `}
        >
          Nội quy câu lạc bộ
        </h1>
        <p css={css`margin: 0 0 12px; color: ${colors.inkSoft};`}>
          Câu lạc bộ Nhà trường là nơi các bạn cùng trường khoe thành quả học tập. Để ai cũng vui và an toàn,
          con nhớ:
        </p>
        <ol css={css`margin: 0 0 16px; padding-left: 22px; line-height: 1.6;`}>
          {RULES.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ol>
        <p css={css`margin: 0 0 16px; color: ${colors.inkSoft}; font-size: 14px;`}>
          Mỗi bài viết dài tối đa {CLUB_POST_MAX_CHARS.toLocaleString('vi-VN')} ký tự, kèm tối đa{' '}
          {CLUB_MAX_IMAGES} ảnh JPEG, PNG hoặc WebP, mỗi ảnh không quá {CLUB_IMAGE_MAX_BYTES / 1024 / 1024}{' '}
          MB. Vị trí chụp ảnh (GPS) được xóa khỏi ảnh trước khi lưu.
        </p>
        <Link to={ROUTES.clubFeeds} css={css`color: ${colors.primary}; font-weight: 700;`}>
          Về Nhà trường
        </Link>
      </Card>
    </>
  );
}

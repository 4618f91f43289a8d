import type { ClubStatus } from './club.tables';

/** What the club's refusals say (Vietnamese, as the SPA shows them). */
export const CLUB_MESSAGES = {
  postNotFound: 'Không tìm thấy bài viết',
  commentNotFound: 'Không tìm thấy bình luận',
  notAuthor: 'Con chỉ có thể sửa hoặc xóa bài viết của mình',
  noSchool: 'Hồ sơ chưa có trường học nên chưa tham gia được câu lạc bộ. Vui lòng cập nhật thông tin trường.',
  notEditable: 'Bài viết đã được duyệt nên không sửa được nữa',
  notRejected: 'Bài viết này không bị từ chối',
  imageNotFound: 'Ảnh không tồn tại hoặc đã được dùng cho bài viết khác. Vui lòng tải ảnh lên lại.',
  notModerator: 'Tài khoản của bạn không có quyền kiểm duyệt câu lạc bộ',
  challengeDone: 'Con đã gửi bài thử thách của tuần này rồi',
  noChallenge: 'Tuần này chưa có thử thách',
} as const;

export const alreadyDecidedMessage = (status: ClubStatus) =>
  status === 'APPROVED'
    ? 'Bài viết này vừa được một thầy cô khác duyệt'
    : status === 'REJECTED'
      ? 'Bài viết này vừa được một thầy cô khác từ chối'
      : 'Bài viết này đã được xử lý';

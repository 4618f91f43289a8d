import { accountDeletionTestModel } from './account-deletion/account-deletion.test-model';
import { accountInfoTestModel } from './account-info/account-info.test-model';
import { activationTestModel } from './activation/activation.test-model';
import { appRootTestModel } from './app-root/app-root.test-model';
import { classPopupTestModel } from './class-popup/class-popup.test-model';
import { clubFeedTestModel } from './club-feed/club-feed.test-model';
import { clubModerationTestModel } from './club-moderation/club-moderation.test-model';
import { clubPostComposerTestModel } from './club-post-composer/club-post-composer.test-model';
import { clubPostDetailTestModel } from './club-post-detail/club-post-detail.test-model';
import { clubWeeklyTestModel } from './club-weekly/club-weekly.test-model';
import { contestAuthTestModel } from './contest-auth/contest-auth.test-model';
import { contestRankingsTestModel } from './contest-rankings/contest-rankings.test-model';
import { earlyClassSessionsTestModel } from './early-class-sessions/early-class-sessions.test-model';
import { examRoomTestModel } from './exam-room/exam-room.test-model';
import { layoutCheckTestModel } from './layout-check/layout-check.test-model';
import { learningDataTestModel } from './learning-data/learning-data.test-model';
import { lessonTestModel } from './lesson/lesson.test-model';
import { monthlyReportTestModel } from './monthly-report/monthly-report.test-model';
import { notificationsTestModel } from './notifications/notifications.test-model';
import { passwordResetTestModel } from './password-reset/password-reset.test-model';
import { paymentOrderTestModel } from './payment-order/payment-order.test-model';
import { postLoginChecksTestModel } from './post-login-checks/post-login-checks.test-model';
import { practiceSessionTestModel } from './practice-session/practice-session.test-model';
import { profileEditorTestModel } from './profile-editor/profile-editor.test-model';
import { profileSwitchTestModel } from './profile-switch/profile-switch.test-model';
import { registrationTestModel } from './registration/registration.test-model';
import { scheduleConfirmationTestModel } from './schedule-confirmation/schedule-confirmation.test-model';
import { sessionTestModel } from './session/session.test-model';
import type { MachineEntry } from './shared/machine-entry';
import { toRegistryEntry } from './shared/machine-test-model';
import { shopTestModel } from './shop/shop.test-model';
import { speakingAttemptTestModel } from './speaking-attempt/speaking-attempt.test-model';

// The entry types live beside the test-model helpers (no import cycle); the QA tools read them here.
export type { ExampleEvent, MachineEntry, MachinePathOptions } from './shared/machine-entry';

/**
 * Every machine of the SPA, for the QA inspector (/qa/machines) and `npm run paths`.
 * Adding an entry here is all it takes for the tools to show a machine; a test fails when a
 * `*.machine.ts` file exists that this list does not name.
 */
export const machineRegistry: MachineEntry[] = [
  toRegistryEntry(
    'app-root',
    'Toàn bộ ứng dụng: phiên, chuyển hồ sơ, thông báo, kiểm tra sau đăng nhập, luồng số chưa đọc (thử lại sau 5 giây)',
    appRootTestModel,
  ),
  toRegistryEntry(
    'early-class-sessions',
    'Lịch học của trang mở đầu (/, /lop-hoc) xin ngay khi ứng dụng khởi động, bỏ khi rời trang',
    earlyClassSessionsTestModel,
  ),
  toRegistryEntry(
    'contest-auth',
    'Đăng nhập cuộc thi: mật khẩu, vào thi bằng phiên Uniclass, đăng ký → OTP; token auth_contest',
    contestAuthTestModel,
  ),
  toRegistryEntry(
    'exam-room',
    'Phòng thi: tự lưu câu trả lời (chờ, thử lại khi mất mạng), đếm ngược theo máy chủ, nộp bài',
    examRoomTestModel,
  ),
  toRegistryEntry(
    'contest-rankings',
    'Xếp hạng cuộc thi: 5 bảng, lọc tỉnh/trường/khối, phân trang, đến hạng của tôi, xuất XLSX có tiến độ và lỗi',
    contestRankingsTestModel,
  ),
  toRegistryEntry(
    'session',
    'Đăng nhập, đăng nhập bằng token, đăng xuất và phiên đã lưu (SPEC §4)',
    sessionTestModel,
  ),
  toRegistryEntry(
    'profile-switch',
    'Chuyển hồ sơ: switch-profile → 300 ms → basic-info đua 700 ms → 300 ms → tải lại (SPEC §4)',
    profileSwitchTestModel,
  ),
  toRegistryEntry(
    'post-login-checks',
    'Sau 1 giây: chuyển tới trang bổ sung thông tin khi hồ sơ thiếu (SPEC §4)',
    postLoginChecksTestModel,
  ),
  toRegistryEntry(
    'layout-check',
    'Sau 200 ms: hồ sơ chưa có lịch học → /dang-ky?schedules=0 (SPEC §4)',
    layoutCheckTestModel,
  ),
  toRegistryEntry(
    'registration',
    'Đăng ký: số điện thoại → OTP → thông tin → tạo tài khoản',
    registrationTestModel,
  ),
  toRegistryEntry(
    'password-reset',
    'Quên mật khẩu: số điện thoại → OTP và mật khẩu mới → xong',
    passwordResetTestModel,
  ),
  toRegistryEntry(
    'profile-editor',
    'Form hồ sơ: trường theo tỉnh → kiểm tra → lưu → basic-info cho phiên (/update-info, /update-contest-info, tài khoản)',
    profileEditorTestModel,
  ),
  toRegistryEntry(
    'account-info',
    'Trang tài khoản: ảnh đại diện mẫu/tải lên, tên chủ tài khoản, yêu cầu đổi lớp',
    accountInfoTestModel,
  ),
  toRegistryEntry(
    'schedule-confirmation',
    'Xác nhận lịch học: lưu → cookie popup 900 s → tải lại /lop-hoc sau 800 ms; lỗi → thông báo 3 s; đổi lịch/trình độ → tư vấn (SPEC §4)',
    scheduleConfirmationTestModel,
  ),
  toRegistryEntry('learning-data', 'Tải dữ liệu trang học: lớp học, lịch, khóa học', learningDataTestModel),
  toRegistryEntry(
    'lesson',
    'Vào học (/lesson): điểm danh khi lớp mở → mở phòng học trực tuyến của buổi học; lớp chưa mở → giờ mở lớp, kiểm tra lại',
    lessonTestModel,
  ),
  toRegistryEntry(
    'activation',
    'Kích hoạt tài khoản bằng mã: tạo hoặc gia hạn giấy phép; mã khác lớp với hồ sơ thì hỏi trước (chọn hồ sơ khác hoặc xác nhận)',
    activationTestModel,
  ),
  toRegistryEntry(
    'class-popup',
    'Popup "Chúc mừng!" của /lop-hoc khi có cookie đăng ký lịch, hiện một lần',
    classPopupTestModel,
  ),
  toRegistryEntry(
    'notifications',
    "Bảng thông báo: tab 'Tất cả', 'AI CLass', 'Club', cuộn tải thêm, đọc → 200 ms → chuyển trang, đánh dấu đã đọc, số chưa đọc trực tiếp (SPEC §2, §4)",
    notificationsTestModel,
  ),
  toRegistryEntry(
    'shop',
    "Cửa hàng quà tặng: ví và quà theo cúp/kim cương, lọc loại, xác nhận → đổi quà với một Idempotency-Key, sử dụng, 'Lịch sử'",
    shopTestModel,
  ),
  toRegistryEntry(
    'practice-session',
    'AI Practice: tải/mở lại lượt → câu hỏi → đúng/sai kèm giải thích → … → tổng kết; mất mạng thì giữ câu trả lời trong hàng đợi và gửi lại',
    practiceSessionTestModel,
  ),
  toRegistryEntry(
    'speaking-attempt',
    'AI Speak: xin micro (bị chặn → hướng dẫn) → ghi âm có mức âm lượng, tối đa theo câu → chấm → điểm và từ tô màu; quá ngắn/im lặng thì ghi lại',
    speakingAttemptTestModel,
  ),
  toRegistryEntry(
    'monthly-report',
    'Báo cáo học tập tháng: chọn tháng/hồ sơ, tải, trống, lỗi, tạo và thu hồi liên kết chia sẻ (/bao-cao-hoc-tap/bao-cao-thang, /link, /app)',
    monthlyReportTestModel,
  ),
  toRegistryEntry(
    'payment-order',
    'Thanh toán: gói học → đơn hàng → chuyển khoản VietQR → kiểm tra đã thanh toán (/payment)',
    paymentOrderTestModel,
  ),
  toRegistryEntry(
    'account-deletion',
    'Xóa tài khoản: giải thích → OTP → xóa → thông báo 3 s → đăng xuất (/delete-account)',
    accountDeletionTestModel,
  ),
  toRegistryEntry(
    'club-feed',
    'Bảng tin Nhà trường: tab cả trường/lớp/của con, tải thêm theo cursor, lấy bài mới mỗi phút, thích ngay và hoàn tác khi lỗi',
    clubFeedTestModel,
  ),
  toRegistryEntry(
    'club-post-composer',
    "Soạn bài: bản nháp lưu lại khi tải lại trang, mỗi ảnh tải lên với % riêng, xem trước chữ bị che, gửi → 'Bài viết đang chờ duyệt'",
    clubPostComposerTestModel,
  ),
  toRegistryEntry(
    'club-moderation',
    'Kiểm duyệt /quan-tri/club: hàng chờ cũ nhất trước, duyệt, từ chối kèm lý do, bài tiếp theo; người khác duyệt trước → báo rõ',
    clubModerationTestModel,
  ),
  toRegistryEntry(
    'club-post-detail',
    'Chi tiết bài viết: ảnh, thích ngay và hoàn tác khi lỗi, bình luận chờ thầy cô duyệt (/uniclass-club-feeds/detail/:feedId)',
    clubPostDetailTestModel,
  ),
  toRegistryEntry(
    'club-weekly',
    'Tổng kết tuần trong ứng dụng (/app?view=weekly): buổi học, bài viết, lượt thích, gửi bài thử thách của tuần',
    clubWeeklyTestModel,
  ),
];

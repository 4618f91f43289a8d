import type { Transaction } from 'kysely';
import { PRODUCT_TYPES } from '../../src/domain/constants';
import type { Database } from '../db/schema';
import { insertNotifications, type NewNotification } from './notification.repository';
import type { NotificationChannel } from './notification.tables';

const AI = PRODUCT_TYPES.AI_CLASS;
const CLUB = PRODUCT_TYPES.CLUB;
const HOUR_MS = 3_600_000;

/** The demo parent whose default profile carries the demo notifications. */
export const DEMO_NOTIFICATION_PHONE = '0901000001';
export const DEMO_NOTIFICATION_PROFILE = 'Nguyễn Hoàng Minh Anh';

export interface DemoNotification {
  productType: typeof AI | typeof CLUB;
  content: string;
  unread: boolean;
  data?: { feedNotificationStatus: string; feedId: number };
  reason?: string;
}

/**
 * Minh Anh's 25 IN_APP notifications, newest first (one hour apart): 7 unread, both product types,
 * club moderation results APPROVED (with feedId), REJECTED (with a reason) and other statuses.
 * Exported so tests can name what the demo data holds instead of repeating it.
 */
export const DEMO_NOTIFICATIONS: readonly DemoNotification[] = [
  {
    productType: CLUB,
    content: 'Bài viết "Chuyến dã ngoại Ba Vì" của bạn đã được duyệt.',
    unread: true,
    data: { feedNotificationStatus: 'APPROVED', feedId: 101 },
  },
  { productType: AI, content: 'Lớp Tiếng Anh AI Lớp 3 bắt đầu lúc 19:30 hôm nay.', unread: true },
  {
    productType: CLUB,
    content: 'Bài viết "Ảnh lớp 3A" của bạn chưa được duyệt.',
    unread: true,
    data: { feedNotificationStatus: 'REJECTED', feedId: 102 },
    reason: 'Ảnh có thông tin cá nhân của bạn khác (họ tên, số điện thoại). Con hãy che đi rồi đăng lại nhé.',
  },
  { productType: AI, content: 'Cô Lan đã nhận xét bài tập Unit 5 của con.', unread: true },
  {
    productType: CLUB,
    content: 'Bài viết "Em yêu mùa hè" đang chờ thầy cô duyệt.',
    unread: false,
    data: { feedNotificationStatus: 'PENDING', feedId: 103 },
  },
  { productType: AI, content: 'Con đã hoàn thành 5 buổi học liên tiếp. Giỏi lắm!', unread: false },
  {
    productType: CLUB,
    content: 'Bạn Gia Bảo đã thích bài viết "Chuyến dã ngoại Ba Vì".',
    unread: true,
    data: { feedNotificationStatus: 'LIKED', feedId: 101 },
  },
  { productType: AI, content: 'Báo cáo học tập tháng 4 đã sẵn sàng.', unread: false },
  { productType: AI, content: 'Lịch học thứ Năm đổi sang 20:00.', unread: false },
  {
    productType: CLUB,
    content: 'Bài viết "Vẽ tranh gia đình" của bạn đã được duyệt.',
    unread: false,
    data: { feedNotificationStatus: 'APPROVED', feedId: 98 },
  },
  { productType: AI, content: 'Con nhận được 20 cúp từ buổi học hôm qua.', unread: false },
  { productType: AI, content: 'Bài kiểm tra Unit 4 đã có điểm: 9/10.', unread: false },
  {
    productType: CLUB,
    content: 'Bình luận của bạn đã bị ẩn vì chưa phù hợp.',
    unread: true,
    data: { feedNotificationStatus: 'HIDDEN', feedId: 97 },
  },
  { productType: AI, content: 'Nhắc lịch: lớp học bắt đầu sau 15 phút.', unread: false },
  {
    productType: CLUB,
    content: 'Bài viết "Con mèo của em" của bạn đã được duyệt.',
    unread: false,
    data: { feedNotificationStatus: 'APPROVED', feedId: 95 },
  },
  { productType: AI, content: 'Con đã mở khóa chủ đề AI Speak "Gia đình".', unread: false },
  {
    productType: CLUB,
    content: 'Bài viết "Trò chơi giờ ra chơi" của bạn chưa được duyệt.',
    unread: false,
    data: { feedNotificationStatus: 'REJECTED', feedId: 94 },
    reason: 'Nội dung chưa liên quan tới hoạt động của lớp.',
  },
  { productType: AI, content: 'Thầy Minh đã gửi tài liệu ôn tập Unit 4.', unread: false },
  { productType: AI, content: 'Chúc mừng con lên cấp độ Explorer!', unread: false },
  { productType: CLUB, content: 'Câu lạc bộ lớp 3A có 3 bài viết mới.', unread: false },
  { productType: AI, content: 'Buổi học thử của con đã được xác nhận.', unread: false },
  {
    productType: CLUB,
    content: 'Bài viết "Ngày hội sách" của bạn đã được duyệt.',
    unread: true,
    data: { feedNotificationStatus: 'APPROVED', feedId: 90 },
  },
  { productType: AI, content: 'Con nhận được 5 kim cương thưởng.', unread: false },
  { productType: CLUB, content: 'Chào mừng con tham gia câu lạc bộ trường!', unread: false },
  { productType: AI, content: 'Chào mừng con đến với Uniclass AI Class!', unread: false },
];

/** Rows on other channels: they exist in the table but must never appear in the panel or counts. */
const OTHER_CHANNELS: ReadonlyArray<{ channel: NotificationChannel; content: string }> = [
  { channel: 'PUSH', content: 'PUSH: Lớp học sắp bắt đầu.' },
  { channel: 'SMS', content: 'SMS: Mã xác nhận đã được gửi.' },
  { channel: 'EMAIL', content: 'EMAIL: Hóa đơn tháng 5.' },
];

/**
 * Two announcements for grades 2–5 (Minh Anh is in grade 3, Gia Bảo in grade 5); Bảo Ngọc is in
 * grade 1, outside both audiences, so her panel shows the empty state.
 */
export const DEMO_ANNOUNCEMENTS = [
  {
    productType: AI,
    content: 'Uniclass nghỉ học dịp lễ 30/4 và 1/5. Chúc các con kỳ nghỉ vui vẻ!',
    gradeIds: [2, 3, 4, 5],
  },
  {
    productType: CLUB,
    content: 'Cuộc thi "Em vẽ trường em" đã mở, hạn nộp bài 31/5.',
    gradeIds: [2, 3, 4, 5],
  },
] as const;

/**
 * Demo notifications, called by the demo seed inside its transaction once the accounts exist.
 * "Bảo Ngọc" of the same parent gets none on purpose (the empty state).
 */
export async function seedNotifications(trx: Transaction<Database>): Promise<void> {
  const profiles = await trx
    .selectFrom('profiles as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['p.id', 'p.name'])
    .where('u.phone', '=', DEMO_NOTIFICATION_PHONE)
    .execute();
  const minhAnh = profiles.find((p) => p.name === DEMO_NOTIFICATION_PROFILE);
  const giaBao = profiles.find((p) => p.name === 'Nguyễn Gia Bảo');
  if (!minhAnh) throw new Error(`Demo profile ${DEMO_NOTIFICATION_PROFILE} is missing`);

  const now = Date.now();
  const rows: NewNotification[] = DEMO_NOTIFICATIONS.map((n, index) => ({
    profileId: minhAnh.id,
    productType: n.productType,
    content: n.content,
    data: n.data ?? null,
    reason: n.reason ?? null,
    createdAt: new Date(now - (index + 1) * HOUR_MS),
  }));
  rows.push(
    ...OTHER_CHANNELS.map((n, index) => ({
      profileId: minhAnh.id,
      productType: AI,
      channel: n.channel,
      content: n.content,
      // Newer than every IN_APP row: if the channel filter broke, they would top the list.
      createdAt: new Date(now - index * 60_000),
    })),
  );
  if (giaBao) {
    rows.push({
      profileId: giaBao.id,
      productType: AI,
      content: 'Lớp Tiếng Anh AI Lớp 5 bắt đầu lúc 18:00 hôm nay.',
      createdAt: new Date(now - HOUR_MS),
    });
  }
  const ids = await insertNotifications(trx, rows);
  const readIds = DEMO_NOTIFICATIONS.flatMap((n, index) => (n.unread ? [] : [ids[index]!]));
  await trx
    .updateTable('notifications')
    .set({ is_read: true, read_at: new Date(now) })
    .where('id', 'in', readIds)
    .execute();

  await trx
    .insertInto('notification_announcements')
    .values(
      DEMO_ANNOUNCEMENTS.map((a, index) => ({
        product_type: a.productType,
        content: a.content,
        grade_ids: [...a.gradeIds],
        starts_at: new Date(now - (index + 1) * 24 * HOUR_MS),
      })),
    )
    .execute();
}

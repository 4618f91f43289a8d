import type { Transaction } from 'kysely';
import { PRODUCT_TYPES } from '../../src/domain/constants';
import { monthOf, shiftMonth } from '../../src/domain/report-month';
import type { Database } from '../db/schema';
import { reportPath } from '../report/month-end-job';
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
  /** Announces last month's report: seeded with the link that opens it (issue 31). */
  reportOfLastMonth?: true;
}

const UNREAD = true;
const READ = false;

function ai(unread: boolean, content: string): DemoNotification {
  return { productType: AI, content, unread };
}

function club(unread: boolean, content: string): DemoNotification {
  return { productType: CLUB, content, unread };
}

/** A club moderation result about post `feedId`; a rejection says why. */
function post(unread: boolean, status: string, feedId: number, content: string, reason?: string) {
  const notification: DemoNotification = {
    ...club(unread, content),
    data: { feedNotificationStatus: status, feedId },
  };
  return reason === undefined ? notification : { ...notification, reason };
}

/**
 * Minh Anh's 25 IN_APP notifications, newest first (one hour apart): 7 unread, both product types,
 * club moderation results APPROVED (with feedId), REJECTED (with a reason) and other statuses.
 * Exported so tests can name what the demo data holds instead of repeating it.
 */
export const DEMO_NOTIFICATIONS: readonly DemoNotification[] = [
  post(UNREAD, 'APPROVED', 101, 'Bài viết "Chuyến dã ngoại Ba Vì" của bạn đã được duyệt.'),
  ai(UNREAD, 'Lớp Tiếng Anh AI Lớp 3 bắt đầu lúc 19:30 hôm nay.'),
  post(
    UNREAD,
    'REJECTED',
    102,
    'Bài viết "Ảnh lớp 3A" của bạn chưa được duyệt.',
    'Ảnh có thông tin cá nhân của bạn khác (họ tên, số điện thoại). Con hãy che đi rồi đăng lại nhé.',
  ),
  ai(UNREAD, 'Cô Lan đã nhận xét bài tập Unit 5 của con.'),
  post(READ, 'PENDING', 103, 'Bài viết "Em yêu mùa hè" đang chờ thầy cô duyệt.'),
  ai(READ, 'Con đã hoàn thành 5 buổi học liên tiếp. Giỏi lắm!'),
  post(UNREAD, 'LIKED', 101, 'Bạn Gia Bảo đã thích bài viết "Chuyến dã ngoại Ba Vì".'),
  { ...ai(READ, 'Báo cáo học tập tháng trước của con đã sẵn sàng.'), reportOfLastMonth: true },
  ai(READ, 'Lịch học thứ Năm đổi sang 20:00.'),
  post(READ, 'APPROVED', 98, 'Bài viết "Vẽ tranh gia đình" của bạn đã được duyệt.'),
  ai(READ, 'Con nhận được 20 cúp từ buổi học hôm qua.'),
  ai(READ, 'Bài kiểm tra Unit 4 đã có điểm: 9/10.'),
  post(UNREAD, 'HIDDEN', 97, 'Bình luận của bạn đã bị ẩn vì chưa phù hợp.'),
  ai(READ, 'Nhắc lịch: lớp học bắt đầu sau 15 phút.'),
  post(READ, 'APPROVED', 95, 'Bài viết "Con mèo của em" của bạn đã được duyệt.'),
  ai(READ, 'Con đã mở khóa chủ đề AI Speak "Gia đình".'),
  post(
    READ,
    'REJECTED',
    94,
    'Bài viết "Trò chơi giờ ra chơi" của bạn chưa được duyệt.',
    'Nội dung chưa liên quan tới hoạt động của lớp.',
  ),
  ai(READ, 'Thầy Minh đã gửi tài liệu ôn tập Unit 4.'),
  ai(READ, 'Chúc mừng con lên cấp độ Explorer!'),
  club(READ, 'Câu lạc bộ lớp 3A có 3 bài viết mới.'),
  ai(READ, 'Buổi học thử của con đã được xác nhận.'),
  post(UNREAD, 'APPROVED', 90, 'Bài viết "Ngày hội sách" của bạn đã được duyệt.'),
  ai(READ, 'Con nhận được 5 kim cương thưởng.'),
  club(READ, 'Chào mừng con tham gia câu lạc bộ trường!'),
  ai(READ, 'Chào mừng con đến với Uniclass AI Class!'),
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
export async function seedNotifications(trx: Transaction<Database>, nowMs: number): Promise<void> {
  const profiles = await trx
    .selectFrom('profiles as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['p.id', 'p.name'])
    .where('u.phone', '=', DEMO_NOTIFICATION_PHONE)
    .execute();
  const minhAnh = profiles.find((p) => p.name === DEMO_NOTIFICATION_PROFILE);
  const giaBao = profiles.find((p) => p.name === 'Nguyễn Gia Bảo');
  if (!minhAnh) throw new Error(`Demo profile ${DEMO_NOTIFICATION_PROFILE} is missing`);

  const now = nowMs;
  // Like every report notification, the demo's opens the report it announces (issue 31: it carried
  // no link, so a click went to /lop-hoc); the month is claimed, so the month-end job adds no twin.
  const lastMonth = shiftMonth(monthOf(now), -1);
  await trx
    .insertInto('report_month_notifications')
    .values({ profile_id: minhAnh.id, month: lastMonth })
    .onConflict((oc) => oc.columns(['profile_id', 'month']).doNothing())
    .execute();
  const rows: NewNotification[] = DEMO_NOTIFICATIONS.map((n, index) => ({
    profileId: minhAnh.id,
    productType: n.productType,
    content: n.content,
    data: n.reportOfLastMonth ? { link: reportPath(minhAnh.id, lastMonth) } : (n.data ?? null),
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

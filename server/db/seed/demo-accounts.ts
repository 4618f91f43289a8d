import { USER_SOURCE, USER_SOURCE_LAYOUT_EXEMPT } from '../../../src/domain/constants';

/** The password of every demo account (team brief). */
export const DEMO_PASSWORD = 'Uniclass@123';

export interface DemoSchedule {
  courseTitle: string;
  weekday: number;
  startTime: string;
}

export interface DemoProfile {
  name: string;
  isDefault: boolean;
  grade: number | null;
  className: string | null;
  /** [province code, school name] from demo-schools.ts, or null. */
  school: [string, string] | null;
  isContest: boolean;
  avatar: number;
  loyalty: { point: number; coin: number; diamond: number };
  schedules: DemoSchedule[];
}

export interface DemoAccount {
  phone: string;
  source: number;
  name: string;
  /** What this account demonstrates (printed at boot). */
  purpose: string;
  profiles: DemoProfile[];
}

const noLoyalty = { point: 0, coin: 0, diamond: 0 };

/** Most demo profiles are a default, non-contest profile without points or schedules. */
function demoProfile(
  profile: Pick<DemoProfile, 'name' | 'grade' | 'className' | 'school' | 'avatar'> & Partial<DemoProfile>,
): DemoProfile {
  return { isDefault: true, isContest: false, loyalty: noLoyalty, schedules: [], ...profile };
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    phone: '0901000001',
    source: USER_SOURCE.WEB,
    name: 'Nguyễn Văn Hùng',
    purpose: 'Phụ huynh, 3 hồ sơ đầy đủ',
    profiles: [
      demoProfile({
        name: 'Nguyễn Hoàng Minh Anh',
        grade: 3,
        className: '3A',
        school: ['01', 'Trường Tiểu học Kim Đồng'],
        avatar: 1,
        loyalty: { point: 3_420, coin: 1_250, diamond: 85 },
        schedules: [
          { courseTitle: 'Tiếng Anh AI Lớp 3', weekday: 2, startTime: '19:30' },
          { courseTitle: 'Tiếng Anh AI Lớp 3', weekday: 4, startTime: '19:30' },
        ],
      }),
      demoProfile({
        name: 'Nguyễn Gia Bảo',
        isDefault: false,
        grade: 5,
        className: '5B',
        school: ['01', 'Trường Tiểu học Kim Đồng'],
        avatar: 7,
        loyalty: { point: 1_180, coin: 430, diamond: 20 },
        schedules: [{ courseTitle: 'Tiếng Anh AI Lớp 5', weekday: 3, startTime: '20:00' }],
      }),
      demoProfile({
        name: 'Bảo Ngọc',
        isDefault: false,
        grade: 1,
        className: '1C',
        school: ['01', 'Trường Tiểu học Kim Đồng'],
        avatar: 12,
        loyalty: { point: 260, coin: 90, diamond: 5 },
        schedules: [{ courseTitle: 'Tiếng Anh AI Lớp 1', weekday: 6, startTime: '18:00' }],
      }),
    ],
  },
  {
    phone: '0901000002',
    source: USER_SOURCE.WEB,
    name: 'Trần Thị Thu Hà',
    purpose: 'Hồ sơ chưa có khối lớp → /update-info?default=true',
    profiles: [
      demoProfile({
        name: 'Trần Minh Khôi',
        grade: null,
        className: null,
        school: null,
        avatar: 3,
      }),
    ],
  },
  {
    phone: '0901000003',
    source: USER_SOURCE.WEB,
    name: 'Lê Văn Thành',
    purpose: 'Có khối lớp, chưa có lịch học → /dang-ky?schedules=0',
    profiles: [
      demoProfile({
        name: 'Lê Phương Linh',
        grade: 2,
        className: '2A',
        school: ['79', 'Trường Tiểu học Lê Văn Tám'],
        avatar: 5,
        loyalty: { point: 150, coin: 40, diamond: 2 },
      }),
    ],
  },
  {
    phone: '0901000004',
    source: USER_SOURCE.CONTEST,
    name: 'Phạm Thị Mai',
    purpose: 'Hồ sơ dự thi chưa có lớp → /update-contest-info',
    profiles: [
      demoProfile({
        name: 'Phạm Đức Anh',
        grade: 4,
        className: null,
        school: ['48', 'Trường Tiểu học Phù Đổng'],
        isContest: true,
        avatar: 9,
      }),
    ],
  },
  {
    phone: '0901000005',
    source: USER_SOURCE.LDP,
    name: 'Hoàng Thị Lan',
    purpose: 'Nguồn LDP, hồ sơ chưa có trường → /update-info',
    profiles: [
      demoProfile({
        name: 'Hoàng Gia Huy',
        grade: 2,
        className: '2C',
        school: null,
        avatar: 15,
        // One schedule, so only the missing school decides where this account lands.
        schedules: [{ courseTitle: 'Tiếng Anh AI Lớp 2', weekday: 7, startTime: '09:00' }],
      }),
    ],
  },
  {
    phone: '0901000008',
    source: USER_SOURCE.CONTEST,
    name: 'Vũ Thị Hạnh',
    purpose: 'Quản trị trường (cuộc thi): xem và xuất bảng xếp hạng của trường',
    profiles: [
      demoProfile({
        name: 'Vũ Thị Hạnh',
        grade: 4,
        className: '4A',
        school: ['48', 'Trường Tiểu học Phù Đổng'],
        isContest: true,
        avatar: 20,
      }),
    ],
  },
  {
    // Club moderator (issue 11) of Trường Tiểu học Kim Đồng: opens /quan-tri/club. A staff account
    // has no class schedule, so it carries the layout-exempt source (SPEC §4).
    phone: '0901000009',
    source: USER_SOURCE_LAYOUT_EXEMPT,
    name: 'Nguyễn Thu Hạnh',
    purpose: 'Cô kiểm duyệt câu lạc bộ Trường Tiểu học Kim Đồng → /quan-tri/club',
    profiles: [
      demoProfile({
        name: 'Cô Nguyễn Thu Hạnh',
        grade: 3,
        className: null,
        school: ['01', 'Trường Tiểu học Kim Đồng'],
        avatar: 20,
      }),
    ],
  },
  {
    // A lower-secondary pupil (issue 33): AI Practice and AI Speak of grade 7, the daily goal and
    // its streak from zero (the practice e2e grows it). Cambridge Starters is a grade-free course.
    phone: '0901000010',
    source: USER_SOURCE.WEB,
    name: 'Đỗ Thị Thu',
    purpose: 'Học sinh lớp 7 (THCS): AI Practice, AI Speak, mục tiêu mỗi ngày và chuỗi ngày học',
    profiles: [
      demoProfile({
        name: 'Đỗ Minh Khang',
        grade: 7,
        className: '7A',
        school: ['01', 'Trường THCS Trưng Vương'],
        avatar: 9,
        loyalty: { point: 0, coin: 0, diamond: 30 },
        schedules: [{ courseTitle: 'Luyện thi Cambridge Starters', weekday: 7, startTime: '10:30' }],
      }),
    ],
  },
];

/** The demo accounts as a plain-text table for the boot log and `npm run db:reset`. */
export function formatDemoAccounts(): string {
  const rows = DEMO_ACCOUNTS.map((account) => `  ${account.phone}  ${DEMO_PASSWORD}  ${account.purpose}`);
  return ['Tài khoản demo (số điện thoại / mật khẩu / mục đích):', ...rows].join('\n');
}

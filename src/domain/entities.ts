/** Entity shapes of SPEC §3 as the APIs return them and the SPA stores them. */

export interface Loyalty {
  /** Lifetime learning score. */
  point: number;
  /** coin = trophies, diamond = diamonds. */
  points: { coin: number; diamond: number };
}

export interface ProfileSchedule {
  id: number;
  courseTitle: string;
  weekday: number;
  startTime: string;
}

export interface Profile {
  id: number;
  name: string;
  avatar: string | null;
  avatarBorder: string | null;
  /** 1 or true marks the default profile. */
  isDefault: 0 | 1 | boolean;
  gradeId: number | null;
  gradeLevel: number | null;
  className: string | null;
  schoolId: number | null;
  /** A contest profile (the server's ProfileSchema sends it; older stored profiles may lack it). */
  isContest?: boolean;
  schedules: ProfileSchedule[];
  loyalty: Loyalty;
  /** Shareable reference for pages opened without a session (the -no-token look-ups); not in SPEC §3. */
  publicRef?: string;
}

export interface User {
  phone: string;
  source: number;
  name?: string | null;
  profiles: Profile[];
}

/** data of POST /user/login, /user/register-confirm(-v2). */
export interface AuthPayload {
  user: User;
  uniclassToken: string;
  accessToken: string;
}

export interface NotificationItem {
  id: string;
  channel: string;
  productType: string;
  content: string;
  createdAt: string;
  isRead: 0 | 1;
  reason?: string | null;
  /** `link`: a page of the app the notification opens (e.g. a monthly report). */
  data?: { feedNotificationStatus?: string; feedId?: string | number; link?: string } | null;
}

export interface NotificationListData {
  common: NotificationItem[];
  actions: NotificationItem[];
  countUnread: number;
  cursor: string | null;
}

export interface License {
  licenseCode: string;
  isTrial: boolean;
  endTime: string;
}

export interface ContestData {
  isContest: boolean;
}

/**
 * Constants of SPEC §9 and the enumerations of SPEC §3. The single source for every timing,
 * limit and code that both the SPA and the server use.
 */

/** The product's name in routes, codes and storage keys (SPEC: {product}). */
export const PRODUCT = 'uniclass';
export const PRODUCT_CODE = 'UNICLASS';

// ── SPEC §9: business constants ──────────────────────────────────────────────
export const NOTIFICATION_PAGE_SIZE = 10;
export const NOTIFICATION_PANEL_HEIGHT_PX = 500;
/** 360 days. */
export const ACCESS_TOKEN_COOKIE_SECONDS = 31_104_000;
export const POPUP_COOKIE_SECONDS = 900;
export const SESSION_COOKIE_SECONDS = 7_200;
export const NOTIFICATION_TOAST_MS = 3_000;
export const LOADING_OVERLAY_FADE_MS = 500;
/** Widths up to this value count as mobile (screens narrower than 768 px). */
export const MOBILE_BREAKPOINT_PX = 767;
export const SWITCH_SETTLE_MS = 300;
export const SWITCH_BASIC_INFO_RACE_MS = 700;
export const SWITCH_BEFORE_RELOAD_MS = 300;
export const POST_LOGIN_CHECK_DELAY_MS = 1_000;
export const LAYOUT_REDIRECT_DELAY_MS = 200;
export const SCHEDULE_SUCCESS_RELOAD_MS = 800;
export const NOTIFICATION_CLICK_NAV_MS = 200;
/** Not in the spec: a broken or ended unread-count stream is reopened (with a new ticket) after this long. */
export const UNREAD_STREAM_RETRY_MS = 5_000;
export const DEFAULT_AVATAR_COUNT = 24;
/** Not in the spec: the server's cool-down between two OTP sends to one phone (ADR 0002); sign-up counts it down. */
export const OTP_RESEND_COOLDOWN_SECONDS = 60;
export const OTP_RESEND_COOLDOWN_MS = OTP_RESEND_COOLDOWN_SECONDS * 1_000;
/** A countdown shown in whole seconds moves on this often. */
export const COUNTDOWN_TICK_MS = 1_000;

// ── SPEC §3: storage keys ────────────────────────────────────────────────────
export const STORAGE_KEYS = {
  user: 'user',
  profile: 'k12_profile',
  productToken: `token${PRODUCT.charAt(0).toUpperCase()}${PRODUCT.slice(1)}`, // 'tokenUniclass'
  contestAuth: 'auth_contest',
  infoNewPass: 'infoNewPass',
  tour: 'tour',
  /** The reason of the last rejected club post opened from a notification (SPEC §4). */
  rejectedFeedReason: 'rejected_feed_reason',
} as const;

/** Cookie names used by the SPA. */
export const COOKIE_KEYS = {
  accessToken: 'access_token',
  session: 'session',
  schedulePopup: 'schedule_popup',
} as const;

// ── SPEC §3: enumerations ────────────────────────────────────────────────────
export const USER_SOURCE = {
  WEB: 1,
  IOS: 2,
  ANDROID: 3,
  LMS: 4,
  LDP: 5,
  ZALO: 6,
  CONTEST: 7,
} as const;
export type UserSource = (typeof USER_SOURCE)[keyof typeof USER_SOURCE];
/** The separate source value that exempts a user from the layout check (SPEC §4). */
export const USER_SOURCE_LAYOUT_EXEMPT = 102;

export const SCHEDULE_ACTION = {
  NEW_REGISTRATION: 1,
  REGISTER_CHANGES: 2,
  CHANGE_LEVEL: 3,
} as const;
export type ScheduleAction = (typeof SCHEDULE_ACTION)[keyof typeof SCHEDULE_ACTION];

/** SPEC §8: the notification title of a failed schedule save, by action. */
export const SCHEDULE_ACTION_TITLES: Record<ScheduleAction, string> = {
  1: 'Đăng ký lịch học',
  2: 'Đăng ký đổi lịch',
  3: 'Đăng ký đổi trình độ',
};

export const REGISTER_COURSE_ACTION = {
  NEW_REGISTRATION: 1,
  USER_TRIAL_REGISTRATION_CONSULTATION: 2,
  USER_EXPIRED_LICENSE_REGISTRATION_CONSULTATION: 3,
  USER_VIP_REGISTER_OTHER_COURSE: 4,
  USER_EXPIRED_LICENSE_PRE_PRIMARY: 5,
} as const;
export type RegisterCourseAction = (typeof REGISTER_COURSE_ACTION)[keyof typeof REGISTER_COURSE_ACTION];

export const SESSION_TYPES = [
  'REGULAR',
  'ADDITIONAL',
  'DEMO',
  'TUTOR',
  'TUTOR_REGULAR',
  'TUTOR_ADDITIONAL',
] as const;
export type SessionType = (typeof SESSION_TYPES)[number];

export const TEACHER_TYPE_TITLES = {
  MAIN_TEACHER: 'GV chuyên',
  SUB_TEACHER: 'GV luyện tập',
  EXAM_TEACHER: 'GV phòng luyện tập',
} as const;
export type TeacherType = keyof typeof TEACHER_TYPE_TITLES;

export type Gender = 'MALE' | 'FEMALE';
/** Thầy for male teachers, Cô for female ones. */
export const TEACHER_PREFIX: Record<Gender, string> = { MALE: 'Thầy', FEMALE: 'Cô' };

export const NOTIFICATION_CHANNEL_IN_APP = 'IN_APP';
export const PRODUCT_TYPES = {
  ALL: 'ALL',
  AI_CLASS: `${PRODUCT_CODE}_AI_CLASS`,
  CLUB: `${PRODUCT_CODE}_CLUB`,
} as const;
export type ProductTypeFilter = (typeof PRODUCT_TYPES)[keyof typeof PRODUCT_TYPES];

export const FEED_NOTIFICATION_STATUS = {
  APPROVED: 'APPROVED',
  REJECTED: 'REJECTED',
} as const;

export const MEDAL_LEVELS = ['G', 'S', 'B', 'C'] as const;
export type MedalLevel = (typeof MEDAL_LEVELS)[number];

export const PLATFORM_WEB = 'WEB';

/** Routes the spec names (SPEC §2). */
/** The club's moderation console (issue 11). */
export const CLUB_MODERATION_ROUTE = '/quan-tri/club';

export const ROUTES = {
  home: '/',
  aiClass: '/lop-hoc',
  clubFeeds: `/${PRODUCT}-club-feeds`,
  clubFeedDetail: (feedId: string | number) => `/${PRODUCT}-club-feeds/detail/${feedId}`,
  clubPopupRules: `/${PRODUCT}-club-feeds/pop-up-rules`,
  aiPractice: '/ai-practice',
  aiTopic: '/ai-topic',
  accountInfo: '/thong-tin-tai-khoan',
  courses: '/thong-tin-tai-khoan/khoa-hoc',
  activation: '/kich-hoat-tai-khoan',
  activationIndex: '/kich-hoat-tai-khoan/_index',
  giftShop: '/cua-hang-qua-tang',
  login: '/dang-nhap',
  register: '/dang-ky',
  chooseProfile: '/chon-ho-so',
  updateInfo: '/update-info',
  updateContestInfo: '/update-contest-info',
  practiceRoom: '/phong-tap-luyen',
  lesson: '/lesson',
  app: '/app',
  link: '/link',
  tokenLogin: '/login',
  monthlyReport: '/bao-cao-hoc-tap/bao-cao-thang',
  downloadAppSuggestion: '/download-app-suggestion',
  payment: '/payment',
  privacyPolicy: '/privacy-policy',
  refund: '/refund',
  rule: '/rule',
  permission: '/permission',
  deleteAccount: '/delete-account',
  qaMachines: '/qa/machines',
} as const;

/** The mobile download banner is hidden on these routes (SPEC §2). */
export const BANNER_HIDDEN_ROUTES = [
  ROUTES.downloadAppSuggestion,
  ROUTES.payment,
  ROUTES.privacyPolicy,
  ROUTES.refund,
  ROUTES.rule,
  ROUTES.deleteAccount,
] as const;

/**
 * Route prefixes where a narrow screen is NOT sent to the marketing site: the SPEC §2 exceptions,
 * plus every supporting page of SPEC §2 (docs/decisions/0011, 0012): the store page, the policy pages
 * the marketing site links to, payment (the VietQR code is scanned by the bank app on the same phone)
 * and account deletion (app stores require it to be reachable on the web).
 */
export const MOBILE_ALLOWED_PREFIXES = [
  ROUTES.activation,
  ROUTES.lesson,
  ROUTES.clubPopupRules,
  ROUTES.app,
  ROUTES.monthlyReport,
  ROUTES.link,
  `${ROUTES.tokenLogin}/`,
  ROUTES.downloadAppSuggestion,
  ROUTES.privacyPolicy,
  ROUTES.rule,
  ROUTES.refund,
  ROUTES.permission,
  ROUTES.payment,
  ROUTES.deleteAccount,
] as const;

/**
 * The ways in ('Vào học', 'Đăng nhập', sign-up) lead a narrow screen to the app stores instead of
 * back to the marketing site, where the same link would send it again (docs/decisions/0011).
 */
export const MOBILE_APP_ENTRY_ROUTES = [ROUTES.login, ROUTES.register] as const;

/** Days of the trial licence a new account gets for its grade's AI course (ADR 0015). */
export const SIGN_UP_TRIAL_DAYS = 7;

/**
 * The layout check does not run on these routes (and below them): the four of SPEC §4, then the
 * pages a family without a schedule needs on its way to one (ADR 0015): the account and its courses,
 * activation, payment, account deletion, the report, AI Practice and AI Speak (free with or without a
 * class), and the remaining supporting pages. Before, each of them bounced the family back to
 * /dang-ky?schedules=0 on every page load.
 */
export const LAYOUT_CHECK_SKIPPED_ROUTES = [
  ROUTES.rule,
  ROUTES.privacyPolicy,
  ROUTES.permission,
  ROUTES.chooseProfile,
  ROUTES.accountInfo,
  ROUTES.activation,
  ROUTES.payment,
  ROUTES.deleteAccount,
  ROUTES.monthlyReport,
  ROUTES.aiPractice,
  ROUTES.practiceRoom,
  ROUTES.aiTopic,
  ROUTES.refund,
  ROUTES.downloadAppSuggestion,
] as const;

/** The post-login checks do not run on this route (SPEC §4). */
export const POST_LOGIN_CHECK_SKIPPED_ROUTES = [ROUTES.chooseProfile] as const;

// ── Added for the domain rules (values the rules of SPEC §3–§5 rely on) ──────
/** SPEC §3: the two pages of the reward shop. */
export const REWARD_SHOP_PAGES = {
  STORE: 'STORE',
  USER_OWNED: 'USER_OWNED',
} as const;
export type RewardShopPage = (typeof REWARD_SHOP_PAGES)[keyof typeof REWARD_SHOP_PAGES];

/** SPEC §4: a contest with this many students or fewer gives G, S, B to ranks 1–3 and C to the rest. */
export const MEDAL_SMALL_CONTEST_MAX = 5;
/** SPEC §4: share of the ranking per medal in larger contests, in whole percent (gold at least 1 student). */
export const MEDAL_SHARE_PERCENT = { G: 10, S: 20, B: 30 } as const;

/** Vietnam's country calling code; international phone numbers start with it (SPEC §5). */
export const PHONE_COUNTRY_CODE = '84';
/** First digit of a Vietnamese mobile number after the leading 0 (03x, 05x, 07x, 08x, 09x). */
export const PHONE_MOBILE_LEADING_DIGITS = ['3', '5', '7', '8', '9'] as const;
/** Digits of a national number without its leading 0 ('9x' form). */
export const PHONE_LOCAL_DIGITS = 9;

/** Asia/Ho_Chi_Minh is UTC+7 all year (no daylight saving); user-facing times are shown there. */
export const VIETNAM_UTC_OFFSET_MINUTES = 420;

/** Default static image host for relative image paths; the SPA overrides it with VITE_IMAGE_HOST. */
export const DEFAULT_IMAGE_HOST = '/static-images';

// ── AI Practice and AI Speak (issue 14, ADR 0008) ───────────────────────────────────────────────
/** A queued practice answer is resent this long after the connection failed. */
export const PRACTICE_RESEND_MS = 3_000;
/** No recording runs longer than this, whatever the prompt (free talk is 30 s). */
export const SPEAK_RECORDING_CAP_MS = 60_000;

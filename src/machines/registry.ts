import type { AnyActorLogic, AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { accountInfoTestModel } from './account-info/account-info.test-model';
import { activationTestModel } from './activation/activation.test-model';
import { classPopupTestModel } from './class-popup/class-popup.test-model';
import { clubFeedTestModel } from './club-feed/club-feed.test-model';
import { clubModerationTestModel } from './club-moderation/club-moderation.test-model';
import { clubPostComposerTestModel } from './club-post-composer/club-post-composer.test-model';
import { layoutCheckTestModel } from './layout-check/layout-check.test-model';
import { learningDataTestModel } from './learning-data/learning-data.test-model';
import { notificationsTestModel } from './notifications/notifications.test-model';
import { passwordResetTestModel } from './password-reset/password-reset.test-model';
import { postLoginChecksTestModel } from './post-login-checks/post-login-checks.test-model';
import { profileEditorTestModel } from './profile-editor/profile-editor.test-model';
import { profileSwitchTestModel } from './profile-switch/profile-switch.test-model';
import { registrationTestModel } from './registration/registration.test-model';
import { scheduleConfirmationTestModel } from './schedule-confirmation/schedule-confirmation.test-model';
import { sessionTestModel } from './session/session.test-model';
import { toRegistryEntry } from './shared/machine-test-model';

/** An event a tester can send, with an example payload (everything but `type`). */
export interface ExampleEvent {
  type: string;
  example?: Record<string, unknown>;
}

/**
 * How paths are generated from a machine (`xstate/graph`). The same options drive `npm run paths`,
 * the Paths tab of /qa/machines and the machine's vitest path tests, so all three agree.
 * A machine's `<name>.test-model.ts` exports an object of this type.
 */
export interface MachinePathOptions {
  /**
   * The events to try in a snapshot. Defaults to the snapshot's own event types, each sent with the
   * payloads of `MachineEntry.events` of that type (or bare when none is listed). Invoke results
   * (`xstate.done.actor.<id>` with `output`, `xstate.error.actor.<id>` with `error`) and delays
   * (`xstate.after.<delay>.<stateId>`) are events here too.
   */
  events?: (snapshot: AnyMachineSnapshot) => EventObject[];
  /** Keeps traversal finite: serialise only what matters (default: value + context). */
  serializeState?: (snapshot: AnyMachineSnapshot) => string;
  /** Input for the machine's initial snapshot (used when `scenarios` is absent). */
  input?: unknown;
  /**
   * Several starting inputs (e.g. a stored session vs none): paths are generated from each and
   * coverage is their union. Simulation starts from the first unless a replayed path says otherwise.
   */
  scenarios?: Array<{ name: string; input: unknown }>;
  /** Fake actor implementations for the path runners of vitest tests. */
  actors?: Record<string, AnyActorLogic>;
}

/**
 * Every machine of the SPA, for the QA inspector (/qa/machines) and `npm run paths`.
 * Adding an entry here is all it takes for the tools to show a machine; a test fails when a
 * `*.machine.ts` file exists that this list does not name.
 */
export interface MachineEntry {
  /** kebab-case name, equal to the machine's folder name. */
  name: string;
  /** One line: what the machine is for. */
  purpose: string;
  /**
   * The machine as its `.machine.ts` file exports it (placeholder implementations). The inspector
   * replaces every invoked actor by one that never settles, so a tester decides done/error.
   */
  machine: AnyStateMachine;
  /**
   * Events a tester can send, each with an example payload. May also list invoke results
   * (`xstate.done.actor.<id>` with `{ output }`) so simulation and paths use realistic payloads.
   */
  events: ExampleEvent[];
  /** Path generation settings, usually the machine's `<name>.test-model.ts` export. */
  pathOptions?: MachinePathOptions;
}

export const machineRegistry: MachineEntry[] = [
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
  toRegistryEntry(
    'learning-data',
    'Tải dữ liệu trang học: lớp học, lịch, khóa học, bài học',
    learningDataTestModel,
  ),
  toRegistryEntry(
    'activation',
    'Kích hoạt tài khoản bằng mã: tạo hoặc gia hạn giấy phép',
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
];

import type { EventObject, StateValue } from 'xstate';
import { ROUTES } from '../../../../src/domain/constants';
import type { MachineUiModel, UiAction } from '../ui-model';

const confirmButton = { role: 'button', name: 'Xác nhận lịch học' };
const closeMessage = { role: 'button', name: 'Đóng thông báo' };
const changeSchedule = { role: 'button', name: 'Đổi lịch' };
/** The consult buttons of both pages: 'Đổi lịch' (courses), 'Nhận tư vấn' (the schedule page's offer). */
const consultButton = { role: 'button', name: /^(Đổi lịch|Nhận tư vấn)$/ };
const actionOf = (event: EventObject) => (event as EventObject & { action?: number }).action;
const isNewRegistration = (event: EventObject) => actionOf(event) === 1;
const from = (state: string) => (_: EventObject, value: StateValue) => value === state;

/** 0901000003 (graded, no schedule, licence EN-AI-G2) picks the slot the test model's example names. */
const registerNewSchedule: UiAction[] = [
  { fixture: 'sessionOfNoSchedules' },
  { goto: `${ROUTES.register}?schedules=0` },
  { click: { role: 'radio', name: /Tiếng Anh AI Lớp 2/ } },
  { click: { role: 'radio', name: 'Cơ bản' } },
  { click: { role: 'radio', name: /Thứ Bảy 18:00/ } },
  { click: confirmButton },
];

/**
 * What the schedule pages show while a schedule is confirmed (SPEC §4, §8) and how each step is
 * caused: a new registration on /dang-ky?schedules=0 (0901000003), a change request ('Đổi lịch') of
 * the parent's enrolment on /thong-tin-tai-khoan/khoa-hoc, or of 0901000003's once it holds one; the
 * 800 ms and 3 s waits are real (on Playwright's clock, paused only while a message must stay).
 */
export const scheduleConfirmationUiModel: MachineUiModel = {
  machine: 'schedule-confirmation',
  machineId: 'scheduleConfirmation',
  // The page's timers on a clock a path can pause (the message's 3 s), flowing like the real one until then.
  scenarios: { idle: { setup: [{ fixture: 'installPageClock' }, { goto: '/' }] } },
  states: {
    idle: { shows: 'no schedule message', checks: [{ hidden: closeMessage }] },
    saving: {
      shows: "the confirm button busy ('Đang xử lý')",
      checks: [{ attribute: confirmButton, name: 'aria-busy', equals: 'true' }],
    },
    succeeded: {
      shows: "'Đăng ký thành công, đang chuyển tới lớp học…'",
      checks: [{ visible: { text: 'Đăng ký thành công, đang chuyển tới lớp học…' } }],
    },
    reloading: { shows: 'the class home /lop-hoc', checks: [{ url: /^\/lop-hoc/ }] },
    consulting: {
      shows: "the consult buttons ('Đổi lịch', 'Nhận tư vấn') disabled while the request is sent",
      checks: [{ attribute: consultButton, name: 'disabled', equals: '' }],
    },
    notifying: {
      shows: 'the titled message with its close button',
      checks: [{ visible: closeMessage }],
    },
  },
  events: [
    {
      type: 'schedule.confirmed',
      when: (e, v) => isNewRegistration(e) && v === 'idle',
      actions: registerNewSchedule,
    },
    // The form keeps its choice while the message shows: confirming again is one click.
    { type: 'schedule.confirmed', when: isNewRegistration, actions: [{ click: confirmButton }] },
    {
      type: 'schedule.confirmed',
      when: from('idle'),
      actions: [{ fixture: 'sessionOfParent' }, { goto: ROUTES.courses }, { click: changeSchedule }],
    },
    {
      // The failed registration's message is app-wide (the machine lives in the app root): the
      // pupil's profile holds an enrolment (registered on another device, a server-side change), the
      // parent opens 'Khóa học' from the profile menu, in-app, and asks to change that schedule
      // while the message still shows (the page clock paused when the registration failed).
      type: 'schedule.confirmed',
      when: from('notifying'),
      actions: [
        { fixture: 'enrolBrowserProfile' },
        { click: { role: 'button', name: /^Hồ sơ: / } },
        { click: { role: 'menuitem', name: 'Khóa học' } },
        { click: changeSchedule },
      ],
    },
    {
      // The message's 3 s hold on a paused page clock while the path's next step lands, however busy
      // the machine is; the path that waits for them resumes it.
      type: 'xstate.error.actor.saveSchedule',
      actions: [{ fixture: 'pausePageClock' }, { fail: 'saveSchedule' }],
    },
    {
      type: 'xstate.after.notificationToast.scheduleConfirmation.notifying',
      actions: [{ fixture: 'resumePageClock' }],
    },
    {
      // Issue 31: 0901000003 holds no Cambridge licence: the schedule page offers the consult for it.
      type: 'consult.requested',
      actions: [
        { fixture: 'sessionOfNoSchedules' },
        { goto: `${ROUTES.register}?schedules=0` },
        { click: { role: 'radio', name: /Luyện thi Cambridge Starters/ } },
        { click: { role: 'button', name: 'Nhận tư vấn' } },
      ],
    },
    { type: 'notification.dismissed', actions: [{ click: closeMessage }] },
  ],
  requests: {
    saveSchedule: { method: 'POST', url: (url) => url.pathname === '/main/user/save-schedules' },
    requestConsult: { method: 'POST', url: (url) => url.pathname.endsWith('/register/consult') },
  },
};

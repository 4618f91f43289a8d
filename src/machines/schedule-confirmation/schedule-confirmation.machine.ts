import { assign, setup } from 'xstate';
import {
  NOTIFICATION_TOAST_MS,
  ROUTES,
  SCHEDULE_ACTION,
  SCHEDULE_ACTION_TITLES,
  SCHEDULE_SUCCESS_RELOAD_MS,
} from '../../domain/constants';
import { userMessageOf } from '../shared/api-result';
import { type MachineTypes, notProvidedAction, notProvidedActor } from '../shared/not-provided';
import type {
  ScheduleConfirmationActionParams as P,
  RegisterConsultRequest,
  SaveSchedulesRequest,
  ScheduleConfirmationContext,
  ScheduleConfirmationEvent,
} from './schedule-confirmation.types';

export const POPUP_TITLE = 'Chúc mừng!';
export const POPUP_BUTTON = 'Vào học';
export const CONSULT_SENT_MESSAGE = 'Uniclass đã nhận yêu cầu và sẽ liên hệ tư vấn cho bạn sớm.';

const titleOf = (context: ScheduleConfirmationContext) =>
  SCHEDULE_ACTION_TITLES[context.action ?? SCHEDULE_ACTION.NEW_REGISTRATION];

type FailedRequest = { event: { error: unknown } };

/** A request failed: the titled error notification, and the failure logged as `logMessage`. */
const notifyFailure = (logMessage: string) =>
  ({
    target: 'notifying',
    actions: [
      { type: 'showFailure', params: ({ event }: FailedRequest) => ({ error: event.error }) },
      {
        type: 'logError',
        params: ({ event }: FailedRequest) => ({ message: logMessage, error: event.error }),
      },
    ],
  }) as const;

/**
 * SPEC §4 schedule confirmation. A new registration (action 1) saves the schedule; on success the
 * 900 s popup cookie is set and /lop-hoc reloads after 800 ms. A failure or a thrown error shows the
 * server's message titled by action (SPEC §8), hidden after 3 s. Actions 2 and 3 call the
 * registration consult instead, and so does a family without a licence for the course (issue 31:
 * the schedule page offers the consult, payment and activation instead of a refused save).
 */
export const scheduleConfirmationMachine = setup({
  types: {} as MachineTypes<ScheduleConfirmationContext, ScheduleConfirmationEvent>,
  actors: {
    saveSchedule: notProvidedActor<unknown, SaveSchedulesRequest>('saveSchedule'),
    requestConsult: notProvidedActor<unknown, RegisterConsultRequest>('requestConsult'),
  },
  actions: {
    setPopupCookie: notProvidedAction<P['setPopupCookie']>('setPopupCookie'),
    reloadClassHome: notProvidedAction<P['reloadClassHome']>('reloadClassHome'),
    logError: notProvidedAction<P['logError']>('logError'),
    clearNotification: assign({ notification: null }),
    /** A failed save or consult: the server's message, titled by action (SPEC §8). */
    showFailure: assign(({ context }, params: { error: unknown }) => ({
      notification: { tone: 'error' as const, title: titleOf(context), message: userMessageOf(params.error) },
    })),
    rememberRequest: assign(({ event }) =>
      event.type === 'schedule.confirmed'
        ? {
            action: event.action,
            choice: event.choice,
            consult: event.action === SCHEDULE_ACTION.NEW_REGISTRATION ? null : event.consult,
            notification: null,
          }
        : {},
    ),
  },
  guards: {
    isNewRegistration: ({ event }) =>
      event.type === 'schedule.confirmed' && event.action === SCHEDULE_ACTION.NEW_REGISTRATION,
  },
  delays: {
    scheduleSuccessReload: SCHEDULE_SUCCESS_RELOAD_MS,
    notificationToast: NOTIFICATION_TOAST_MS,
  },
}).createMachine({
  id: 'scheduleConfirmation',
  context: { action: null, choice: null, consult: null, notification: null },
  initial: 'idle',
  states: {
    idle: {
      meta: { description: 'Chờ phụ huynh xác nhận lịch học (hoặc xin tư vấn khi chưa có giấy phép)' },
      on: {
        'schedule.confirmed': [
          { guard: 'isNewRegistration', target: 'saving', actions: 'rememberRequest' },
          { target: 'consulting', actions: 'rememberRequest' },
        ],
        'consult.requested': {
          target: 'consulting',
          actions: assign(({ event }) => ({
            action: null,
            choice: null,
            consult: event.consult,
            notification: null,
          })),
        },
      },
    },
    saving: {
      meta: { description: 'Đang lưu lịch học (POST /user/save-schedules)' },
      invoke: {
        id: 'saveSchedule',
        src: 'saveSchedule',
        input: ({ context }): SaveSchedulesRequest => ({
          schedule_id: context.choice?.scheduleId ?? 0,
          action: SCHEDULE_ACTION.NEW_REGISTRATION,
          ...(context.choice?.profileId ? { profile_id: context.choice.profileId } : {}),
        }),
        onDone: {
          target: 'succeeded',
          actions: {
            type: 'setPopupCookie',
            params: ({ context }) => ({
              popup: {
                title: POPUP_TITLE,
                courseTitle: context.choice?.courseTitle ?? '',
                time: context.choice?.time ?? '',
                day: context.choice?.day ?? '',
                buttonText: POPUP_BUTTON,
                isRegister: true,
              },
            }),
          },
        },
        onError: notifyFailure('save-schedules failed'),
      },
    },
    succeeded: {
      meta: { description: 'Đã lưu lịch và cookie popup; chờ 800 ms rồi tải lại /lop-hoc' },
      after: { scheduleSuccessReload: { target: 'reloading' } },
    },
    reloading: {
      meta: { description: 'Tải lại /lop-hoc để hiện popup "Chúc mừng!"' },
      type: 'final',
      entry: { type: 'reloadClassHome', params: { url: ROUTES.aiClass } },
    },
    consulting: {
      meta: {
        description:
          'Đổi lịch / đổi trình độ / chưa có giấy phép: gửi yêu cầu tư vấn (POST /register/consult)',
      },
      invoke: {
        id: 'requestConsult',
        src: 'requestConsult',
        input: ({ context }) => context.consult as RegisterConsultRequest,
        onDone: {
          target: 'notifying',
          actions: assign({
            notification: ({ context }) => ({
              tone: 'success' as const,
              title: titleOf(context),
              message: CONSULT_SENT_MESSAGE,
            }),
          }),
        },
        onError: notifyFailure('register consult failed'),
      },
    },
    notifying: {
      meta: { description: 'Thông báo có tiêu đề theo hành động; tự ẩn sau 3 giây' },
      after: { notificationToast: { target: 'idle', actions: 'clearNotification' } },
      on: {
        'notification.dismissed': { target: 'idle', actions: 'clearNotification' },
        // A new attempt while the message is still shown replaces it.
        'schedule.confirmed': [
          { guard: 'isNewRegistration', target: 'saving', actions: 'rememberRequest' },
          { target: 'consulting', actions: 'rememberRequest' },
        ],
      },
    },
  },
});

export type ScheduleConfirmationMachine = typeof scheduleConfirmationMachine;

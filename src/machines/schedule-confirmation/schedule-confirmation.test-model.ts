import { ERROR_CODES } from '../../contracts/error-codes';
import { EnvelopeError } from '../shared/api-result';
import { type MachineTestModel, noopActions } from '../shared/machine-test-model';
import { scheduleConfirmationMachine } from './schedule-confirmation.machine';
import type { ScheduleChoice } from './schedule-confirmation.types';

export const SCHEDULE_CONFIRMATION_INJECTED_ACTIONS = [
  'setPopupCookie',
  'reloadClassHome',
  'logError',
] as const;

export const exampleChoice: ScheduleChoice = {
  scheduleId: 42,
  courseTitle: 'Tiếng Anh AI Lớp 2',
  time: '18:00',
  day: 'Thứ Bảy',
};

export const exampleConsult = {
  requestType: 2 as const,
  fullName: 'Lê Văn Thành',
  phone: '0901000003',
  platform: 'WEB',
  followCourse: 'Tiếng Anh AI Lớp 2',
  grade: 2,
  birthday: null,
};

export const scheduleConfirmationTestModel: MachineTestModel = {
  machine: scheduleConfirmationMachine,
  scenarios: [{ name: 'idle', input: undefined }],
  examples: [
    { type: 'schedule.confirmed', example: { action: 1, choice: exampleChoice } },
    { type: 'schedule.confirmed', example: { action: 2, choice: exampleChoice, consult: exampleConsult } },
    {
      type: 'schedule.confirmed',
      example: { action: 3, choice: exampleChoice, consult: { ...exampleConsult, requestType: 3 } },
    },
    { type: 'consult.requested', example: { consult: { ...exampleConsult, requestType: 2 } } },
    { type: 'notification.dismissed' },
    { type: 'xstate.done.actor.saveSchedule', example: { output: { id: 7, scheduleId: 42 } } },
    {
      type: 'xstate.error.actor.saveSchedule',
      example: {
        error: new EnvelopeError(
          ERROR_CODES.CONFLICT,
          'Lớp học này đã hết chỗ. Vui lòng chọn khung giờ khác.',
        ),
      },
    },
    { type: 'xstate.done.actor.requestConsult', example: { output: { requestId: 3 } } },
    { type: 'xstate.error.actor.requestConsult', example: { error: new Error('Network Error') } },
  ],
  // The notification and action decide behaviour; the choice payload does not.
  serializeState: (snapshot) =>
    JSON.stringify([snapshot.value, snapshot.context.action, snapshot.context.notification?.tone ?? null]),
  fakeActions: noopActions(SCHEDULE_CONFIRMATION_INJECTED_ACTIONS),
};

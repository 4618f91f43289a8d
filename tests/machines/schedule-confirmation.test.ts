import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_TOAST_MS,
  POPUP_COOKIE_SECONDS,
  SCHEDULE_SUCCESS_RELOAD_MS,
} from '../../src/domain/constants';
import {
  exampleChoice,
  exampleConsult,
  scheduleConfirmationTestModel,
} from '../../src/machines/schedule-confirmation/schedule-confirmation.test-model';
import { EnvelopeError } from '../../src/machines/shared/api-result';
import { itCoversEveryStateAndTransition } from './support/generated-paths-suite';
import { MachineHarness } from './support/machine-harness';

const start = () => new MachineHarness(scheduleConfirmationTestModel, undefined).start();

describe('schedule confirmation machine', () => {
  itCoversEveryStateAndTransition(scheduleConfirmationTestModel);

  it('uses the spec timings: 900 s popup cookie, 800 ms reload, 3 s notification', () => {
    expect([POPUP_COOKIE_SECONDS, SCHEDULE_SUCCESS_RELOAD_MS, NOTIFICATION_TOAST_MS]).toEqual([
      900, 800, 3000,
    ]);
  });

  it('saves a new registration, sets the popup cookie, then reloads /lop-hoc exactly 800 ms later', async () => {
    const h = start();
    h.send({ type: 'schedule.confirmed', action: 1, choice: { ...exampleChoice, profileId: 5 } });
    expect(h.promises.started).toEqual([
      { id: 'saveSchedule', input: { schedule_id: 42, action: 1, profile_id: 5 } },
    ]);
    h.advance(2_000);
    expect(h.value).toBe('saving');
    await h.resolve('saveSchedule', { id: 1 });
    expect(h.actionsOf('setPopupCookie').map((a) => a.params)).toEqual([
      {
        popup: {
          title: 'Chúc mừng!',
          courseTitle: 'Tiếng Anh AI Lớp 2',
          time: '18:00',
          day: 'Thứ Bảy',
          buttonText: 'Vào học',
          isRegister: true,
        },
      },
    ]);
    h.advance(799);
    expect(h.actionsOf('reloadClassHome')).toEqual([]);
    h.advance(1);
    expect(h.actionsOf('reloadClassHome')).toEqual([
      { type: 'reloadClassHome', params: { url: '/lop-hoc' }, at: 2_800 },
    ]);
    expect(h.snapshot.status).toBe('done');
  });

  it('shows the server message titled by action on failure, hides it after exactly 3 s, no cookie', async () => {
    const h = start();
    h.send({ type: 'schedule.confirmed', action: 1, choice: exampleChoice });
    await h.reject(
      'saveSchedule',
      new EnvelopeError(1008, 'Lớp học này đã hết chỗ. Vui lòng chọn khung giờ khác.'),
    );
    expect(h.snapshot.context.notification).toEqual({
      tone: 'error',
      title: 'Đăng ký lịch học',
      message: 'Lớp học này đã hết chỗ. Vui lòng chọn khung giờ khác.',
    });
    h.advance(NOTIFICATION_TOAST_MS - 1);
    expect(h.snapshot.context.notification).not.toBeNull();
    h.advance(1);
    expect(h.value).toBe('idle');
    expect(h.snapshot.context.notification).toBeNull();
    expect(h.actionsOf('setPopupCookie')).toEqual([]);
    expect(h.actionsOf('reloadClassHome')).toEqual([]);
  });

  it('a thrown (network) error shows the connection message under the same title', async () => {
    const h = start();
    h.send({ type: 'schedule.confirmed', action: 1, choice: exampleChoice });
    await h.reject('saveSchedule', new Error('Network Error'));
    expect(h.snapshot.context.notification?.title).toBe('Đăng ký lịch học');
    expect(h.snapshot.context.notification?.message).toContain('Không thể kết nối');
  });

  it('actions 2 and 3 call the registration consult, never save-schedules, titled by action', async () => {
    for (const [action, title] of [
      [2, 'Đăng ký đổi lịch'],
      [3, 'Đăng ký đổi trình độ'],
    ] as const) {
      const h = start();
      h.send({ type: 'schedule.confirmed', action, choice: exampleChoice, consult: exampleConsult });
      expect(h.promises.started).toEqual([{ id: 'requestConsult', input: exampleConsult }]);
      await h.resolve('requestConsult', { requestId: 1 });
      expect(h.snapshot.context.notification).toMatchObject({ tone: 'success', title });
      await Promise.resolve();
      const failing = start();
      failing.send({ type: 'schedule.confirmed', action, choice: exampleChoice, consult: exampleConsult });
      await failing.reject('requestConsult', new EnvelopeError(1029, 'Bạn thao tác quá nhanh'));
      expect(failing.snapshot.context.notification).toEqual({
        tone: 'error',
        title,
        message: 'Bạn thao tác quá nhanh',
      });
      expect(failing.actionsOf('setPopupCookie')).toEqual([]);
    }
  });

  it('a family without a licence asks for the consult from the schedule page, titled as a registration (issue 31)', async () => {
    const h = start();
    const consult = { ...exampleConsult, requestType: 2 as const };
    h.send({ type: 'consult.requested', consult });
    expect(h.promises.started).toEqual([{ id: 'requestConsult', input: consult }]);
    await h.resolve('requestConsult', { requestId: 4 });
    expect(h.snapshot.context.notification).toEqual({
      tone: 'success',
      title: 'Đăng ký lịch học',
      message: 'Uniclass đã nhận yêu cầu và sẽ liên hệ tư vấn cho bạn sớm.',
    });
    h.advance(NOTIFICATION_TOAST_MS);
    expect(h.value).toBe('idle');
  });

  it('a retry while the message is shown replaces it; dismissing hides it at once', async () => {
    const h = start();
    h.send({ type: 'schedule.confirmed', action: 1, choice: exampleChoice });
    await h.reject('saveSchedule', new Error('Network Error'));
    h.advance(1_000);
    h.send({ type: 'schedule.confirmed', action: 1, choice: exampleChoice });
    expect(h.value).toBe('saving');
    expect(h.snapshot.context.notification).toBeNull();
    await h.reject('saveSchedule', new Error('Network Error'));
    h.send({ type: 'notification.dismissed' });
    expect(h.value).toBe('idle');
  });
});

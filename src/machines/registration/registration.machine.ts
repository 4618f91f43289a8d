import { assign, setup } from 'xstate';
import type { AuthPayload } from '../../domain/entities';
import { isValidVietnamesePhone, toLocal09 } from '../../domain/phone';
import {
  INVALID_PHONE_MESSAGE,
  isOtpFormat,
  isStrongPassword,
  OTP_FORMAT_MESSAGE,
  OTP_RESENT_MESSAGE,
  otpSentMessage,
  WEAK_PASSWORD_MESSAGE,
} from '../shared/account-form-rules';
import { userMessageOf } from '../shared/api-result';
import { notProvidedAction, notProvidedActor } from '../shared/not-provided';
import type {
  RegistrationConfirmInput,
  RegistrationContext,
  RegistrationDetails,
  RegistrationEvent,
} from './registration.types';

export const PHONE_TAKEN_MESSAGE = 'Số điện thoại đã được đăng ký';
export const MISSING_NAME_MESSAGE = 'Vui lòng nhập họ và tên';
export const MISSING_GRADE_MESSAGE = 'Vui lòng chọn lớp';

const showError = (message: string) => ({ type: 'showError', params: { message } }) as const;
const failWith = {
  type: 'showFailure',
  params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
} as const;
const keepDetails = {
  type: 'keepDetails',
  params: ({ event }: { event: RegistrationDetails }) => ({
    name: event.name,
    grade: event.grade,
    password: event.password,
  }),
} as const;

/**
 * Registration: phone → check-exist-v2 → OTP sent (register) → OTP → name, grade, password →
 * register-confirm → registered (the login payload is announced to the app and is the output).
 * The OTP is checked by register-confirm; the server enforces the resend cool-down and its message
 * is shown when a resend comes too soon.
 */
export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    output: {} as AuthPayload,
  },
  actors: {
    /** true when the phone already has an account. */
    checkPhoneRegistered: notProvidedActor<boolean, { phone: string }>('checkPhoneRegistered'),
    sendRegistrationOtp: notProvidedActor<void, { phone: string }>('sendRegistrationOtp'),
    confirmRegistration: notProvidedActor<AuthPayload, RegistrationConfirmInput>('confirmRegistration'),
  },
  actions: {
    /** Hands the login payload to the app (the app root gives it to the session as `session.registered`). */
    announceRegistered: notProvidedAction<{ payload: AuthPayload }>('announceRegistered'),
    showError: assign((_, params: { message: string }) => ({ error: params.message, notice: null })),
    showFailure: assign((_, params: { error: unknown }) => ({
      error: userMessageOf(params.error),
      notice: null,
    })),
    /** What was typed stays in the form when it is refused. */
    keepDetails: assign((_, params: RegistrationDetails) => ({ ...params })),
  },
  guards: {
    isInvalidPhone: (_, params: { phone: string }) => !isValidVietnamesePhone(params.phone),
    isRegistered: (_, params: { registered: boolean }) => params.registered,
    isMalformedOtp: (_, params: { otp: string }) => !isOtpFormat(params.otp),
    lacksName: (_, params: { name: string }) => params.name.trim().length === 0,
    lacksGrade: (_, params: { grade: number | null }) => params.grade === null || params.grade < 0,
    isWeakPassword: (_, params: { password: string }) => !isStrongPassword(params.password),
  },
}).createMachine({
  id: 'registration',
  context: {
    phone: '',
    otp: '',
    name: '',
    grade: null,
    password: '',
    error: null,
    notice: null,
    authPayload: null,
  },
  initial: 'enteringPhone',
  output: ({ context }) => context.authPayload as AuthPayload,
  states: {
    enteringPhone: {
      meta: { description: 'Nhập số điện thoại' },
      on: {
        'registration.phoneSubmitted': [
          {
            guard: { type: 'isInvalidPhone', params: ({ event }) => ({ phone: event.phone }) },
            actions: [assign({ phone: ({ event }) => event.phone }), showError(INVALID_PHONE_MESSAGE)],
          },
          {
            target: 'checkingPhone',
            actions: assign({ phone: ({ event }) => event.phone, error: null, notice: null }),
          },
        ],
      },
    },
    checkingPhone: {
      meta: { description: 'Kiểm tra số điện thoại đã đăng ký chưa (check-exist-v2)' },
      invoke: {
        id: 'checkPhoneRegistered',
        src: 'checkPhoneRegistered',
        input: ({ context }) => ({ phone: toLocal09(context.phone) }),
        onDone: [
          {
            guard: { type: 'isRegistered', params: ({ event }) => ({ registered: event.output }) },
            target: 'enteringPhone',
            actions: showError(PHONE_TAKEN_MESSAGE),
          },
          { target: 'sendingOtp' },
        ],
        onError: { target: 'enteringPhone', actions: failWith },
      },
    },
    sendingOtp: {
      meta: { description: 'Gửi mã OTP đăng ký (POST /user/register)' },
      invoke: {
        id: 'sendRegistrationOtp',
        src: 'sendRegistrationOtp',
        input: ({ context }) => ({ phone: toLocal09(context.phone) }),
        onDone: {
          target: 'enteringOtp',
          actions: assign({ notice: ({ context }) => otpSentMessage(context.phone), error: null }),
        },
        onError: { target: 'enteringPhone', actions: failWith },
      },
    },
    enteringOtp: {
      meta: { description: 'Nhập mã OTP; có thể gửi lại mã' },
      on: {
        'registration.otpSubmitted': [
          {
            guard: { type: 'isMalformedOtp', params: ({ event }) => ({ otp: event.otp }) },
            actions: [assign({ otp: ({ event }) => event.otp }), showError(OTP_FORMAT_MESSAGE)],
          },
          {
            target: 'enteringDetails',
            actions: assign({ otp: ({ event }) => event.otp.trim(), error: null, notice: null }),
          },
        ],
        'registration.otpResendRequested': { target: 'resendingOtp' },
        'registration.phoneEditRequested': {
          target: 'enteringPhone',
          actions: assign({ error: null, notice: null }),
        },
      },
    },
    resendingOtp: {
      meta: { description: 'Gửi lại mã OTP (máy chủ giới hạn thời gian giữa hai lần gửi)' },
      invoke: {
        id: 'resendRegistrationOtp',
        src: 'sendRegistrationOtp',
        input: ({ context }) => ({ phone: toLocal09(context.phone) }),
        onDone: { target: 'enteringOtp', actions: assign({ notice: OTP_RESENT_MESSAGE, error: null }) },
        onError: { target: 'enteringOtp', actions: failWith },
      },
    },
    enteringDetails: {
      meta: { description: 'Nhập họ tên, lớp và mật khẩu' },
      on: {
        'registration.detailsSubmitted': [
          {
            guard: { type: 'lacksName', params: ({ event }) => ({ name: event.name }) },
            actions: [keepDetails, showError(MISSING_NAME_MESSAGE)],
          },
          {
            guard: { type: 'lacksGrade', params: ({ event }) => ({ grade: event.grade }) },
            actions: [keepDetails, showError(MISSING_GRADE_MESSAGE)],
          },
          {
            guard: { type: 'isWeakPassword', params: ({ event }) => ({ password: event.password }) },
            actions: [keepDetails, showError(WEAK_PASSWORD_MESSAGE)],
          },
          {
            target: 'confirming',
            actions: assign(({ event }) => ({
              name: event.name.trim(),
              grade: event.grade,
              password: event.password,
              error: null,
            })),
          },
        ],
        // A wrong OTP is only found by register-confirm: let the user fix it, keeping the details.
        'registration.otpEditRequested': { target: 'enteringOtp', actions: assign({ error: null }) },
      },
    },
    confirming: {
      meta: { description: 'Tạo tài khoản (register-confirm, nguồn WEB)' },
      invoke: {
        id: 'confirmRegistration',
        src: 'confirmRegistration',
        input: ({ context }) => ({
          phone: toLocal09(context.phone),
          name: context.name,
          grade: context.grade ?? 0,
          password: context.password,
          otp: context.otp,
        }),
        onDone: {
          target: 'registered',
          actions: assign({ authPayload: ({ event }) => event.output, password: '' }),
        },
        onError: { target: 'enteringDetails', actions: failWith },
      },
    },
    registered: {
      meta: { description: 'Đã đăng ký; phiên đăng nhập chuyển cho máy phiên' },
      type: 'final',
      entry: {
        type: 'announceRegistered',
        params: ({ context }) => ({ payload: context.authPayload as AuthPayload }),
      },
    },
  },
});

export type RegistrationMachine = typeof registrationMachine;

import { assign, setup } from 'xstate';
import { ERROR_CODES } from '../../contracts/error-codes';
import type { AuthPayload } from '../../domain/entities';
import { toLocal09 } from '../../domain/phone';
import {
  accountMessageActions,
  failWith,
  PASSWORD_MISMATCH_MESSAGE,
  showError,
} from '../shared/account-form-messages';
import { accountFormGuards, ACCOUNT_FORM_MESSAGES as M } from '../shared/account-form-rules';
import { EnvelopeError } from '../shared/api-result';
import { otpOf, phoneOf, refuseWhen } from '../shared/form-refusal';
import { notProvidedAction, notProvidedActor } from '../shared/not-provided';
import { otpCodeForm } from '../shared/otp-code-form';
import { otpResendRegion } from '../shared/otp-resend-region';
import { resendCountdownActions, resendCountdownDelays } from '../shared/resend-countdown';
import type {
  RegistrationConfirmInput,
  RegistrationContext,
  RegistrationDetails,
  RegistrationEvent,
  RegistrationFields,
  RegistrationVerified,
  RegistrationVerifyInput,
} from './registration.types';

export { PASSWORD_MISMATCH_MESSAGE };
export const PHONE_TAKEN_MESSAGE = 'Số điện thoại đã được đăng ký';
export const MISSING_NAME_MESSAGE = 'Vui lòng nhập họ và tên';
export const MISSING_GRADE_MESSAGE = 'Vui lòng chọn lớp';

const clearMessages = 'clearMessages' as const;
const detailsOf = ({ event }: { event: RegistrationDetails }) => ({
  name: event.name,
  grade: event.grade,
  password: event.password,
  passwordConfirmation: event.passwordConfirmation,
});
const keepPhone = { type: 'keepFields', params: phoneOf } as const;
const keepDetails = { type: 'keepFields', params: detailsOf } as const;
const keepOtp = { type: 'keepFields', params: otpOf } as const;
const keepVerification = {
  type: 'keepVerification',
  params: ({
    context,
    event,
  }: {
    context: RegistrationContext;
    event: { output: RegistrationVerified };
  }) => ({
    phone: toLocal09(context.phone),
    token: event.output.verificationToken,
  }),
} as const;
const trimmedOtpOf = ({ event }: { event: { otp: string } }) => ({ otp: event.otp.trim() });
/** 'Đổi số điện thoại': the step's draft is kept for the way back. */
const leaveForPhone = {
  target: 'enteringPhone',
  actions: [
    {
      type: 'keepFields',
      params: ({ event }: { event: { draft?: Partial<RegistrationFields> } }) => ({ ...event.draft }),
    },
    clearMessages,
  ],
} as const;

/**
 * Registration: phone → check-exist-v2 → OTP sent (register) → the code checked at its own step
 * (register-verify-otp answers a proof) → name, grade, password → register-confirm-v2 with the proof
 * → registered (the login payload is announced to the app and is the output).
 *
 * Every typed field is kept in the context: submitted values, and the draft of the step left with
 * 'Đổi số điện thoại', so going back to the phone and forward again loses nothing, the password
 * included. While the OTP step is open, a second
 * region counts down the server's 60 s resend cool-down (named delays `resendCooldown` and
 * `countdownTick`); 'Gửi lại mã' is only possible once it has run out. Returning to the OTP step
 * without a new SMS restarts the countdown from 60 s: it may wait longer than the server, never less.
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
    verifyRegistrationOtp: notProvidedActor<RegistrationVerified, RegistrationVerifyInput>(
      'verifyRegistrationOtp',
    ),
    confirmRegistration: notProvidedActor<AuthPayload, RegistrationConfirmInput>('confirmRegistration'),
  },
  actions: {
    /** Hands the login payload to the app (the app root gives it to the session as `session.registered`). */
    announceRegistered: notProvidedAction<{ payload: AuthPayload }>('announceRegistered'),
    ...accountMessageActions<RegistrationContext, RegistrationEvent>(),
    clearMessages: assign({ error: null, notice: null, passwordMismatch: false }),
    /** What the user typed stays in the form, whatever the machine says about it. */
    keepFields: assign((_, params: Partial<RegistrationFields>) => ({ ...params })),
    clearError: assign({ error: null }),
    /** The proof of register-verify-otp, for the phone it was given to. */
    keepVerification: assign((_, params: { phone: string; token: string }) => ({ verification: params })),
    /** A new SMS: the old code is gone. */
    otpResent: assign({ notice: M.otpResent, error: null, otp: '' }),
    ...resendCountdownActions<RegistrationContext, RegistrationEvent>(),
  },
  guards: {
    ...accountFormGuards,
    /** The phone already passed the OTP step: straight back to the details. */
    isVerifiedPhone: ({ context }, params: { phone: string }) =>
      context.verification?.phone === toLocal09(params.phone),
    /** The live code went to this phone: back to the code, without a new SMS. */
    isOtpSentPhone: ({ context }, params: { phone: string }) => context.otpSentTo === toLocal09(params.phone),
    isRegistered: (_, params: { registered: boolean }) => params.registered,
    lacksName: (_, params: RegistrationDetails) => params.name.trim().length === 0,
    lacksGrade: (_, params: RegistrationDetails) => params.grade === null || params.grade < 0,
    passwordsDiffer: (_, params: RegistrationDetails) => params.password !== params.passwordConfirmation,
    isVerificationRefused: (_, params: { error: unknown }) =>
      params.error instanceof EnvelopeError &&
      params.error.errorCode === ERROR_CODES.REGISTRATION_NOT_VERIFIED,
  },
  delays: resendCountdownDelays,
}).createMachine({
  id: 'registration',
  context: {
    phone: '',
    otp: '',
    name: '',
    grade: null,
    password: '',
    passwordConfirmation: '',
    otpSentTo: null,
    verification: null,
    resendSecondsLeft: 0,
    error: null,
    passwordMismatch: false,
    notice: null,
    authPayload: null,
  },
  initial: 'enteringPhone',
  output: ({ context }) => context.authPayload as AuthPayload,
  states: {
    enteringPhone: {
      meta: { description: 'Nhập số điện thoại (quay lại đây không mất gì đã nhập)' },
      on: {
        'registration.phoneSubmitted': [
          refuseWhen('isInvalidPhone', phoneOf, keepPhone, M.invalidPhone),
          {
            guard: { type: 'isVerifiedPhone', params: phoneOf },
            target: 'enteringDetails',
            actions: [keepPhone, clearMessages],
          },
          {
            guard: { type: 'isOtpSentPhone', params: phoneOf },
            target: 'otpStep',
            actions: [keepPhone, clearMessages],
          },
          {
            target: 'checkingPhone',
            actions: [keepPhone, clearMessages, assign({ verification: null, otpSentTo: null })],
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
          target: 'otpStep',
          actions: assign({
            otpSentTo: ({ context }) => toLocal09(context.phone),
            otp: '',
            notice: ({ context }) => M.otpSent(context.phone),
            error: null,
          }),
        },
        onError: { target: 'enteringPhone', actions: failWith },
      },
    },
    otpStep: {
      meta: { description: 'Bước mã OTP: kiểm tra mã ngay tại bước này; song song đếm ngược gửi lại mã' },
      type: 'parallel',
      on: { 'registration.phoneEditRequested': leaveForPhone },
      states: {
        code: otpCodeForm({
          description: 'Mã OTP',
          enteringDescription: 'Nhập mã OTP',
          submitEvent: 'registration.otpSubmitted',
          rules: [refuseWhen('isMalformedOtp', otpOf, keepOtp, M.otpFormat)],
          accept: [{ ...keepOtp, params: trimmedOtpOf }, 'clearError'],
          checking: 'verifying',
          checkingDescription: 'Kiểm tra mã (POST /user/register-verify-otp); mã sai được báo ngay tại đây',
          invoke: {
            id: 'verifyRegistrationOtp',
            src: 'verifyRegistrationOtp',
            input: ({ context }: { context: RegistrationContext }) => ({
              phone: toLocal09(context.phone),
              otp: context.otp.trim(),
            }),
            onDone: { target: '#registration.enteringDetails', actions: [clearMessages, keepVerification] },
          },
        }),
        resend: otpResendRegion({
          resendEvent: 'registration.otpResendRequested',
          availableLabel: "Có thể bấm 'Gửi lại mã'",
          invokeId: 'resendRegistrationOtp',
          src: 'sendRegistrationOtp',
          resendingDescription: 'Gửi lại mã OTP (POST /user/register)',
        }),
      },
    },
    enteringDetails: {
      meta: { description: 'Nhập họ tên, lớp và mật khẩu (số điện thoại đã xác thực)' },
      on: {
        'registration.detailsSubmitted': [
          refuseWhen('lacksName', detailsOf, keepDetails, MISSING_NAME_MESSAGE),
          refuseWhen('lacksGrade', detailsOf, keepDetails, MISSING_GRADE_MESSAGE),
          refuseWhen('isWeakPassword', detailsOf, keepDetails, M.weakPassword),
          {
            guard: { type: 'passwordsDiffer', params: detailsOf },
            actions: [keepDetails, assign({ passwordMismatch: true, error: null, notice: null })],
          },
          { target: 'confirming', actions: [keepDetails, clearMessages] },
        ],
        'registration.phoneEditRequested': leaveForPhone,
      },
    },
    confirming: {
      meta: { description: 'Tạo tài khoản (register-confirm-v2 với bằng chứng đã xác thực OTP, nguồn WEB)' },
      invoke: {
        id: 'confirmRegistration',
        src: 'confirmRegistration',
        input: ({ context }) => ({
          phone: context.verification?.phone ?? toLocal09(context.phone),
          name: context.name.trim(),
          grade: context.grade ?? 0,
          password: context.password,
          verificationToken: context.verification?.token ?? '',
        }),
        onDone: {
          target: 'registered',
          actions: assign({
            authPayload: ({ event }) => event.output,
            password: '',
            passwordConfirmation: '',
          }),
        },
        onError: [
          {
            // The proof ran out (15 minutes) or was spent: a new code, the details stay.
            guard: { type: 'isVerificationRefused', params: ({ event }) => ({ error: event.error }) },
            target: '#registration.otpStep.resend.available',
            actions: [assign({ verification: null, otp: '' }), failWith],
          },
          { target: 'enteringDetails', actions: failWith },
        ],
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

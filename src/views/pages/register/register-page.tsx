import { css } from '@emotion/react';
import { useRef, useState } from 'react';
import { ROUTES } from '../../../domain/constants';
import { registrationBinding } from '../../../machines/registration/registration.binding';
import { PASSWORD_MISMATCH_MESSAGE } from '../../../machines/registration/registration.machine';
import { sessionBinding } from '../../../machines/session/session.binding';
import { Alert } from '../../ui/alert';
import { Button, linkButtonCss } from '../../ui/button';
import { formSubmit } from '../../ui/form-submit';
import { stackCss } from '../../ui/layout';
import { Link } from '../../ui/link';
import { SpinnerBlock } from '../../ui/spinner';
import { AuthLayout, accountInputProps, ChangePhoneButton, formFooterCss } from '../auth-layout';
import { FormMessages, PhoneStepForm, ResendCodeButton, type ResendState } from '../auth-phone-step';
import { GradeField, InputField, numberOrNull, RequiredNote } from '../update-info/form-fields';

/** The text fields of a form, read at a click (the inputs are uncontrolled; the machine keeps them). */
function fieldsOf(form: HTMLFormElement | null, names: readonly string[]): Record<string, string> {
  const data = form ? new FormData(form) : null;
  return Object.fromEntries(names.map((name) => [name, String(data?.get(name) ?? '')]));
}

function Messages() {
  const error = registrationBinding.useSelect((s) => s.context.error);
  const notice = registrationBinding.useSelect((s) => s.context.notice);
  return <FormMessages error={error} notice={notice} />;
}

function PhoneStep() {
  const busy = registrationBinding.useSelect((s) => !s.matches('enteringPhone'));
  const phone = registrationBinding.useSelect((s) => s.context.phone);
  const send = registrationBinding.useSend();
  return (
    <PhoneStepForm
      busy={busy}
      phone={phone}
      hint="Mã OTP sẽ được gửi qua SMS tới số này."
      submitLabel="Tiếp tục"
      messages={<Messages />}
      onPhone={(phone) => send({ type: 'registration.phoneSubmitted', phone })}
    />
  );
}

function ResendButton() {
  const resend = registrationBinding.useSelect((s): ResendState => {
    if (s.matches({ otpStep: { resend: 'resending' } })) return 'resending';
    if (s.matches({ otpStep: { resend: 'available' } })) return 'available';
    return 'coolingDown';
  });
  const secondsLeft = registrationBinding.useSelect((s) => s.context.resendSecondsLeft);
  const send = registrationBinding.useSend();
  return (
    <ResendCodeButton
      label="Gửi lại mã"
      state={resend}
      secondsLeft={secondsLeft}
      onResend={() => send({ type: 'registration.otpResendRequested' })}
    />
  );
}

function OtpStep() {
  const verifying = registrationBinding.useSelect((s) => s.matches({ otpStep: { code: 'verifying' } }));
  const otp = registrationBinding.useSelect((s) => s.context.otp);
  const send = registrationBinding.useSend();
  const form = useRef<HTMLFormElement>(null);
  const onSubmit = formSubmit((text) => {
    if (!verifying) send({ type: 'registration.otpSubmitted', otp: text('otp') });
  });
  return (
    <form ref={form} css={stackCss} onSubmit={onSubmit} noValidate aria-busy={verifying}>
      <Messages />
      <InputField {...accountInputProps.otp} defaultValue={otp} readOnly={verifying} required autoFocus />
      <Button type="submit" busy={verifying} block>
        Tiếp tục
      </Button>
      <div css={formFooterCss}>
        <ResendButton />
        <ChangePhoneButton
          onClick={() =>
            send({ type: 'registration.phoneEditRequested', draft: fieldsOf(form.current, ['otp']) })
          }
          disabled={verifying}
        />
      </div>
    </form>
  );
}

const DETAIL_FIELDS = ['name', 'grade', 'password', 'passwordConfirmation'] as const;

function DetailsStep() {
  const busy = registrationBinding.useSelect((s) => s.matches('confirming'));
  const context = registrationBinding.useSelect((s) => s.context);
  const send = registrationBinding.useSend();
  const form = useRef<HTMLFormElement>(null);

  const draft = () => {
    const fields = fieldsOf(form.current, DETAIL_FIELDS);
    return {
      name: fields.name ?? '',
      grade: numberOrNull(fields.grade ?? ''),
      password: fields.password ?? '',
      passwordConfirmation: fields.passwordConfirmation ?? '',
    };
  };
  const onSubmit = formSubmit(() => {
    if (!busy) send({ type: 'registration.detailsSubmitted', ...draft() });
  });

  return (
    <form ref={form} css={stackCss} onSubmit={onSubmit} noValidate aria-busy={busy}>
      <RequiredNote />
      <Messages />
      <InputField
        label="Họ và tên"
        name="name"
        autoComplete="name"
        defaultValue={context.name}
        maxLength={100}
        readOnly={busy}
        required
        autoFocus
      />
      <GradeField name="grade" grade={context.grade} disabled={busy} required />
      <InputField
        label="Mật khẩu"
        {...accountInputProps.newPassword}
        defaultValue={context.password}
        readOnly={busy}
        required
      />
      <InputField
        label="Nhập lại mật khẩu"
        {...accountInputProps.passwordConfirmation}
        defaultValue={context.passwordConfirmation}
        error={context.passwordMismatch ? PASSWORD_MISMATCH_MESSAGE : null}
        readOnly={busy}
        required
      />
      <Button type="submit" busy={busy} block>
        Đăng ký
      </Button>
      <div css={formFooterCss}>
        <ChangePhoneButton
          onClick={() => send({ type: 'registration.phoneEditRequested', draft: draft() })}
          disabled={busy}
        />
      </div>
    </form>
  );
}

function Steps() {
  const step = registrationBinding.useSelect((s) => {
    if (s.matches('otpStep')) return 'otp';
    if (s.matches('enteringDetails') || s.matches('confirming')) return 'details';
    if (s.status === 'done') return 'done';
    return 'phone';
  });
  if (step === 'otp') return <OtpStep />;
  if (step === 'details') return <DetailsStep />;
  if (step === 'done') {
    return <SpinnerBlock size={40} label="Đang vào lớp" />;
  }
  return <PhoneStep />;
}

function Registration() {
  return (
    <registrationBinding.Provider>
      <Steps />
      <div css={formFooterCss}>
        <span>
          Đã có tài khoản? <Link to={ROUTES.login}>Đăng nhập</Link>
        </span>
      </div>
    </registrationBinding.Provider>
  );
}

/**
 * /dang-ky: phone → OTP (checked at its step) → name, grade, password → logged in; the session lands
 * on / and the post-login and layout checks run as after a login.
 */
export function Component() {
  // Registration hands its result to the session; once logged in there is nothing to register.
  const loggedInBefore = sessionBinding.useSelect((s) => s.matches({ loggedIn: 'ready' }));
  const [wasLoggedIn] = useState(loggedInBefore);
  return (
    <>
      <title>Đăng ký — Uniclass</title>
      <AuthLayout title="Đăng ký" subtitle="Tạo tài khoản bằng số điện thoại để học thử miễn phí.">
        {wasLoggedIn ? (
          <Alert tone="success">
            Bạn đã đăng nhập.{' '}
            <Link to={ROUTES.home} css={[linkButtonCss('primary'), css({ marginLeft: 8 })]}>
              Về trang chủ
            </Link>
          </Alert>
        ) : (
          <Registration />
        )}
      </AuthLayout>
    </>
  );
}

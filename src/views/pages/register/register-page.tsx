import { css } from '@emotion/react';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ROUTES } from '../../../domain/constants';
import { registrationBinding } from '../../../machines/registration/registration.binding';
import { sessionBinding } from '../../../machines/session/session.binding';
import { Alert } from '../../ui/alert';
import { Button, linkButtonCss } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { AuthLayout, formCss, formFooterCss } from '../auth-layout';
import {
  ChoiceField,
  GRADE_CHOICES,
  InputField,
  numberOrNull,
  RequiredNote,
} from '../update-info/form-fields';

/** Shown before register-confirm when the two passwords differ (the registration machine has no confirmation field). */
export const PASSWORD_MISMATCH_MESSAGE = 'Mật khẩu nhập lại không khớp';

function Messages() {
  const error = registrationBinding.useSelect((s) => s.context.error);
  const notice = registrationBinding.useSelect((s) => s.context.notice);
  return (
    <>
      {error && <Alert>{error}</Alert>}
      {notice && <Alert tone="info">{notice}</Alert>}
    </>
  );
}

function PhoneStep() {
  const busy = registrationBinding.useSelect((s) => !s.matches('enteringPhone'));
  const phone = registrationBinding.useSelect((s) => s.context.phone);
  const send = registrationBinding.useSend();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const phone = String(new FormData(event.currentTarget).get('phone') ?? '');
    if (!busy) send({ type: 'registration.phoneSubmitted', phone });
  };
  return (
    <form css={formCss} onSubmit={onSubmit} noValidate aria-busy={busy}>
      <Messages />
      <InputField
        label="Số điện thoại"
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="Ví dụ: 0901 234 567"
        hint="Mã OTP sẽ được gửi qua SMS tới số này."
        defaultValue={phone}
        readOnly={busy}
        required
        autoFocus
      />
      <Button type="submit" busy={busy} block>
        Tiếp tục
      </Button>
    </form>
  );
}

function OtpStep() {
  const resending = registrationBinding.useSelect((s) => s.matches('resendingOtp'));
  const otp = registrationBinding.useSelect((s) => s.context.otp);
  const send = registrationBinding.useSend();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const otp = String(new FormData(event.currentTarget).get('otp') ?? '');
    if (!resending) send({ type: 'registration.otpSubmitted', otp });
  };
  return (
    <form css={formCss} onSubmit={onSubmit} noValidate>
      <Messages />
      <InputField
        label="Mã OTP"
        name="otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder="6 chữ số"
        defaultValue={otp}
        required
        autoFocus
      />
      <Button type="submit" disabled={resending} block>
        Tiếp tục
      </Button>
      <div css={formFooterCss}>
        <Button
          variant="ghost"
          onClick={() => send({ type: 'registration.otpResendRequested' })}
          busy={resending}
        >
          Gửi lại mã OTP
        </Button>
        <Button
          variant="ghost"
          onClick={() => send({ type: 'registration.phoneEditRequested' })}
          disabled={resending}
        >
          Đổi số điện thoại
        </Button>
      </div>
    </form>
  );
}

function DetailsStep() {
  const busy = registrationBinding.useSelect((s) => s.matches('confirming'));
  const name = registrationBinding.useSelect((s) => s.context.name);
  const grade = registrationBinding.useSelect((s) => s.context.grade);
  const send = registrationBinding.useSend();
  const [mismatch, setMismatch] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    const same = password === String(form.get('passwordConfirmation') ?? '');
    setMismatch(!same);
    if (!same) {
      (event.currentTarget.elements.namedItem('passwordConfirmation') as HTMLInputElement | null)?.focus();
      return;
    }
    send({
      type: 'registration.detailsSubmitted',
      name: String(form.get('name') ?? ''),
      grade: numberOrNull(form.get('grade')),
      password,
    });
  };

  return (
    <form css={formCss} onSubmit={onSubmit} noValidate aria-busy={busy}>
      <RequiredNote />
      <Messages />
      <InputField
        label="Họ và tên"
        name="name"
        autoComplete="name"
        defaultValue={name}
        maxLength={100}
        readOnly={busy}
        required
        autoFocus
      />
      <ChoiceField
        label="Lớp"
        name="grade"
        choices={GRADE_CHOICES}
        placeholder="Chọn lớp"
        defaultValue={grade === null ? '' : String(grade)}
        disabled={busy}
        required
      />
      <InputField
        label="Mật khẩu"
        name="password"
        type="password"
        autoComplete="new-password"
        hint="Ít nhất 8 ký tự, gồm cả chữ và số."
        readOnly={busy}
        required
      />
      <InputField
        label="Nhập lại mật khẩu"
        name="passwordConfirmation"
        type="password"
        autoComplete="new-password"
        error={mismatch ? PASSWORD_MISMATCH_MESSAGE : null}
        readOnly={busy}
        required
      />
      <Button type="submit" busy={busy} block>
        Đăng ký
      </Button>
      <div css={formFooterCss}>
        <Button
          variant="ghost"
          onClick={() => send({ type: 'registration.otpEditRequested' })}
          disabled={busy}
        >
          Sửa mã OTP
        </Button>
      </div>
    </form>
  );
}

function Steps() {
  const step = registrationBinding.useSelect((s) => {
    if (s.matches('enteringOtp') || s.matches('resendingOtp')) return 'otp';
    if (s.matches('enteringDetails') || s.matches('confirming')) return 'details';
    if (s.status === 'done') return 'done';
    return 'phone';
  });
  if (step === 'otp') return <OtpStep />;
  if (step === 'details') return <DetailsStep />;
  if (step === 'done') {
    return (
      <div css={{ display: 'grid', placeItems: 'center', padding: 32 }}>
        <Spinner size={40} label="Đang vào lớp" />
      </div>
    );
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

/** /dang-ky: phone → OTP → name, grade, password → logged in (the session lands on /). */
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

import { ROUTES } from '../../../domain/constants';
import { passwordResetBinding } from '../../../machines/password-reset/password-reset.binding';
import { Alert } from '../../ui/alert';
import { Button, linkButtonCss } from '../../ui/button';
import { formSubmit } from '../../ui/form-submit';
import { stackCss } from '../../ui/layout';
import { Link } from '../../ui/link';
import { accountInputProps, ChangePhoneButton, formFooterCss } from '../auth-layout';
import { FormMessages, PhoneStepForm, ResendCodeButton, type ResendState } from '../auth-phone-step';
import { InputField } from '../update-info/form-fields';

function Messages() {
  const error = passwordResetBinding.useSelect((s) => s.context.error);
  const notice = passwordResetBinding.useSelect((s) => s.context.notice);
  return <FormMessages error={error} notice={notice} />;
}

function PhoneStep() {
  const busy = passwordResetBinding.useSelect((s) => s.matches('requestingOtp'));
  const phone = passwordResetBinding.useSelect((s) => s.context.phone);
  const send = passwordResetBinding.useSend();
  return (
    <PhoneStepForm
      busy={busy}
      phone={phone}
      submitLabel="Gửi mã OTP"
      messages={<Messages />}
      onPhone={(phone) => send({ type: 'passwordReset.phoneSubmitted', phone })}
    />
  );
}

function NewPasswordStep() {
  const busy = passwordResetBinding.useSelect((s) => s.matches({ newPasswordStep: { form: 'confirming' } }));
  const resend = passwordResetBinding.useSelect((s): ResendState => {
    if (s.matches({ newPasswordStep: { resend: 'resending' } })) return 'resending';
    if (s.matches({ newPasswordStep: { resend: 'available' } })) return 'available';
    return 'coolingDown';
  });
  const secondsLeft = passwordResetBinding.useSelect((s) => s.context.resendSecondsLeft);
  const resending = resend === 'resending';
  const otp = passwordResetBinding.useSelect((s) => s.context.otp);
  const send = passwordResetBinding.useSend();
  const onSubmit = formSubmit((text) => {
    if (busy || resending) return;
    send({
      type: 'passwordReset.newPasswordSubmitted',
      otp: text('otp'),
      password: text('password'),
      passwordConfirmation: text('passwordConfirmation'),
    });
  });
  return (
    <form css={stackCss} onSubmit={onSubmit} noValidate aria-busy={busy}>
      <Messages />
      <InputField {...accountInputProps.otp} defaultValue={otp} readOnly={busy} required autoFocus />
      <InputField label="Mật khẩu mới" {...accountInputProps.newPassword} readOnly={busy} required />
      <InputField
        label="Nhập lại mật khẩu mới"
        {...accountInputProps.passwordConfirmation}
        readOnly={busy}
        required
      />
      <Button type="submit" busy={busy} disabled={resending} block>
        Đổi mật khẩu
      </Button>
      <div css={formFooterCss}>
        <ResendCodeButton
          label="Gửi lại mã OTP"
          state={resend}
          secondsLeft={secondsLeft}
          disabled={busy}
          onResend={() => send({ type: 'passwordReset.otpResendRequested' })}
        />
        <ChangePhoneButton
          onClick={() => send({ type: 'passwordReset.phoneEditRequested' })}
          disabled={busy || resending}
        />
      </div>
    </form>
  );
}

function Steps() {
  const step = passwordResetBinding.useSelect((s) => {
    if (s.status === 'done') return 'done';
    if (s.matches('enteringPhone') || s.matches('requestingOtp')) return 'phone';
    return 'password';
  });
  const notice = passwordResetBinding.useSelect((s) => s.context.notice);
  if (step === 'done') {
    return (
      <div css={stackCss}>
        <Alert tone="success">{notice}</Alert>
        <Link to={ROUTES.login} css={linkButtonCss('primary')}>
          Đăng nhập ngay
        </Link>
      </div>
    );
  }
  return step === 'phone' ? <PhoneStep /> : <NewPasswordStep />;
}

/** Forgot password on /dang-nhap?quen-mat-khau=1, driven by the password-reset machine. */
export function ForgotPasswordFlow() {
  return (
    <passwordResetBinding.Provider>
      <Steps />
      <div css={formFooterCss}>
        <Link to={ROUTES.login}>Quay lại đăng nhập</Link>
      </div>
    </passwordResetBinding.Provider>
  );
}

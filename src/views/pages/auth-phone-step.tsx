import type { ReactNode } from 'react';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { formSubmit } from '../ui/form-submit';
import { stackCss } from '../ui/layout';
import { phoneInputProps } from './auth-layout';
import { InputField } from './update-info/form-fields';

/** The machine's error and notice above an account form. */
export function FormMessages({ error, notice }: { error: string | null; notice: string | null }) {
  return (
    <>
      {error && <Alert>{error}</Alert>}
      {notice && <Alert tone="info">{notice}</Alert>}
    </>
  );
}

/** The first step of registration and password reset: the phone the OTP goes to. */
export function PhoneStepForm({
  busy,
  phone,
  hint,
  submitLabel,
  messages,
  onPhone,
}: {
  busy: boolean;
  phone: string;
  hint?: string;
  submitLabel: string;
  messages: ReactNode;
  onPhone: (phone: string) => void;
}) {
  const onSubmit = formSubmit((text) => {
    if (!busy) onPhone(text('phone'));
  });
  return (
    <form css={stackCss} onSubmit={onSubmit} noValidate aria-busy={busy}>
      {messages}
      <InputField {...phoneInputProps} hint={hint} defaultValue={phone} readOnly={busy} required autoFocus />
      <Button type="submit" busy={busy} block>
        {submitLabel}
      </Button>
    </form>
  );
}

export type ResendState = 'coolingDown' | 'available' | 'resending';

/** 'Gửi lại mã': disabled with the seconds left while the machine counts the server's cool-down down. */
export function ResendCodeButton({
  label,
  state,
  secondsLeft,
  disabled = false,
  onResend,
}: {
  label: string;
  state: ResendState;
  secondsLeft: number;
  disabled?: boolean;
  onResend: () => void;
}) {
  return (
    <Button
      variant="ghost"
      onClick={onResend}
      busy={state === 'resending'}
      disabled={disabled || state === 'coolingDown'}
    >
      {state === 'coolingDown' ? `${label} (${secondsLeft} giây)` : label}
    </Button>
  );
}

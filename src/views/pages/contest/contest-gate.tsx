import { css } from '@emotion/react';
import type { ChangeEvent, ReactNode } from 'react';
import type { ContestProfile } from '../../../contracts/contest';
import { contestAuthBinding } from '../../../machines/contest-auth/contest-auth.binding';
import type { ContestGateField, ContestHome } from '../../../machines/contest-auth/contest-auth.types';
import { sessionBinding } from '../../../machines/session/session.binding';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { formSubmit } from '../../ui/form-submit';
import { rowCss, stackCss } from '../../ui/layout';
import { LoadFailed } from '../../ui/load-failed';
import { TextField } from '../../ui/text-field';
import { ContestSchoolPicker } from './contest-school-picker';
import { Loading, Muted } from './contest-ui';

export interface ContestGateProps {
  /** The stored contest token (auth_contest), read by the composition root. */
  storedToken: string | null;
  children: (signedIn: { profile: ContestProfile; home: ContestHome }) => ReactNode;
}

/**
 * Every contest page sits behind the contest sign-in (its own token): the stored token is checked,
 * otherwise a login form, "Vào thi bằng tài khoản Uniclass" for a main session, or registration.
 */
export function ContestGate({ storedToken, children }: ContestGateProps) {
  const hasMainSession = sessionBinding.useSelect((s) => s.matches('loggedIn'));
  return (
    <contestAuthBinding.Provider input={{ storedToken, hasMainSession }}>
      <GateBody>{children}</GateBody>
    </contestAuthBinding.Provider>
  );
}

function GateBody({ children }: { children: ContestGateProps['children'] }) {
  const ready = contestAuthBinding.useSelect((s) => s.matches({ signedIn: 'ready' }));
  const signedOut = contestAuthBinding.useSelect((s) => s.matches('signedOut'));
  const failed = contestAuthBinding.useSelect((s) => s.matches({ signedIn: 'homeFailed' }));
  const profile = contestAuthBinding.useSelect((s) => s.context.profile);
  const home = contestAuthBinding.useSelect((s) => s.context.home);
  const error = contestAuthBinding.useSelect((s) => s.context.error);
  const send = contestAuthBinding.useSend();

  if (signedOut) return <SignIn />;
  if (failed)
    return (
      <Card>
        <LoadFailed
          message={error ?? 'Không tải được trang cuộc thi.'}
          onRetry={() => send({ type: 'home.reloadRequested' })}
        />
      </Card>
    );
  if (ready && profile && home) return <>{children({ profile, home })}</>;
  return <Loading label="Đang tải cuộc thi" />;
}

function SignIn() {
  const mode = contestAuthBinding.useSelect((s) =>
    s.matches({ signedOut: 'register' }) || s.matches({ signedOut: 'registering' })
      ? 'register'
      : s.matches({ signedOut: 'awaitingOtp' }) ||
          s.matches({ signedOut: 'verifyingOtp' }) ||
          s.matches({ signedOut: 'resendingOtp' })
        ? 'otp'
        : 'login',
  );
  const busy = contestAuthBinding.useSelect(
    (s) =>
      s.matches({ signedOut: 'loggingIn' }) ||
      s.matches({ signedOut: 'autoLoggingIn' }) ||
      s.matches({ signedOut: 'registering' }) ||
      s.matches({ signedOut: 'verifyingOtp' }) ||
      s.matches({ signedOut: 'resendingOtp' }),
  );
  const hasMainSession = contestAuthBinding.useSelect((s) => s.context.hasMainSession);
  const otpPhone = contestAuthBinding.useSelect((s) => s.context.otpPhone);
  const error = contestAuthBinding.useSelect((s) => s.context.error);
  const values = contestAuthBinding.useSelect((s) => s.context.fields);
  const schoolError = contestAuthBinding.useSelect((s) => s.context.schoolError);
  const hasSchool = contestAuthBinding.useSelect((s) => s.context.schoolPicker.selected !== null);
  const send = contestAuthBinding.useSend();
  /** An input's props: the machine's value of the field, and what is typed sent back to it. */
  const bound = (field: ContestGateField) => ({
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      send({ type: 'field.changed', field, value: event.target.value }),
  });

  return (
    <Card aria-label="Đăng nhập cuộc thi">
      <div css={stackCss}>
        <h2 css={css`margin: 0;`}>
          {mode === 'register'
            ? 'Đăng ký dự thi'
            : mode === 'otp'
              ? 'Nhập mã xác thực'
              : 'Đăng nhập cuộc thi'}
        </h2>
        {error && <Alert>{error}</Alert>}
        {mode === 'login' && (
          <>
            {hasMainSession && (
              <div css={rowCss}>
                <Button variant="accent" busy={busy} onClick={() => send({ type: 'autoLogin.requested' })}>
                  Vào thi bằng tài khoản Uniclass
                </Button>
              </div>
            )}
            <GateForm
              busy={busy}
              onSubmit={() => send({ type: 'login.submitted' })}
              submit="Đăng nhập"
              other="Đăng ký dự thi"
              onOther={() => send({ type: 'register.opened' })}
            >
              <TextField {...fields.phone} autoComplete="tel" {...bound('phone')} />
              <TextField {...fields.password} autoComplete="current-password" {...bound('password')} />
            </GateForm>
          </>
        )}
        {mode === 'register' && (
          <GateForm
            busy={busy}
            onSubmit={() => send({ type: 'register.submitted' })}
            submit="Gửi mã xác thực"
            other="Đã có tài khoản? Đăng nhập"
            onOther={() => send({ type: 'login.opened' })}
          >
            <TextField {...fields.name} {...bound('name')} />
            <TextField {...fields.phone} {...bound('phone')} />
            <TextField {...fields.password} autoComplete="new-password" {...bound('password')} />
            <ContestSchoolPicker error={hasSchool ? null : schoolError} disabled={busy} />
            <TextField {...fields.grade} {...bound('grade')} />
            <TextField {...fields.className} {...bound('className')} />
          </GateForm>
        )}
        {mode === 'otp' && (
          <GateForm
            busy={busy}
            onSubmit={() => send({ type: 'otp.submitted' })}
            submit="Xác nhận"
            other="Gửi lại mã"
            onOther={() => send({ type: 'otp.resendRequested' })}
          >
            <Muted>Mã xác thực đã được gửi qua SMS tới số {otpPhone}.</Muted>
            <TextField {...fields.otp} {...bound('otp')} />
          </GateForm>
        )}
      </div>
    </Card>
  );
}

/** The inputs of the three forms; `bound` ties one to its field in the machine. */
const fields = {
  phone: { label: 'Số điện thoại', inputMode: 'tel', required: true },
  password: { label: 'Mật khẩu', type: 'password', required: true },
  name: { label: 'Họ và tên học sinh', maxLength: 120, required: true },
  grade: { label: 'Khối lớp (1–12)', type: 'number', min: 1, max: 12, required: true },
  className: { label: 'Lớp (không bắt buộc)', maxLength: 20 },
  otp: { label: 'Mã OTP', inputMode: 'numeric', autoComplete: 'one-time-code', required: true },
} as const;

const formCss = css`
  display: flex;
  flex-direction: column;
  gap: 14px;
  max-width: 420px;
`;

/** One of the gate's forms: its fields, then the submit button with the other way out (switch form, resend) beside it. */
function GateForm({
  busy,
  onSubmit,
  submit,
  other,
  onOther,
  children,
}: {
  busy: boolean;
  onSubmit: () => void;
  submit: string;
  other: string;
  onOther: () => void;
  children: ReactNode;
}) {
  return (
    <form css={formCss} onSubmit={formSubmit(onSubmit)}>
      {children}
      <div css={rowCss}>
        <Button type="submit" busy={busy}>
          {submit}
        </Button>
        <Button type="button" variant="ghost" onClick={onOther}>
          {other}
        </Button>
      </div>
    </form>
  );
}

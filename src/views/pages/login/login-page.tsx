import { useSearchParams } from 'react-router-dom';
import { ROUTES } from '../../../domain/constants';
import { RETURN_PATH_PARAM } from '../../../domain/return-path';
import { sessionBinding } from '../../../machines/session/session.binding';
import { Alert } from '../../ui/alert';
import { Button, linkButtonCss } from '../../ui/button';
import { formSubmit } from '../../ui/form-submit';
import { stackCss } from '../../ui/layout';
import { Link } from '../../ui/link';
import { SpinnerBlock } from '../../ui/spinner';
import { TextField } from '../../ui/text-field';
import { AuthLayout, formFooterCss, phoneInputProps } from '../auth-layout';
import { ForgotPasswordForm } from './forgot-password-form';

/** The forgot-password step lives on /dang-nhap?quen-mat-khau=1, so Back returns to the login form. */
export const FORGOT_PASSWORD_PARAM = 'quen-mat-khau';

function LoginForm() {
  const [params] = useSearchParams();
  const busy = sessionBinding.useSelect((snapshot) => snapshot.matches('loggingIn'));
  const error = sessionBinding.useSelect((snapshot) => snapshot.context.error);
  const typedPhone = sessionBinding.useSelect((snapshot) => snapshot.context.phone);
  const send = sessionBinding.useSend();

  const submit = formSubmit((text) => {
    if (busy) return;
    send({
      type: 'session.loginRequested',
      phone: text('phone'),
      password: text('password'),
      returnTo: params.get(RETURN_PATH_PARAM),
    });
  });

  return (
    <form css={stackCss} onSubmit={submit} noValidate aria-busy={busy}>
      {error && <Alert>{error}</Alert>}
      <TextField {...phoneInputProps} defaultValue={typedPhone} readOnly={busy} required />
      <TextField
        label="Mật khẩu"
        name="password"
        type="password"
        autoComplete="current-password"
        readOnly={busy}
        required
      />
      <Button type="submit" busy={busy} block>
        Đăng nhập
      </Button>
      <div css={formFooterCss}>
        <Link to={`${ROUTES.login}?${FORGOT_PASSWORD_PARAM}=1`}>Quên mật khẩu?</Link>
        <span>
          Chưa có tài khoản? <Link to={ROUTES.register}>Đăng ký</Link>
        </span>
      </div>
    </form>
  );
}

function AlreadyLoggedIn() {
  const landing = sessionBinding.useSelect((snapshot) => snapshot.matches({ loggedIn: 'landing' }));
  if (landing) {
    return <SpinnerBlock size={40} label="Đang vào lớp" />;
  }
  return (
    <Alert tone="success">
      Bạn đã đăng nhập.{' '}
      <Link to={ROUTES.home} css={[linkButtonCss('primary'), { marginLeft: 8 }]}>
        Về trang chủ
      </Link>
    </Alert>
  );
}

export function Component() {
  const [params] = useSearchParams();
  const loggedIn = sessionBinding.useSelect((snapshot) => snapshot.matches('loggedIn'));
  const forgot = params.get(FORGOT_PASSWORD_PARAM) === '1';

  if (forgot && !loggedIn) {
    return (
      <>
        <title>Quên mật khẩu — Uniclass</title>
        <AuthLayout title="Quên mật khẩu" subtitle="Nhận mã OTP qua SMS để đặt mật khẩu mới.">
          <ForgotPasswordForm />
        </AuthLayout>
      </>
    );
  }
  return (
    <>
      <title>Đăng nhập — Uniclass</title>
      <AuthLayout title="Đăng nhập" subtitle="Chào mừng bạn quay lại lớp học!">
        {loggedIn ? <AlreadyLoggedIn /> : <LoginForm />}
      </AuthLayout>
    </>
  );
}

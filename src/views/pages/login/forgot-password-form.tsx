import { Link } from 'react-router-dom';
import { ROUTES } from '../../../domain/constants';
import { Alert } from '../../ui/alert';

/**
 * The password reset form binds to the password-reset machine (src/machines/password-reset), which
 * is not in the tree yet; until it is, the page says so rather than showing a form that cannot work.
 */
export function ForgotPasswordForm() {
  return (
    <>
      <Alert tone="info">Tính năng đang được xây dựng. Bạn quay lại sau nhé!</Alert>
      <Link to={ROUTES.login}>Quay lại đăng nhập</Link>
    </>
  );
}

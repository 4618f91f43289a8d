import { ForgotPasswordFlow } from '../forgot-password/forgot-password-flow';

/** The login page's forgot-password step; the flow itself lives in pages/forgot-password. */
export function ForgotPasswordForm() {
  return <ForgotPasswordFlow />;
}

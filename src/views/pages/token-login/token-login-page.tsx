import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { ROUTES } from '../../../domain/constants';
import { sessionBinding } from '../../../machines/session/session.binding';
import { Alert } from '../../ui/alert';
import { linkButtonCss } from '../../ui/button';
import { Card } from '../../ui/card';
import { centredColumnCss } from '../../ui/layout';
import { Link } from '../../ui/link';
import { PageTitle } from '../../ui/page-title';
import { Spinner } from '../../ui/spinner';

/** /login/:token — hands the one-time token to the session machine, which logs in and redirects. */
export function Component() {
  const { token = '' } = useParams();
  const send = sessionBinding.useSend();
  const error = sessionBinding.useSelect((snapshot) =>
    snapshot.matches('loggedOut') ? snapshot.context.error : null,
  );
  // Already logged in before arriving: the machine ignores the token, so say so instead of spinning.
  const alreadyIn = sessionBinding.useSelect((snapshot) => snapshot.matches({ loggedIn: 'ready' }));

  // Arriving on this URL is the user's request; the machine ignores a repeat (StrictMode) while busy.
  useEffect(() => {
    if (token) send({ type: 'session.tokenLoginRequested', token });
  }, [token, send]);

  return (
    <>
      <title>Đăng nhập — Uniclass</title>
      <PageTitle>Đăng nhập bằng liên kết</PageTitle>
      <Card>
        <div css={[centredColumnCss(16), { padding: 24 }]}>
          {alreadyIn ? (
            <>
              <Alert tone="success">Bạn đã đăng nhập.</Alert>
              <Link to={ROUTES.home} css={linkButtonCss('primary')}>
                Về trang chủ
              </Link>
            </>
          ) : error ? (
            <>
              <Alert>{error}</Alert>
              <Link to={ROUTES.login} css={linkButtonCss('primary')}>
                Đăng nhập bằng số điện thoại
              </Link>
            </>
          ) : (
            <>
              <Spinner size={44} label="Đang đăng nhập" />
              <p css={{ margin: 0, fontWeight: 700 }}>Đang đăng nhập…</p>
            </>
          )}
        </div>
      </Card>
    </>
  );
}

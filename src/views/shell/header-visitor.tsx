import { Link } from 'react-router-dom';
import { ROUTES } from '../../domain/constants';
import { linkButtonCss } from '../ui/button';
import { HeaderBar } from './header-bar';

/** SPEC §2 / §6: a visitor sees only the activation and login links. */
export function HeaderVisitor() {
  return (
    <HeaderBar>
      <Link to={ROUTES.activation} css={linkButtonCss('secondary')}>
        Kích hoạt tài khoản
      </Link>
      <Link to={ROUTES.login} css={linkButtonCss('accent')}>
        Vào học
      </Link>
    </HeaderBar>
  );
}

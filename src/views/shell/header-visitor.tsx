import { css } from '@emotion/react';
import { ROUTES } from '../../domain/constants';
import { CONTEST_ROUTES } from '../../domain/contest';
import { linkButtonCss } from '../ui/button';
import { Link } from '../ui/link';
import { onMobile } from '../ui/theme';
import { HeaderBar } from './header-bar';

/** 375 px: the logo and both buttons fit on one line. */
const compactOnMobile = css`
  ${onMobile} {
    padding: 0 12px;
    font-size: 14px;
  }
`;

/** SPEC §2 / §6: a visitor sees only the activation and login links. */
export function HeaderVisitor() {
  return (
    <HeaderBar>
      <Link to={ROUTES.activation} css={[...linkButtonCss('secondary'), compactOnMobile]}>
        Kích hoạt tài khoản
      </Link>
      <Link to={ROUTES.login} css={[...linkButtonCss('accent'), compactOnMobile]}>
        Vào học
      </Link>
    </HeaderBar>
  );
}

/**
 * Signed in to the contest only (its own sign-in, auth_contest): the header names the pupil or admin
 * and leads back to the contest, instead of offering to log in (issue 31).
 */
export function HeaderContest({ name }: { name: string }) {
  return (
    <HeaderBar>
      <Link to={CONTEST_ROUTES.home} css={[...linkButtonCss('secondary'), compactOnMobile]}>
        Cuộc thi: {name}
      </Link>
    </HeaderBar>
  );
}

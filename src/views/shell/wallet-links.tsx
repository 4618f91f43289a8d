import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { ROUTES } from '../../domain/constants';
import { DiamondIcon, TrophyIcon } from '../ui/icons';
import { Link } from '../ui/link';
import { colors, onMobile, radii } from '../ui/theme';

const chipCss = css`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  height: 40px;
  padding: 0 14px 0 10px;
  border-radius: ${radii.pill};
  font-weight: 800;
  text-decoration: none;
  transition: transform 0.1s;
  &:hover {
    transform: translateY(-1px);
  }
  ${onMobile} {
    padding: 0 10px 0 8px;
  }
`;

function Chip({
  to,
  label,
  bg,
  fg,
  icon,
  count,
}: {
  to: string;
  label: string;
  bg: string;
  fg: string;
  icon: ReactNode;
  count: number;
}) {
  return (
    <Link to={to} aria-label={`${label}: ${count}`} css={[chipCss, { background: bg, color: fg }]}>
      {icon}
      <span aria-hidden="true">{count}</span>
    </Link>
  );
}

/** Trophies (loyalty coin) and diamonds, each opening its view of the gift shop (SPEC §2). */
export function WalletLinks({ trophies, diamonds }: { trophies: number; diamonds: number }) {
  return (
    <>
      <Chip
        to={`${ROUTES.giftShop}?isTrophy=true`}
        label="Cúp"
        bg={colors.sunSoft}
        fg={colors.sunText}
        icon={<TrophyIcon />}
        count={trophies}
      />
      <Chip
        to={`${ROUTES.giftShop}?isTrophy=false`}
        label="Kim cương"
        bg={colors.diamondSoft}
        fg={colors.diamondText}
        icon={<DiamondIcon />}
        count={diamonds}
      />
    </>
  );
}

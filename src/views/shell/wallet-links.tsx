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

/** The two wallet chips: trophies (loyalty coin) and diamonds, each opening its view of the gift shop. */
const WALLET = [
  { isTrophy: true, label: 'Cúp', bg: colors.sunSoft, fg: colors.sunText, icon: <TrophyIcon /> },
  {
    isTrophy: false,
    label: 'Kim cương',
    bg: colors.diamondSoft,
    fg: colors.diamondText,
    icon: <DiamondIcon />,
  },
] as const;

/** Trophies (loyalty coin) and diamonds, each opening its view of the gift shop (SPEC §2). */
export function WalletLinks({ trophies, diamonds }: { trophies: number; diamonds: number }) {
  return WALLET.map(({ isTrophy, ...chip }) => (
    <Chip
      key={chip.label}
      to={`${ROUTES.giftShop}?isTrophy=${isTrophy}`}
      count={isTrophy ? trophies : diamonds}
      {...chip}
    />
  ));
}

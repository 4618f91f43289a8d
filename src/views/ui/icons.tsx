import type { ReactNode, SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function Svg({ size = 24, children, ...rest }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

/** An icon of the app's outline set, drawn in the text colour. */
function outlineIcon(shape: ReactNode) {
  return (props: IconProps) => <Svg {...props}>{shape}</Svg>;
}

/** A coloured icon (the currencies), 22 px unless told. */
function colourIcon(shape: ReactNode) {
  return ({ size = 22, ...rest }: IconProps) => (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...rest}>
      {shape}
    </svg>
  );
}

export const ClassIcon = outlineIcon(
  <>
    <rect x="3" y="4" width="18" height="13" rx="2" />
    <path d="M8 21h8M12 17v4M10 8.5l4 2.5-4 2.5z" />
  </>,
);

export const SchoolIcon = outlineIcon(<path d="M3 10l9-6 9 6M5 10v9h14v-9M10 19v-5h4v5" />);

export const PracticeIcon = outlineIcon(
  <path d="M4 19.5V6a2 2 0 0 1 2-2h12v14H6a2 2 0 0 0-2 2zM4 19.5A1.5 1.5 0 0 0 5.5 21H18M9 8h5M9 11h3" />,
);

export const SpeakIcon = outlineIcon(
  <>
    <rect x="9" y="3" width="6" height="11" rx="3" />
    <path d="M5 11a7 7 0 0 0 14 0M12 18v3" />
  </>,
);

export const AccountIcon = outlineIcon(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>,
);

export const BellIcon = outlineIcon(
  <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" />,
);

export const ChevronDownIcon = outlineIcon(<path d="M6 9l6 6 6-6" />);

export const TrophyIcon = colourIcon(
  <>
    <path d="M7 3h10v5a5 5 0 0 1-10 0z" fill="#ffc83d" />
    <path
      d="M7 5H4v1.5A3.5 3.5 0 0 0 7.5 10M17 5h3v1.5a3.5 3.5 0 0 1-3.5 3.5"
      fill="none"
      stroke="#f0a500"
      strokeWidth="2"
    />
    <path d="M10 13h4l.5 4h-5z" fill="#f0a500" />
    <rect x="7.5" y="17" width="9" height="3.5" rx="1" fill="#e08e00" />
  </>,
);

export const DiamondIcon = colourIcon(
  <>
    <path d="M6 4h12l4 5-10 12L2 9z" fill="#4cc9f0" />
    <path d="M2 9h20M9 4l-2 5 5 12 5-12-2-5" fill="none" stroke="#1592c4" strokeWidth="1.3" />
  </>,
);

export const CheckIcon = outlineIcon(<path d="M5 12l5 5 9-10" />);

export const LogoutIcon = outlineIcon(
  <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />,
);

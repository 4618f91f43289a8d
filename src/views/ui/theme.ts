import { MOBILE_BREAKPOINT_PX } from '../../domain/constants';

/**
 * Design tokens: a bright, friendly palette for pupils and their parents. Components read these
 * constants directly (no runtime theme switching is planned, so no ThemeProvider indirection).
 */
export const colors = {
  primary: '#2f6bff',
  primaryDark: '#1f4fd1',
  primarySoft: '#e8efff',
  accent: '#ff8a3d',
  accentSoft: '#fff1e6',
  sun: '#ffc83d',
  sunSoft: '#fff7de',
  mint: '#1fbf8f',
  mintSoft: '#e3f8f1',
  berry: '#e5484d',
  berrySoft: '#fdecec',
  diamond: '#17a9e1',
  diamondSoft: '#e2f6fd',
  ink: '#1d2433',
  inkSoft: '#4b556b',
  muted: '#7a8499',
  line: '#e3e8f2',
  surface: '#ffffff',
  canvas: '#f4f7fd',
  focus: '#7aa2ff',
} as const;

export const radii = { sm: '8px', md: '12px', lg: '18px', pill: '999px' } as const;

export const shadows = {
  card: '0 4px 16px rgba(31, 79, 209, 0.08)',
  pop: '0 12px 32px rgba(29, 36, 51, 0.18)',
} as const;

export const fonts = {
  body: "'Nunito', 'Segoe UI', Roboto, 'Helvetica Neue', 'Liberation Sans', 'Noto Sans', Arial, sans-serif",
} as const;

export const layout = {
  sidebarWidth: 232,
  headerHeight: 68,
  contentMaxWidth: 1120,
} as const;

/** Screens of the spec's mobile breakpoint (SPEC §9: narrower than 768 px). */
export const onMobile = `@media (max-width: ${MOBILE_BREAKPOINT_PX}px)`;

export const focusRing = {
  outline: `3px solid ${colors.focus}`,
  outlineOffset: '2px',
} as const;

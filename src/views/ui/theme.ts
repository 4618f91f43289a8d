import { MOBILE_BREAKPOINT_PX } from '../../domain/constants';

/**
 * Design tokens: a bright, friendly palette for pupils and their parents. Components read these
 * constants directly (no runtime theme switching is planned, so no ThemeProvider indirection).
 *
 * Every colour that carries text meets WCAG AA (issue 16, enforced by tests/e2e/accessibility.spec.ts):
 * 4.5:1 against white, the canvas and the soft tints it sits on. The brand keeps its hues — the blue,
 * the orange of 'class' in the logo — one step darker than the first design (#2f6bff, #ff8a3d), which
 * failed with white text (4.49:1 and 2.34:1). The bright originals remain for decoration only.
 */
export const colors = {
  primary: '#2459e0',
  primaryDark: '#1a46bf',
  primarySoft: '#e8efff',
  /** Hover of a highlighted (unread) row: dark text and `muted` still pass on it. */
  primarySofter: '#dbe6ff',
  accent: '#b94d0a',
  accentDark: '#9a3f06',
  accentSoft: '#fff1e6',
  /** Decoration only (gradients, illustrations): never behind or as text. */
  brandBlue: '#2f6bff',
  brandOrange: '#ff8a3d',
  sun: '#ffc83d',
  sunSoft: '#fff7de',
  /** Text of the trophy chip and gold labels on `sunSoft`. */
  sunText: '#8a5a00',
  mint: '#0a7354',
  mintSoft: '#e3f8f1',
  berry: '#d1343a',
  berrySoft: '#fdecec',
  diamond: '#17a9e1',
  diamondSoft: '#e2f6fd',
  /** Text of the diamond chip and labels on `diamondSoft`. */
  diamondText: '#0a6f9c',
  ink: '#1d2433',
  inkSoft: '#4b556b',
  /** Hints and timestamps: 4.5:1 on white, the canvas and unread rows. */
  muted: '#596377',
  line: '#e3e8f2',
  surface: '#ffffff',
  canvas: '#f4f7fd',
  focus: '#7aa2ff',
} as const;

/** Backgrounds of numbered/lettered avatars with white text: each at least 4.5:1 with white. */
export const avatarTints = ['#2459e0', '#b94d0a', '#0a7354', '#0a7aab', '#8247d6', '#d1343a'] as const;

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

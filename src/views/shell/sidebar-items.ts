import { ROUTES } from '../../domain/constants';

export interface SidebarItem {
  key: 'aiClass' | 'club' | 'aiPractice' | 'aiSpeak' | 'account';
  label: string;
  to: string;
  /** Path prefixes that make this item the active one (SPEC §2: chosen by path prefix). */
  prefixes: readonly string[];
}

export const SIDEBAR_ITEMS: readonly SidebarItem[] = [
  { key: 'aiClass', label: 'AI Class', to: ROUTES.aiClass, prefixes: [ROUTES.aiClass] },
  { key: 'club', label: 'Nhà trường', to: ROUTES.clubFeeds, prefixes: [ROUTES.clubFeeds] },
  { key: 'aiPractice', label: 'AI Practice', to: ROUTES.aiPractice, prefixes: [ROUTES.aiPractice] },
  { key: 'aiSpeak', label: 'AI Speak', to: ROUTES.aiTopic, prefixes: [ROUTES.aiTopic] },
  { key: 'account', label: 'Tài khoản', to: ROUTES.accountInfo, prefixes: [ROUTES.accountInfo] },
];

function hasPrefix(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`) || pathname.startsWith(`${prefix}?`);
}

/** The item to highlight for a path; '/' is AI Class because the home route is AI Class. */
export function activeSidebarKey(pathname: string): SidebarItem['key'] | null {
  if (pathname === ROUTES.home) return 'aiClass';
  const item = SIDEBAR_ITEMS.find((candidate) => candidate.prefixes.some((p) => hasPrefix(pathname, p)));
  return item ? item.key : null;
}

import { ROUTES } from '../../domain/constants';

export interface SidebarItem {
  key: 'aiClass' | 'club' | 'aiPractice' | 'aiSpeak' | 'account';
  label: string;
  to: string;
  /** Path prefixes that make this item the active one (SPEC §2: chosen by path prefix). */
  prefixes: readonly string[];
  /** Links of the item's section, shown under it (the account's report and courses, issue 31). */
  children?: readonly { label: string; to: string }[];
}

export const SIDEBAR_ITEMS: readonly SidebarItem[] = [
  { key: 'aiClass', label: 'AI Class', to: ROUTES.aiClass, prefixes: [ROUTES.aiClass] },
  { key: 'club', label: 'Nhà trường', to: ROUTES.clubFeeds, prefixes: [ROUTES.clubFeeds] },
  { key: 'aiPractice', label: 'AI Practice', to: ROUTES.aiPractice, prefixes: [ROUTES.aiPractice] },
  { key: 'aiSpeak', label: 'AI Speak', to: ROUTES.aiTopic, prefixes: [ROUTES.aiTopic] },
  {
    key: 'account',
    label: 'Tài khoản',
    to: ROUTES.accountInfo,
    prefixes: [ROUTES.accountInfo, ROUTES.monthlyReport],
    // The monthly report is what parents decide on (ADR 0010); it had no link anywhere (issue 31).
    children: [
      { label: 'Báo cáo học tập', to: ROUTES.monthlyReport },
      { label: 'Khóa học', to: ROUTES.courses },
    ],
  },
];

function hasPrefix(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`) || pathname.startsWith(`${prefix}?`);
}

/** The section link the path is on (the longest match), if any. */
export function activeSidebarChild(pathname: string): string | null {
  const children = SIDEBAR_ITEMS.flatMap((item) => item.children ?? []);
  const matches = children.filter((child) => hasPrefix(pathname, child.to));
  return matches.sort((a, b) => b.to.length - a.to.length)[0]?.to ?? null;
}

/** The item to highlight for a path; '/' is AI Class because the home route is AI Class. */
export function activeSidebarKey(pathname: string): SidebarItem['key'] | null {
  if (pathname === ROUTES.home) return 'aiClass';
  const item = SIDEBAR_ITEMS.find((candidate) => candidate.prefixes.some((p) => hasPrefix(pathname, p)));
  return item ? item.key : null;
}

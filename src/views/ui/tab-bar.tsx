import type { SerializedStyles } from '@emotion/react';
import { type KeyboardEvent, type ReactNode, useRef } from 'react';

interface TabBarProps<T extends string> {
  /** The tablist's accessible name. */
  label: string;
  tabs: readonly T[];
  selected: T;
  /** What each tab shows. */
  names: (tab: T) => ReactNode;
  /** The id of each tab: its panel's `aria-labelledby` points to it. */
  tabId: (tab: T) => string;
  /** The id of the one tabpanel the tabs control. */
  panelId: string;
  onSelect: (tab: T) => void;
  listCss: SerializedStyles | SerializedStyles[];
  tabCss: (selected: boolean) => SerializedStyles;
}

/** The key that moves to another tab, and where it goes from `index` (the tabs wrap round). */
function targetIndex(key: string, index: number, count: number): number | undefined {
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index + count - 1) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

/**
 * A real tablist (club feed scopes, ranking tables, notification kinds): only the selected tab is in
 * the Tab order, the arrow keys move to the next or previous tab (wrapping), Home and End to the first
 * and last, and moving selects the tab and focuses it.
 */
export function TabBar<T extends string>(props: TabBarProps<T>) {
  const { tabs, selected } = props;
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = targetIndex(event.key, tabs.indexOf(selected), tabs.length);
    if (next === undefined) return;
    event.preventDefault();
    props.onSelect(tabs[next]!);
    refs.current[next]?.focus();
  };
  return (
    <div role="tablist" aria-label={props.label} onKeyDown={onKeyDown} css={props.listCss}>
      {tabs.map((tab, index) => (
        <button
          key={tab}
          ref={(el) => {
            refs.current[index] = el;
          }}
          type="button"
          role="tab"
          id={props.tabId(tab)}
          aria-selected={tab === selected}
          aria-controls={props.panelId}
          tabIndex={tab === selected ? 0 : -1}
          onClick={() => props.onSelect(tab)}
          css={props.tabCss(tab === selected)}
        >
          {props.names(tab)}
        </button>
      ))}
    </div>
  );
}

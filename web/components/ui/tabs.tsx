import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { tabIndexForKey } from './tab-keys.ts';
import styles from './tabs.module.css';

export type TabItem = { id: string; label: string; content: ReactNode };

type TabsProps = {
  tabs: TabItem[];
  /** Tab shown first (the original site gives each page's default). */
  defaultTabId?: string;
  label: string;
  /** Called when the visitor picks a tab (controlled use). */
  selectedId?: string;
  onSelect?: (id: string) => void;
  /**
   * The address of the page with each tab shown: the tabs are then links, so they work without
   * scripts too (a page load shows the chosen tab); with scripts they switch in place.
   */
  linkTo?: (id: string) => string;
};

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; only the active tab is tabbable. */
export function Tabs({ tabs, defaultTabId, label, selectedId, onSelect, linkTo }: TabsProps) {
  const [ownSelection, setOwnSelection] = useState(defaultTabId ?? tabs[0]?.id);
  const activeId = selectedId ?? ownSelection;
  const baseId = useId();
  const buttons = useRef<Array<HTMLElement | null>>([]);

  const select = (index: number, focus: boolean) => {
    const tab = tabs[index];
    if (!tab) return;
    setOwnSelection(tab.id);
    onSelect?.(tab.id);
    if (focus) buttons.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const target = tabIndexForKey(event.key, index, tabs.length, 'horizontal');
    if (target === undefined) return;
    event.preventDefault();
    select(target, true);
  };

  const active = tabs.find((tab) => tab.id === activeId) ?? tabs[0];
  return (
    <div>
      <div role="tablist" aria-label={label} className={styles.list}>
        {tabs.map((tab, index) => {
          const shared = {
            ref: (element: HTMLElement | null) => {
              buttons.current[index] = element;
            },
            role: 'tab',
            id: `${baseId}-tab-${tab.id}`,
            'aria-selected': tab.id === active?.id,
            'aria-controls': `${baseId}-panel`,
            tabIndex: tab.id === active?.id ? 0 : -1,
            className: styles.tab,
            onKeyDown: (event: KeyboardEvent) => onKeyDown(event, index),
          };
          return linkTo ? (
            <a
              key={tab.id}
              {...shared}
              href={linkTo(tab.id)}
              onClick={(event) => {
                event.preventDefault();
                select(index, false);
              }}
            >
              {tab.label}
            </a>
          ) : (
            <button key={tab.id} {...shared} type="button" onClick={() => select(index, false)}>
              {tab.label}
            </button>
          );
        })}
      </div>
      {active && (
        <div
          key={active.id}
          role="tabpanel"
          id={`${baseId}-panel`}
          aria-labelledby={`${baseId}-tab-${active.id}`}
          tabIndex={0}
          className={styles.panel}
        >
          {active.content}
        </div>
      )}
    </div>
  );
}

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
};

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; only the active tab is tabbable. */
export function Tabs({ tabs, defaultTabId, label, selectedId, onSelect }: TabsProps) {
  const [ownSelection, setOwnSelection] = useState(defaultTabId ?? tabs[0]?.id);
  const activeId = selectedId ?? ownSelection;
  const baseId = useId();
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

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
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.id}`}
            aria-selected={tab.id === active?.id}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab.id === active?.id ? 0 : -1}
            className={styles.tab}
            onClick={() => select(index, false)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
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

import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { tabIndexForKey } from '#web/components/ui/tab-keys.ts';
import { useSchool } from '#web/lib/school.ts';
import styles from './dashboard-shell.module.css';

export type DashboardTab = { id: string; label: ReactNode; panel: ReactNode };

type DashboardShellProps = {
  tabs: DashboardTab[];
  username: string;
  initialTabId?: string;
  /** Ends the session on the server; the shell then goes to the home page. */
  onSignOut: () => Promise<unknown>;
};

/** Sidebar of tabs (vertical ARIA tablist) with LogOut at the end, and the active panel. */
export function DashboardShell({ tabs, username, initialTabId, onSignOut }: DashboardShellProps) {
  const [activeId, setActiveId] = useState(initialTabId ?? tabs[0]?.id);
  const navigate = useNavigate();
  const school = useSchool();
  const baseId = useId();
  const active = tabs.find((tab) => tab.id === activeId) ?? tabs[0];

  const onLogout = async () => {
    await onSignOut().catch(() => undefined);
    await navigate('/');
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const target = tabIndexForKey(event.key, index, tabs.length, 'vertical');
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[target];
    if (!next) return;
    setActiveId(next.id);
    document.getElementById(`${baseId}-${next.id}`)?.focus();
  };

  return (
    <div className={styles.shell}>
      <aside className={styles.sidebar}>
        <p className={styles.who}>
          <Link to="/" style={{ color: '#fff' }}>
            {school.shortName}
          </Link>{' '}
          admin · signed in as <strong>{username}</strong>
        </p>
        <div
          role="tablist"
          aria-orientation="vertical"
          aria-label="Dashboard sections"
          className={styles.tabs}
        >
          {tabs.map((tab, index) => (
            <button
              key={tab.id}
              id={`${baseId}-${tab.id}`}
              type="button"
              role="tab"
              aria-selected={tab.id === active?.id}
              aria-controls={`${baseId}-panel`}
              tabIndex={tab.id === active?.id ? 0 : -1}
              className={styles.tab}
              onClick={() => setActiveId(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          ))}
        </div>
        <button type="button" className={`${styles.tab} ${styles.logout}`} onClick={onLogout}>
          LogOut
        </button>
      </aside>
      <main id="main" className={styles.panel}>
        <div
          role="tabpanel"
          id={`${baseId}-panel`}
          aria-labelledby={active ? `${baseId}-${active.id}` : undefined}
        >
          {active?.panel}
        </div>
      </main>
    </div>
  );
}

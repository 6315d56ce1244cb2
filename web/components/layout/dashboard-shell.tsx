import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { tabIndexForKey } from '#web/components/ui/tab-keys.ts';
import { useSchool } from '#web/lib/school.ts';
import styles from './dashboard-shell.module.css';

export type DashboardTab = { id: string; label: ReactNode; panel: ReactNode };

type DashboardShellProps = {
  tabs: DashboardTab[];
  username: string;
  /** The open tab (the address's `?tab=`); the first tab when absent or unknown. */
  activeTabId?: string;
  /** Opens a tab: the page puts it in the address, so reload, back and forward keep it. */
  onSelectTab: (id: string) => void;
  /** Ends the session on the server; the shell then goes to the home page. */
  onSignOut: () => Promise<unknown>;
};

/**
 * Sidebar of tabs (vertical ARIA tablist) with LogOut at the end, and the active panel. On a
 * phone the tabs hide behind a "Sections" button naming the open one, so each screen starts with
 * its content (dashboard-shell.module.css; tests/e2e/admin-phone.spec.ts measures it).
 */
export function DashboardShell({
  tabs,
  username,
  activeTabId,
  onSelectTab,
  onSignOut,
}: DashboardShellProps) {
  const navigate = useNavigate();
  const school = useSchool();
  const baseId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const active = tabs.find((tab) => tab.id === activeTabId) ?? tabs[0];

  const onLogout = async () => {
    await onSignOut().catch(() => undefined);
    await navigate('/');
  };

  const choose = (id: string) => {
    onSelectTab(id);
    if (!menuOpen) return;
    // Chosen from the phone's menu: close it and take the reader to the section's content.
    setMenuOpen(false);
    requestAnimationFrame(() => panelRef.current?.focus());
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const target = tabIndexForKey(event.key, index, tabs.length, 'vertical');
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[target];
    if (!next) return;
    onSelectTab(next.id);
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
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls={`${baseId}-sections`}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span>Sections</span>
          <span className={styles.current}>{active?.label}</span>
        </button>
        <div id={`${baseId}-sections`} className={styles.sections} data-open={menuOpen}>
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
                onClick={() => choose(tab.id)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                {tab.label}
              </button>
            ))}
          </div>
          <button type="button" className={`${styles.tab} ${styles.logout}`} onClick={onLogout}>
            LogOut
          </button>
        </div>
      </aside>
      <main id="main" className={styles.panel}>
        <div
          ref={panelRef}
          role="tabpanel"
          tabIndex={-1}
          id={`${baseId}-panel`}
          aria-labelledby={active ? `${baseId}-${active.id}` : undefined}
          className={styles.tabpanel}
        >
          {active?.panel}
        </div>
      </main>
    </div>
  );
}

import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { useSchool } from '#web/lib/school.ts';
import styles from './admin-shell.module.css';
import { useOnNavigation } from './use-on-navigation.ts';

export type AdminLink = {
  /** The screen's address; the link to the open screen says so (`aria-current="page"`). */
  to: string;
  label: ReactNode;
};

type AdminShellProps = {
  links: AdminLink[];
  /** The open screen's name, on the phone's Menu button. */
  current: string | undefined;
  username: string;
  /** Ends the session on the server; the shell then goes to the home page. */
  onSignOut: () => Promise<unknown>;
  children: ReactNode;
};

/**
 * The admin's navigation, a link per screen with LogOut at the end, beside the open screen. On a
 * phone the links hide behind a "Menu" button naming the open screen, so each screen starts with
 * its content (admin-shell.module.css; tests/e2e/admin-phone.spec.ts measures it).
 */
export function AdminShell({ links, current, username, onSignOut, children }: AdminShellProps) {
  const navigate = useNavigate();
  const school = useSchool();
  const menuId = useId();
  const panelRef = useRef<HTMLElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useOnNavigation(closeMenu);

  const onLogout = async () => {
    await onSignOut().catch(() => undefined);
    await navigate('/');
  };

  const onChoose = () => {
    if (!menuOpen) return;
    // Chosen from the phone's menu: close it and take the reader to the screen's content.
    setMenuOpen(false);
    requestAnimationFrame(() => panelRef.current?.focus());
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
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span>Menu</span>
          <span className={styles.current}>{current}</span>
        </button>
        <div id={menuId} className={styles.sections} data-open={menuOpen}>
          <nav aria-label="Admin screens">
            <ul className={styles.links}>
              {links.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    end={link.to === '/admin'}
                    className={styles.link}
                    onClick={onChoose}
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <button type="button" className={`${styles.link} ${styles.logout}`} onClick={onLogout}>
            LogOut
          </button>
        </div>
      </aside>
      <main id="main" ref={panelRef} tabIndex={-1} className={styles.panel}>
        {children}
      </main>
    </div>
  );
}

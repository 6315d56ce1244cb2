import { useState } from 'react';
import { Link } from 'react-router';
import { quickLinks, type NavGroup } from '#web/config/navigation.ts';
import { QuickLink } from './quick-link.tsx';
import styles from './site-header.module.css';

type MobileMenuProps = { id: string; groups: NavGroup[]; onNavigate: () => void };

/** Phone menu: groups expand one at a time; choosing any link closes the whole menu. */
export function MobileMenu({ id, groups, onNavigate }: MobileMenuProps) {
  const [expanded, setExpanded] = useState<string | null>(null);
  return (
    <div id={id} className={styles.mobilePanel}>
      <div className={styles.mobileGroup}>
        <Link to="/" className={styles.menuLink} onClick={onNavigate}>
          Home
        </Link>
      </div>
      {groups.map((group) => {
        const open = expanded === group.label;
        const listId = `${id}-${group.label.toLowerCase().replaceAll(' ', '-')}`;
        return (
          <div key={group.label} className={styles.mobileGroup}>
            <button
              type="button"
              className={styles.menuButton}
              aria-expanded={open}
              aria-controls={listId}
              onClick={() => setExpanded(open ? null : group.label)}
            >
              {group.label}
              <span className={styles.chevron} aria-hidden="true" />
            </button>
            <ul id={listId} className={styles.mobileLinks} hidden={!open}>
              {group.links.map((link) => (
                <li key={link.to + link.label}>
                  <Link to={link.to} onClick={onNavigate}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
      <div className={styles.mobileGroup}>
        <Link to="/mandatory-disclosure" className={styles.menuLink} onClick={onNavigate}>
          Mandatory Disclosure
        </Link>
      </div>
      <div className={`${styles.mobileGroup} ${styles.mobileQuick}`}>
        {quickLinks.map((link) => (
          <QuickLink key={link.label} link={link} onNavigate={onNavigate} />
        ))}
      </div>
    </div>
  );
}

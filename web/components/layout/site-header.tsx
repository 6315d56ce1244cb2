import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { schoolIdentity } from '#contracts/school-identity.ts';
import type { Menus } from '#contracts/menus.ts';
import { DesktopMenu } from './desktop-menu.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { MenuLink } from './menu-link.tsx';
import styles from './site-header.module.css';

/** The school's name, the quick links and the main menu, from the menus staff edit (issue 11). */
export function SiteHeader({ menus }: { menus: Menus }) {
  const { pathname } = useLocation();
  const [mobileOpen, setMobileOpen] = useState(false);
  useEffect(() => setMobileOpen(false), [pathname]);

  return (
    <header>
      <div className={styles.topBar}>
        <div className={`container ${styles.topInner}`}>
          <Link to="/" className={styles.brand}>
            <img src="/logo.svg" alt="" width={52} height={52} />
            <span className={styles.brandText}>
              <span className={styles.schoolName}>{schoolIdentity.name}</span>
              <span className={styles.affiliation}>
                Affiliated to {schoolIdentity.board}, New Delhi · Affiliation No.{' '}
                {schoolIdentity.affiliationNumber}
              </span>
            </span>
          </Link>
          <ul className={styles.quickLinks} aria-label="Quick links">
            {menus.quickLinks.map((item, index) => (
              <li key={index}>
                <MenuLink item={item} className={styles.quickLink} />
              </li>
            ))}
          </ul>
        </div>
      </div>
      <nav className={styles.nav} aria-label="Main">
        <div className="container">
          <DesktopMenu groups={menus.header} />
          <button
            type="button"
            className={styles.hamburger}
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            onClick={() => setMobileOpen((open) => !open)}
          >
            <span className={styles.bars} aria-hidden="true" />
            Menu
          </button>
          {mobileOpen && (
            <MobileMenu
              id="mobile-menu"
              groups={menus.header}
              quickLinks={menus.quickLinks}
              onNavigate={() => setMobileOpen(false)}
            />
          )}
        </div>
      </nav>
    </header>
  );
}

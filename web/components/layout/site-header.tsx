import { useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { schoolWords } from '#contracts/school-profile.ts';
import type { Menus } from '#contracts/menus.ts';
import { pathWithoutLanguage } from '#contracts/languages.ts';
import { Link } from '#web/components/ui/local-link.tsx';
import { useTranslation } from '#web/i18n/translator.ts';
import { HeaderSearch } from './header-search.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { RememberedLanguage } from './remembered-language.tsx';
import { DesktopMenu } from './desktop-menu.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { MenuLink } from './menu-link.tsx';
import { openDisclosure } from './open-disclosure.ts';
import { useOnNavigation } from './use-on-navigation.ts';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import { useSchool } from '#web/lib/school.ts';
import { SchoolLogo } from '#web/components/ui/school-logo.tsx';
import styles from './site-header.module.css';

/**
 * The school's logo and name (its settings, decision 0027), the quick links and the main menu,
 * from the menus staff edit (contracts/menus.ts).
 */
export function SiteHeader({ menus }: { menus: Menus }) {
  const { pathname } = useLocation();
  const { t, language } = useTranslation();
  const school = useSchool();
  const words = schoolWords(school, language);
  const [mobileOpen, setMobileOpen] = useState(false);
  useOnNavigation(() => setMobileOpen(false));
  // Without scripts the phone menu is a <details>; once they run, the button below replaces it,
  // open (with its group) if the visitor had opened it before then.
  const scripted = useHydrated();
  const mobileMenu = useRef<HTMLDetailsElement>(null);
  const [mobileGroup, setMobileGroup] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (!mobileMenu.current?.open) return;
    setMobileOpen(true);
    setMobileGroup(openDisclosure(mobileMenu.current));
  }, []);
  const mobileMenuProps = {
    id: 'mobile-menu',
    groups: menus.header,
    quickLinks: menus.quickLinks,
    onNavigate: () => setMobileOpen(false),
  };

  return (
    <header>
      {pathWithoutLanguage(pathname) === '/' && <RememberedLanguage />}
      <div className={styles.topBar}>
        <div className={`container ${styles.topInner}`}>
          <Link to="/" className={styles.brand}>
            <SchoolLogo logo={school.logo} height={52} />
            <span className={styles.brandText}>
              <span className={styles.schoolName}>{words.name}</span>
              <span className={styles.affiliation}>
                {t('layout.affiliation', {
                  board: words.board,
                  number: school.affiliationNumber,
                })}
              </span>
            </span>
          </Link>
          <ul className={styles.quickLinks} aria-label={t('layout.quickLinks')}>
            {menus.quickLinks.map((item, index) => (
              <li key={index}>
                <MenuLink item={item} className={styles.quickLink} />
              </li>
            ))}
          </ul>
          <div className={styles.tools}>
            <HeaderSearch />
            <LanguageSwitch />
          </div>
        </div>
      </div>
      <nav className={styles.nav} aria-label={t('layout.mainMenu')}>
        <div className="container">
          <DesktopMenu groups={menus.header} />
          {scripted ? (
            <>
              <button
                type="button"
                className={styles.hamburger}
                aria-expanded={mobileOpen}
                aria-controls="mobile-menu"
                onClick={() => setMobileOpen((open) => !open)}
              >
                <span className={styles.bars} aria-hidden="true" />
                {t('layout.menuButton')}
              </button>
              {mobileOpen && (
                <MobileMenu {...mobileMenuProps} scripted initialExpanded={mobileGroup} />
              )}
            </>
          ) : (
            <details ref={mobileMenu} className={styles.mobileDisclosure}>
              <summary className={styles.hamburger}>
                <span className={styles.bars} aria-hidden="true" />
                {t('layout.menuButton')}
              </summary>
              <MobileMenu {...mobileMenuProps} scripted={false} />
            </details>
          )}
        </div>
      </nav>
    </header>
  );
}

import { useState } from 'react';
import { Link } from '#web/components/ui/local-link.tsx';
import type { MenuGroup, MenuItem } from '#contracts/menus.ts';
import { MenuLink } from './menu-link.tsx';
import { useTranslation } from '#web/i18n/translator.ts';
import { useStaffText } from '#web/i18n/staff-text.ts';
import { GroupLabel } from './group-label.tsx';
import styles from './site-header.module.css';

type MobileMenuProps = {
  id: string;
  groups: MenuGroup[];
  quickLinks: MenuItem[];
  onNavigate: () => void;
  /** False in the server's HTML: each group is then a `<details>` that opens without scripts. */
  scripted: boolean;
  /** The group open when the menu appears (the one opened before the scripts ran). */
  initialExpanded?: number | null;
};

/** Phone menu: groups expand one at a time; choosing any link closes the whole menu. */
export function MobileMenu({
  id,
  groups,
  quickLinks,
  onNavigate,
  scripted,
  initialExpanded = null,
}: MobileMenuProps) {
  const { t } = useTranslation();
  const staffText = useStaffText();
  const [expanded, setExpanded] = useState<number | null>(initialExpanded);
  return (
    <div id={id} className={styles.mobilePanel}>
      <div className={styles.mobileGroup}>
        <Link to="/" className={styles.menuLink} onClick={onNavigate}>
          {t('layout.home')}
        </Link>
      </div>
      {groups.map((group, index) => {
        const open = expanded === index;
        const listId = `${id}-group-${index}`;
        const label = <GroupLabel label={staffText(group.label, group.labelHi)} />;
        const links = group.items.map((item, itemIndex) => (
          <li key={itemIndex}>
            <MenuLink item={item} onNavigate={onNavigate} />
          </li>
        ));
        if (!scripted)
          return (
            <div key={index} className={styles.mobileGroup}>
              {/* One open at a time, as the scripted menu does, by their shared name. */}
              <details name={`${id}-groups`}>
                <summary className={styles.menuButton}>
                  {label}
                  <span className={styles.chevron} aria-hidden="true" />
                </summary>
                <ul className={styles.mobileLinks}>{links}</ul>
              </details>
            </div>
          );
        return (
          <div key={index} className={styles.mobileGroup}>
            <button
              type="button"
              className={styles.menuButton}
              aria-expanded={open}
              aria-controls={listId}
              onClick={() => setExpanded(open ? null : index)}
            >
              {label}
              <span className={styles.chevron} aria-hidden="true" />
            </button>
            <ul id={listId} className={styles.mobileLinks} hidden={!open}>
              {links}
            </ul>
          </div>
        );
      })}
      <div className={styles.mobileGroup}>
        <Link to="/mandatory-disclosure" className={styles.menuLink} onClick={onNavigate}>
          {t('layout.mandatoryDisclosure')}
        </Link>
      </div>
      <div className={`${styles.mobileGroup} ${styles.mobileQuick}`}>
        {quickLinks.map((item, index) => (
          <MenuLink key={index} item={item} className={styles.quickLink} onNavigate={onNavigate} />
        ))}
      </div>
    </div>
  );
}

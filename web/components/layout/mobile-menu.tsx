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
};

/** Phone menu: groups expand one at a time; choosing any link closes the whole menu. */
export function MobileMenu({ id, groups, quickLinks, onNavigate }: MobileMenuProps) {
  const { t } = useTranslation();
  const staffText = useStaffText();
  const [expanded, setExpanded] = useState<number | null>(null);
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
        return (
          <div key={index} className={styles.mobileGroup}>
            <button
              type="button"
              className={styles.menuButton}
              aria-expanded={open}
              aria-controls={listId}
              onClick={() => setExpanded(open ? null : index)}
            >
              <GroupLabel label={staffText(group.label, group.labelHi)} />
              <span className={styles.chevron} aria-hidden="true" />
            </button>
            <ul id={listId} className={styles.mobileLinks} hidden={!open}>
              {group.items.map((item, itemIndex) => (
                <li key={itemIndex}>
                  <MenuLink item={item} onNavigate={onNavigate} />
                </li>
              ))}
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

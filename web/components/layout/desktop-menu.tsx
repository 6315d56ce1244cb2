import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import { NavLink } from '#web/components/ui/local-link.tsx';
import type { MenuGroup } from '#contracts/menus.ts';
import { MenuLink } from './menu-link.tsx';
import { useTranslation } from '#web/i18n/translator.ts';
import { useStaffText } from '#web/i18n/staff-text.ts';
import { GroupLabel } from './group-label.tsx';
import styles from './site-header.module.css';

/** Main menu for wide screens: Home, the dropdown groups, Mandatory Disclosure. */
export function DesktopMenu({ groups }: { groups: MenuGroup[] }) {
  const { t } = useTranslation();
  const [openGroup, setOpenGroup] = useState<number | null>(null);
  const { pathname } = useLocation();
  useEffect(() => setOpenGroup(null), [pathname]);

  return (
    <ul className={styles.menu}>
      <li>
        <NavLink to="/" end className={styles.menuLink}>
          {t('layout.home')}
        </NavLink>
      </li>
      {groups.map((group, index) => (
        <DropdownGroup
          key={index}
          group={group}
          open={openGroup === index}
          onOpenChange={(open) => setOpenGroup(open ? index : null)}
        />
      ))}
      <li>
        <NavLink to="/mandatory-disclosure" className={styles.menuLink}>
          {t('layout.mandatoryDisclosure')}
        </NavLink>
      </li>
    </ul>
  );
}

type DropdownGroupProps = {
  group: MenuGroup;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

function DropdownGroup({ group, open, onOpenChange }: DropdownGroupProps) {
  const staffText = useStaffText();
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      onOpenChange(false);
      button.current?.focus();
    }
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) onOpenChange(true);
      const links = [...(list.current?.querySelectorAll('a') ?? [])];
      const current = links.indexOf(document.activeElement as HTMLAnchorElement);
      requestAnimationFrame(() =>
        (list.current?.querySelectorAll('a')[current + 1] ?? links[0])?.focus(),
      );
    }
    if (event.key === 'ArrowUp' && open) {
      event.preventDefault();
      const links = [...(list.current?.querySelectorAll('a') ?? [])];
      const current = links.indexOf(document.activeElement as HTMLAnchorElement);
      (current > 0 ? links[current - 1] : button.current)?.focus();
    }
  };

  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onOpenChange(false);
  };

  return (
    <li
      className={styles.menuItem}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      onMouseEnter={() => onOpenChange(true)}
      onMouseLeave={() => onOpenChange(false)}
    >
      <button
        ref={button}
        type="button"
        className={styles.menuButton}
        aria-expanded={open}
        aria-controls={listId}
        // A pointer opens the group on hover, so its click keeps it open: a toggle closed the group
        // the hover had just opened whenever React drew the hover before the click came. Enter and
        // Space (a click with no pointer detail) toggle it.
        onClick={(event) => onOpenChange(event.detail === 0 ? !open : true)}
      >
        <GroupLabel label={staffText(group.label, group.labelHi)} />
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      <ul ref={list} id={listId} className={styles.dropdown} hidden={!open}>
        {group.items.map((item, index) => (
          <li key={index}>
            <MenuLink item={item} />
          </li>
        ))}
      </ul>
    </li>
  );
}

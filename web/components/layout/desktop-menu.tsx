import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { NavLink } from '#web/components/ui/local-link.tsx';
import type { MenuGroup } from '#contracts/menus.ts';
import { MenuLink } from './menu-link.tsx';
import { useTranslation } from '#web/i18n/translator.ts';
import { useStaffText } from '#web/i18n/staff-text.ts';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import { GroupLabel } from './group-label.tsx';
import { openDisclosure } from './open-disclosure.ts';
import { useOnNavigation } from './use-on-navigation.ts';
import styles from './site-header.module.css';

/**
 * Main menu for wide screens: Home, the dropdown groups, Mandatory Disclosure. Until the scripts
 * run (or without them) each group is a `<details>` the browser opens by itself, one at a time by
 * their shared `name`; then the scripted buttons below take over, open where the visitor left one.
 */
export function DesktopMenu({ groups }: { groups: MenuGroup[] }) {
  const { t } = useTranslation();
  const scripted = useHydrated();
  const menu = useRef<HTMLUListElement>(null);
  const [openGroup, setOpenGroup] = useState<number | null>(null);
  useOnNavigation(() => setOpenGroup(null));
  // Runs once, as React takes over the server's HTML: the group opened before then stays open.
  useLayoutEffect(() => setOpenGroup(openDisclosure(menu.current)), []);

  return (
    <ul ref={menu} className={styles.menu}>
      <li>
        <NavLink to="/" end className={styles.menuLink}>
          {t('layout.home')}
        </NavLink>
      </li>
      {groups.map((group, index) =>
        scripted ? (
          <DropdownGroup
            key={index}
            group={group}
            open={openGroup === index}
            onOpenChange={(open) => setOpenGroup(open ? index : null)}
          />
        ) : (
          <DisclosureGroup key={index} group={group} />
        ),
      )}
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

/** A group as the server draws it: opens and closes without scripts. */
function DisclosureGroup({ group }: { group: MenuGroup }) {
  const staffText = useStaffText();
  return (
    <li className={styles.menuItem}>
      <details name="main-menu">
        <summary className={styles.menuButton}>
          <GroupLabel label={staffText(group.label, group.labelHi)} />
          <span className={styles.chevron} aria-hidden="true" />
        </summary>
        <ul className={styles.dropdown}>
          {group.items.map((item, index) => (
            <li key={index}>
              <MenuLink item={item} />
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}

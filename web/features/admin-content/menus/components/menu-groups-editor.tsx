import { useState } from 'react';
import { menuLimits, type MenuGroup } from '#contracts/menus.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ItemButtons, move } from '#web/features/admin-content/shared/item-buttons.tsx';
import { fieldId, MenuTextField } from './menu-text-field.tsx';
import { MenuItemsEditor, type Errors, type PageChoice } from './menu-items-editor.tsx';
import { moveButtonIn, useFocusLater } from './use-focus-later.ts';
import shared from '#web/features/admin-content/shared/admin-content.module.css';
import styles from './menus-tab.module.css';

type MenuGroupsEditorProps = {
  /** "Main menu" or "Footer". */
  name: string;
  /** `header` or `footer`. */
  path: string;
  groups: MenuGroup[];
  max: number;
  pages: PageChoice[];
  errors: Errors;
  onChange: (groups: MenuGroup[]) => void;
};

/** The groups of the main menu or the footer's columns: each named, moved, and holding its links. */
export function MenuGroupsEditor({
  name,
  path,
  groups,
  max,
  pages,
  errors,
  onChange,
}: MenuGroupsEditorProps) {
  const [opened, setOpened] = useState<number>();
  const focusLater = useFocusLater();
  const rowId = (index: number) => fieldId(`${path}.${index}`);
  const hasError = (index: number) =>
    Object.keys(errors).some((key) => key.startsWith(`${path}.${index}.`));

  return (
    <>
      <ol className={shared.items}>
        {groups.map((group, index) => (
          <li key={index} id={rowId(index)} className={styles.group}>
            <details open={opened === index || hasError(index) || undefined}>
              <summary className={styles.summary}>
                {group.label || `Group ${index + 1}`}{' '}
                <span className={styles.count}>
                  ({group.items.length} {group.items.length === 1 ? 'link' : 'links'}
                  {group.items.some((item) => item.hidden) &&
                    `, ${group.items.filter((item) => item.hidden).length} hidden`}
                  )
                </span>
              </summary>
              <div className={styles.groupBody}>
                <MenuTextField
                  label="Group name"
                  path={`${path}.${index}.label`}
                  value={group.label}
                  maxLength={menuLimits.labelLength}
                  error={errors[`${path}.${index}.label`]}
                  onChange={(label) =>
                    onChange(groups.map((old, i) => (i === index ? { ...old, label } : old)))
                  }
                />
                <MenuTextField
                  label="Group name in Hindi"
                  path={`${path}.${index}.labelHi`}
                  value={group.labelHi ?? ''}
                  maxLength={menuLimits.labelLength}
                  lang="hi"
                  error={errors[`${path}.${index}.labelHi`]}
                  onChange={(labelHi) =>
                    onChange(groups.map((old, i) => (i === index ? { ...old, labelHi } : old)))
                  }
                />
                <MenuItemsEditor
                  name={group.label || `group ${index + 1}`}
                  path={`${path}.${index}.items`}
                  items={group.items}
                  max={menuLimits.itemsPerGroup}
                  pages={pages}
                  errors={errors}
                  onChange={(items) =>
                    onChange(groups.map((old, i) => (i === index ? { ...old, items } : old)))
                  }
                />
              </div>
            </details>
            <ItemButtons
              index={index}
              count={groups.length}
              name={`group ${group.label || index + 1} of ${name}`}
              onMove={(to) => {
                onChange(move(groups, index, to));
                focusLater(() => moveButtonIn(rowId(to), to < index ? 'up' : 'down'));
              }}
              onRemove={() => onChange(groups.filter((_, i) => i !== index))}
            />
          </li>
        ))}
      </ol>
      <div className={styles.addRow}>
        <Button
          size="small"
          variant="secondary"
          disabled={groups.length >= max}
          onClick={() => {
            onChange([...groups, { label: '', items: [] }]);
            setOpened(groups.length);
            focusLater(fieldId(`${path}.${groups.length}.label`));
          }}
        >
          Add a group<span className="visually-hidden"> to {name}</span>
        </Button>
      </div>
    </>
  );
}

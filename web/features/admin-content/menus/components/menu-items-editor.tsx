import { useId, useState } from 'react';
import { menuLimits, type MenuItem } from '#contracts/menus.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ItemButtons, move } from '#web/features/admin-content/shared/item-buttons.tsx';
import shared from '#web/features/admin-content/shared/admin-content.module.css';
import { fieldId, MenuTextField } from './menu-text-field.tsx';
import { moveButtonIn, useFocusLater } from './use-focus-later.ts';
import styles from './menus-tab.module.css';

/** A published page staff may add to a menu. */
export type PageChoice = { title: string; path: string };
export type Errors = Record<string, string>;

type MenuItemsEditorProps = {
  /** The list's name, for the buttons' accessible names ("Add page to Parent Corner"). */
  name: string;
  /** Where the list is in the menus (`header.4.items`), to match the server's field errors. */
  path: string;
  items: MenuItem[];
  max: number;
  pages: PageChoice[];
  errors: Errors;
  onChange: (items: MenuItem[]) => void;
};

/**
 * The links of one group or list: each with its label, address and a "Hidden" switch, moved up
 * or down or removed with buttons; below, a published page or any address is added at the end.
 */
export function MenuItemsEditor({
  name,
  path,
  items,
  max,
  pages,
  errors,
  onChange,
}: MenuItemsEditorProps) {
  const [choice, setChoice] = useState('');
  const selectId = useId();
  const focusLater = useFocusLater();
  const rowId = (index: number) => fieldId(`${path}.${index}`);
  const full = items.length >= max;
  const set = (index: number, change: Partial<MenuItem>) =>
    onChange(items.map((item, i) => (i === index ? { ...item, ...change } : item)));
  const add = (item: MenuItem) => {
    onChange([...items, item]);
    focusLater(fieldId(`${path}.${items.length}.label`));
  };

  return (
    <div className={styles.list}>
      {items.length === 0 && <p className={shared.hint}>No links yet.</p>}
      <ol className={shared.items}>
        {items.map((item, index) => {
          const itemPath = `${path}.${index}`;
          return (
            <li key={index} id={rowId(index)} className={styles.item}>
              <div className={styles.itemFields}>
                <MenuTextField
                  label="Label"
                  path={`${itemPath}.label`}
                  value={item.label}
                  maxLength={menuLimits.labelLength}
                  error={errors[`${itemPath}.label`]}
                  onChange={(label) => set(index, { label })}
                />
                <MenuTextField
                  label="Label in Hindi"
                  path={`${itemPath}.labelHi`}
                  value={item.labelHi ?? ''}
                  maxLength={menuLimits.labelLength}
                  lang="hi"
                  error={errors[`${itemPath}.labelHi`]}
                  onChange={(labelHi) => set(index, { labelHi })}
                />
                <MenuTextField
                  label="Address"
                  path={`${itemPath}.path`}
                  value={item.path}
                  maxLength={menuLimits.pathLength}
                  placeholder="/page-address or https://…"
                  error={errors[`${itemPath}.path`]}
                  onChange={(value) => set(index, { path: value })}
                />
                <label className={styles.check}>
                  <input
                    type="checkbox"
                    checked={item.hidden}
                    onChange={(event) => set(index, { hidden: event.target.checked })}
                  />
                  Hidden<span className="visually-hidden"> {item.label}</span>
                </label>
              </div>
              <ItemButtons
                index={index}
                count={items.length}
                name={`${item.label || `link ${index + 1}`} in ${name}`}
                onMove={(to) => {
                  onChange(move(items, index, to));
                  focusLater(() => moveButtonIn(rowId(to), to < index ? 'up' : 'down'));
                }}
                onRemove={() => {
                  onChange(items.filter((_, i) => i !== index));
                  focusLater(() => document.getElementById(selectId));
                }}
              />
            </li>
          );
        })}
      </ol>
      <div className={styles.addRow}>
        <label className={shared.label} htmlFor={selectId}>
          Page to add<span className="visually-hidden"> to {name}</span>
        </label>
        <select
          id={selectId}
          className={shared.input}
          value={choice}
          onChange={(event) => setChoice(event.target.value)}
        >
          <option value="">Choose a published page…</option>
          {pages.map((page) => (
            <option key={page.path} value={page.path}>
              {page.title} ({page.path})
            </option>
          ))}
        </select>
        <Button
          size="small"
          disabled={!choice || full}
          onClick={() => {
            const page = pages.find((candidate) => candidate.path === choice);
            if (!page) return;
            add({ label: page.title, path: page.path, hidden: false });
            setChoice('');
          }}
        >
          Add page<span className="visually-hidden"> to {name}</span>
        </Button>
        <Button
          size="small"
          variant="secondary"
          disabled={full}
          onClick={() => add({ label: '', path: '', hidden: false })}
        >
          Add a link by address<span className="visually-hidden"> to {name}</span>
        </Button>
        {full && <p className={shared.hint}>This list is full ({max} links).</p>}
      </div>
    </div>
  );
}

import { lazy, Suspense, type ReactNode } from 'react';
import type { GalleryImage, RichDoc } from '#contracts/content/pages.ts';
import { FormField, type ControlProps } from '#web/components/forms/form-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { newItem, type BlockField } from '#web/features/admin-content/pages/block-forms.ts';
import type { MediaItem } from '#contracts/content/media.ts';
import { SortableList } from '#web/features/admin-content/shared/sortable-list.tsx';
import { BlockListEditor } from './block-list-editor.tsx';
import { ChooseFromLibrary } from './choose-from-library.tsx';
import { GalleryImagesEditor } from './gallery-images-editor.tsx';
import { RowsTableEditor } from './rows-table-editor.tsx';
import { TableEditor } from './table-editor.tsx';
import shared from '#web/features/admin-content/shared/admin-content.module.css';
import styles from './page-editor.module.css';

// TipTap is the largest part of the editor: loaded when a rich text field first shows.
const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'));

type Obj = Record<string, unknown>;
export type Errors = Record<string, string>;

/** An element id from a field's path in the page (sections.0.blocks.2.title). */
export const idOf = (path: string) => `page-${path.replaceAll('.', '-')}`;

export function FieldError({ path, errors }: { path: string; errors: Errors }) {
  const message = errors[path];
  return message ? (
    <p id={`${idOf(path)}-error`} className={shared.fieldError}>
      {message}
    </p>
  ) : null;
}

/**
 * A simple field's label, "(optional)" and error, as every admin form has them (FormField). The
 * control is not `required`: the server checks the whole page when it is saved.
 */
function Labelled({
  field,
  path,
  errors,
  children,
  below,
}: {
  field: BlockField;
  path: string;
  errors: Errors;
  children: (control: Omit<ControlProps, 'required'> & { className?: string }) => ReactNode;
  below?: ReactNode;
}) {
  return (
    <FormField
      look="admin"
      id={idOf(path)}
      label={field.label}
      required={!field.optional}
      error={errors[path]}
      below={below}
    >
      {({ required: _ignored, ...control }) => children({ ...control, className: shared.input })}
    </FormField>
  );
}

/** One value of a form: the input that fits its kind. */
function FieldEditor({
  field,
  value,
  parent,
  onChange,
  onParentChange,
  path,
  errors,
}: {
  field: BlockField;
  value: unknown;
  parent: Obj;
  onChange: (value: unknown) => void;
  onParentChange: (value: Obj) => void;
  path: string;
  errors: Errors;
}) {
  const id = idOf(path);
  const optional = field.optional;
  const empty = (text: string) => (optional && text.trim() === '' ? undefined : text);
  const number = (text: string) => (optional && text.trim() === '' ? undefined : Number(text));

  switch (field.kind) {
    case 'text':
    case 'number':
      return (
        <Labelled field={field} path={path} errors={errors}>
          {(control) => (
            <input
              {...control}
              type={field.kind === 'number' ? 'number' : 'text'}
              value={value === undefined ? '' : String(value)}
              onChange={(event) =>
                onChange(
                  field.kind === 'number' ? number(event.target.value) : empty(event.target.value),
                )
              }
            />
          )}
        </Labelled>
      );
    case 'textarea':
    case 'lines': {
      const text =
        field.kind === 'lines'
          ? ((value as string[] | undefined) ?? []).join('\n')
          : String(value ?? '');
      return (
        <Labelled field={field} path={path} errors={errors}>
          {(control) => (
            <textarea
              {...control}
              rows={field.kind === 'lines' ? 4 : 3}
              value={text}
              onChange={(event) => {
                const next = event.target.value;
                if (field.kind === 'textarea') return onChange(empty(next));
                const lines = next.split('\n');
                onChange(optional && next.trim() === '' ? undefined : lines);
              }}
            />
          )}
        </Labelled>
      );
    }
    case 'check':
      return (
        <div className={styles.check}>
          <input
            id={id}
            type="checkbox"
            checked={value === true}
            onChange={(event) => onChange(event.target.checked || undefined)}
          />
          <label htmlFor={id}>{field.label}</label>
        </div>
      );
    case 'select':
      return (
        <Labelled field={field} path={path} errors={errors}>
          {(control) => (
            <select
              {...control}
              value={value === undefined ? '' : String(value)}
              onChange={(event) => {
                const next = event.target.value;
                if (next === '') return onChange(undefined);
                onChange(/^\d+$/.test(next) ? Number(next) : next);
              }}
            >
              {optional && <option value="">Default</option>}
              {field.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </Labelled>
      );
    case 'rich':
      return (
        <div className={shared.field}>
          <span className={shared.label} id={`${id}-label`}>
            {field.label}
          </span>
          <Suspense fallback={<p role="status">Loading the text editor…</p>}>
            <RichTextEditor
              labelledBy={`${id}-label`}
              doc={value as RichDoc}
              onChange={(doc) => onChange(doc)}
            />
          </Suspense>
          <FieldError path={path} errors={errors} />
        </div>
      );
    case 'file':
      return (
        <Labelled
          field={field}
          path={path}
          errors={errors}
          below={
            <div>
              <ChooseFromLibrary
                kind="document"
                name={field.label}
                onChoose={(item) => onChange(item.url)}
              />
            </div>
          }
        >
          {(control) => (
            <input
              {...control}
              value={String(value ?? '')}
              onChange={(event) => onChange(event.target.value)}
            />
          )}
        </Labelled>
      );
    case 'image': {
      const image = value as Obj | undefined;
      // A chosen picture brings its size and its alt text from the library, when it has one.
      const choose = (item: MediaItem) =>
        onChange({
          src: item.url,
          alt: item.altText || String(image?.alt ?? ''),
          width: item.width,
          height: item.height,
        });
      const library = <ChooseFromLibrary kind="image" name={field.label} onChoose={choose} />;
      return (
        <fieldset className={shared.fieldGroup}>
          <legend>
            {field.label}
            {optional && <span className={shared.optional}> (optional)</span>}
          </legend>
          {image ? (
            <>
              <FieldsEditor
                fields={[
                  { kind: 'text', key: 'src', label: 'File (/images/… or /uploads/…)' },
                  { kind: 'text', key: 'alt', label: 'Alt text (what the picture shows)' },
                  { kind: 'number', key: 'width', label: 'Width (px)' },
                  { kind: 'number', key: 'height', label: 'Height (px)' },
                ]}
                value={image}
                onChange={onChange}
                path={path}
                errors={errors}
              />
              <div className={styles.itemButtons}>
                {library}
                {optional && (
                  <Button size="small" variant="secondary" onClick={() => onChange(undefined)}>
                    Remove picture
                  </Button>
                )}
              </div>
            </>
          ) : (
            <div className={styles.itemButtons}>
              {library}
              <Button
                size="small"
                variant="secondary"
                onClick={() =>
                  onChange({ src: '/images/campus.svg', alt: '', width: 800, height: 500 })
                }
              >
                Add picture
              </Button>
            </div>
          )}
        </fieldset>
      );
    }
    case 'items':
    case 'checkItems': {
      const items = (value as unknown[] | undefined) ?? [];
      const itemName = field.kind === 'items' ? field.item : 'item';
      const fields: BlockField[] =
        field.kind === 'items'
          ? field.fields
          : [
              { kind: 'text', key: 'title', label: 'Bold lead-in', optional: true },
              { kind: 'textarea', key: 'text', label: 'Text' },
            ];
      // A check-list item is a line, or a lead-in and a sentence: edited as the latter.
      const asObject = (item: unknown): Obj =>
        field.kind === 'checkItems' && typeof item === 'string' ? { text: item } : (item as Obj);
      const fromObject = (item: Obj): unknown =>
        field.kind === 'checkItems' && !item.title ? String(item.text ?? '') : item;
      const set = (next: unknown[]) => onChange(optional && next.length === 0 ? undefined : next);
      return (
        <fieldset className={shared.fieldGroup}>
          <legend>
            {field.label}
            {optional && <span className={shared.optional}> (optional)</span>}
          </legend>
          <FieldError path={path} errors={errors} />
          <SortableList
            items={items}
            itemName={(index) => `${itemName} ${index + 1}`}
            itemClassName={styles.item}
            onChange={set}
          >
            {(item, index) => (
              <FieldsEditor
                fields={fields}
                value={asObject(item)}
                onChange={(next) =>
                  set(items.map((old, i) => (i === index ? fromObject(next) : old)))
                }
                path={`${path}.${index}`}
                errors={errors}
              />
            )}
          </SortableList>
          <Button
            size="small"
            variant="secondary"
            onClick={() =>
              set([...items, field.kind === 'checkItems' ? '' : newItem(field.fields)])
            }
          >
            Add {itemName}
          </Button>
        </fieldset>
      );
    }
    case 'gallery':
      return (
        <GalleryImagesEditor
          label={field.label}
          images={(value as GalleryImage[] | undefined) ?? []}
          onChange={onChange}
          path={path}
          errors={errors}
        />
      );
    case 'rowsTable':
      return (
        <RowsTableEditor
          field={field}
          value={value}
          onChange={onChange}
          path={path}
          errors={errors}
        />
      );
    case 'table':
      return <TableEditor block={parent} onChange={onParentChange} path={path} errors={errors} />;
    case 'note':
      return <p className={shared.hint}>{field.label}</p>;
    case 'blocks':
      return (
        <BlockListEditor
          label={field.label}
          blocks={(value as never[] | undefined) ?? []}
          onChange={onChange}
          path={path}
          errors={errors}
          nested
        />
      );
  }
}

/** A form for an object: one editor per field, each change giving the whole new object. */
export function FieldsEditor({
  fields,
  value,
  onChange,
  path,
  errors,
}: {
  fields: BlockField[];
  value: Obj;
  onChange: (value: Obj) => void;
  path: string;
  errors: Errors;
}) {
  return fields.map((field) => (
    <FieldEditor
      key={field.key}
      field={field}
      value={value[field.key]}
      parent={value}
      onParentChange={onChange}
      onChange={(next) => {
        const copy = { ...value };
        if (next === undefined) delete copy[field.key];
        else copy[field.key] = next;
        onChange(copy);
      }}
      path={`${path}.${field.key}`}
      errors={errors}
    />
  ));
}

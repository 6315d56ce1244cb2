import { formatRupees } from '#web/components/content/fee-sums.ts';
import { Button } from '#web/components/ui/button.tsx';
import { newItem, type BlockField } from '#web/features/admin-content/pages/block-forms.ts';
import { rowNameOf } from '#web/features/admin-content/pages/table-blocks.ts';
import { ItemButtons, move } from '#web/features/admin-content/shared/item-buttons.tsx';
import { FieldError, idOf, type Errors } from './field-editor.tsx';
import shared from '#web/features/admin-content/shared/admin-content.module.css';
import styles from './page-editor.module.css';

type Obj = Record<string, unknown>;
type Column = Extract<BlockField, { kind: 'rowsTable' }>['fields'][number];

/**
 * A cell input's label, "Secondary, Tuition per quarter": hidden while the table's own column
 * headings show (the row is read first); above the input, the column's name only, once the rows
 * stack into cards.
 */
export function CellLabel({
  id,
  row,
  column,
}: {
  id: string;
  row: { index: number; name: string };
  column: { index: number; name: string };
}) {
  return (
    <label className={styles.cellLabel} htmlFor={id}>
      <span className="visually-hidden">{rowNameOf(row, column)}, </span>
      {column.name}
    </label>
  );
}

/**
 * Entries edited as the table parents see (fees by stage, by distance): a row each, a column per
 * field, then the column worked out from them. Each input is named by its row and column
 * ("Secondary, Tuition per quarter"); where the table is too narrow for its columns (a phone),
 * each row stacks into a card with the column's name above each input, as the public fee page
 * does (web/components/content/fee-blocks.tsx).
 */
export function RowsTableEditor({
  field,
  value,
  onChange,
  path,
  errors,
}: {
  field: Extract<BlockField, { kind: 'rowsTable' }>;
  value: unknown;
  onChange: (rows: Obj[]) => void;
  path: string;
  errors: Errors;
}) {
  const rows = (value as Obj[] | undefined) ?? [];
  const [naming] = field.fields;
  // A field marked `beneath` shares the cell of the one before it (the classes under the stage).
  const columns: Array<[Column, ...Column[]]> = [];
  for (const column of field.fields) {
    const last = columns.at(-1);
    if (column.beneath && last) last.push(column);
    else columns.push([column]);
  }
  const setCell = (rowIndex: number, key: string, cell: unknown) =>
    onChange(rows.map((row, i) => (i === rowIndex ? { ...row, [key]: cell } : row)));

  return (
    <fieldset className={`${shared.fieldGroup} ${styles.tableGroup}`}>
      <legend>{field.label}</legend>
      <FieldError path={path} errors={errors} />
      <div className={styles.rowsTable}>
        <table>
          <thead className={styles.columnNames}>
            <tr>
              {columns.map(([first, ...under]) => (
                <th key={first.key} scope="col">
                  {first.label}
                  {under.map((below) => (
                    <span key={below.key} className={styles.headingNote}>
                      {/* A space, so the heading reads "Stage Classes", not "StageClasses". */}{' '}
                      {below.label}
                    </span>
                  ))}
                </th>
              ))}
              {field.computed && <th scope="col">{field.computed.label}</th>}
              <th scope="col">
                <span className="visually-hidden">Move or remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, rowIndex) => {
              const rowName = { index: rowIndex, name: String(row[naming?.key ?? ''] ?? '') };
              return (
                <tr key={rowIndex}>
                  {columns.map((inCell) => (
                    <td key={inCell[0].key}>
                      <div className={styles.fieldsCell}>
                        {inCell.map((column) => {
                          const cellPath = `${path}.${rowIndex}.${column.key}`;
                          const id = idOf(cellPath);
                          const invalid = Boolean(errors[cellPath]);
                          const cell = row[column.key];
                          return (
                            <div key={column.key}>
                              <CellLabel
                                id={id}
                                row={rowName}
                                column={{ index: field.fields.indexOf(column), name: column.label }}
                              />
                              <input
                                id={id}
                                className={shared.input}
                                type={column.kind === 'number' ? 'number' : 'text'}
                                inputMode={column.kind === 'number' ? 'numeric' : undefined}
                                value={cell === undefined ? '' : String(cell)}
                                aria-invalid={invalid || undefined}
                                aria-describedby={invalid ? `${id}-error` : undefined}
                                onChange={(event) =>
                                  setCell(
                                    rowIndex,
                                    column.key,
                                    column.kind === 'number'
                                      ? Number(event.target.value)
                                      : event.target.value,
                                  )
                                }
                              />
                              <FieldError path={cellPath} errors={errors} />
                            </div>
                          );
                        })}
                      </div>
                    </td>
                  ))}
                  {field.computed && (
                    <td className={styles.computedCell}>
                      <span className={styles.cellLabel}>{field.computed.label}: </span>
                      {formatRupees(field.computed.of(row))}
                    </td>
                  )}
                  <td className={styles.rowButtons}>
                    <ItemButtons
                      index={rowIndex}
                      count={rows.length}
                      name={`${field.item} ${rowIndex + 1}`}
                      onMove={(to) => onChange(move(rows, rowIndex, to))}
                      onRemove={() => onChange(rows.filter((_, i) => i !== rowIndex))}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div>
        <Button
          size="small"
          variant="secondary"
          onClick={() => onChange([...rows, newItem(field.fields)])}
        >
          Add {field.item}
        </Button>
      </div>
    </fieldset>
  );
}

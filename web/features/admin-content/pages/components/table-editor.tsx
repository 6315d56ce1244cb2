import { Button } from '#web/components/ui/button.tsx';
import { ItemButtons, move } from '#web/features/admin-content/shared/item-buttons.tsx';
import { idOf, type Errors } from './field-editor.tsx';
import { CellLabel } from './rows-table-editor.tsx';
import shared from '#web/features/admin-content/shared/admin-content.module.css';
import styles from './page-editor.module.css';

type Obj = Record<string, unknown>;

/**
 * A table's headings and cells as a grid of inputs, each named by its row and column
 * ("1st quarter, Due by"), with buttons to add, move and remove rows and to add or remove columns
 * (fees by class, timings). Too narrow for its columns (a phone), each row stacks into a card
 * with the names shown, as rows-table-editor.tsx does.
 */
export function TableEditor({
  block,
  onChange,
  path,
  errors,
}: {
  block: Obj;
  onChange: (block: Obj) => void;
  path: string;
  errors: Errors;
}) {
  const columns = (block.columns as string[] | undefined) ?? [];
  const rows = (block.rows as string[][] | undefined) ?? [];
  const base = path.replace(/\.rows$/, '');
  const set = (next: { columns?: string[]; rows?: string[][] }) => onChange({ ...block, ...next });
  const error = errors[`${base}.rows`] ?? errors[`${base}.columns`];
  const columnName = (index: number) => columns[index] || `column ${index + 1}`;

  return (
    <fieldset className={shared.fieldGroup}>
      <legend>Table</legend>
      {error && <p className={shared.fieldError}>{error}</p>}
      <div className={styles.rowsTable}>
        <table>
          <thead>
            <tr>
              {columns.map((column, index) => (
                <th key={index} scope="col">
                  <label className={styles.cellLabel} htmlFor={idOf(`${base}.columns.${index}`)}>
                    Heading of column {index + 1}
                  </label>
                  <input
                    id={idOf(`${base}.columns.${index}`)}
                    className={shared.input}
                    value={column}
                    onChange={(event) =>
                      set({
                        columns: columns.map((old, i) => (i === index ? event.target.value : old)),
                      })
                    }
                  />
                </th>
              ))}
              <th scope="col">
                <span className="visually-hidden">Move or remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, rowIndex) => (
              <tr key={rowIndex}>
                {columns.map((_, cellIndex) => {
                  const id = idOf(`${base}.rows.${rowIndex}.${cellIndex}`);
                  return (
                    <td key={cellIndex}>
                      <CellLabel
                        id={id}
                        row={{ index: rowIndex, name: row[0] ?? '' }}
                        column={{ index: cellIndex, name: columnName(cellIndex) }}
                      />
                      <input
                        id={id}
                        className={shared.input}
                        value={row[cellIndex] ?? ''}
                        onChange={(event) =>
                          set({
                            rows: rows.map((old, i) =>
                              i === rowIndex
                                ? columns.map((__, c) =>
                                    c === cellIndex ? event.target.value : (old[c] ?? ''),
                                  )
                                : old,
                            ),
                          })
                        }
                      />
                    </td>
                  );
                })}
                <td className={styles.rowButtons}>
                  <ItemButtons
                    index={rowIndex}
                    count={rows.length}
                    name={`row ${rowIndex + 1}`}
                    onMove={(to) => set({ rows: move(rows, rowIndex, to) })}
                    onRemove={() => set({ rows: rows.filter((_, i) => i !== rowIndex) })}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={styles.itemButtons}>
        <Button
          size="small"
          variant="secondary"
          onClick={() => set({ rows: [...rows, columns.map(() => '')] })}
        >
          Add row
        </Button>
        <Button
          size="small"
          variant="secondary"
          onClick={() => set({ columns: [...columns, ''], rows: rows.map((row) => [...row, '']) })}
        >
          Add column
        </Button>
        <Button
          size="small"
          variant="secondary"
          disabled={columns.length <= 1}
          onClick={() =>
            set({
              columns: columns.slice(0, -1),
              rows: rows.map((row) => row.slice(0, columns.length - 1)),
            })
          }
        >
          Remove last column
        </Button>
      </div>
    </fieldset>
  );
}

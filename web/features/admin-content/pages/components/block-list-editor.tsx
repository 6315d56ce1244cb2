import { useId, useState } from 'react';
import { blockLabels, type Block, type BlockType } from '#contracts/content/pages.ts';
import { bandBlockTypes } from '#contracts/content/page-reading.ts';
import { Button } from '#web/components/ui/button.tsx';
import { blockFields, newBlock } from '#web/features/admin-content/pages/block-forms.ts';
import { holdsTable } from '#web/features/admin-content/pages/table-blocks.ts';
import { SortableList } from '#web/features/admin-content/shared/sortable-list.tsx';
import { FieldsEditor, type Errors } from './field-editor.tsx';
import shared from '#web/features/admin-content/shared/admin-content.module.css';
import styles from './page-editor.module.css';

// Inside a tab, accordion item or group: no further containers, and no band, which fills a
// section on its own (contracts/content/pages.ts).
const notNested: readonly BlockType[] = ['tabs', 'accordion', 'columns', ...bandBlockTypes];
const blockTypes = Object.keys(blockFields) as BlockType[];

/** A few words of a block's own text, so a closed block can be told from its neighbours. */
function glimpse(block: Block): string {
  const text = Object.values(block).find(
    (value): value is string =>
      typeof value === 'string' && value !== block.type && value.length > 0,
  );
  return text ? ` — ${text.slice(0, 60)}` : '';
}

/**
 * The blocks of a section, tab or accordion item: each in a collapsible form of its own (a table,
 * or columns, tabs or accordion holding one, open from the start: table-blocks.ts), moved by
 * dragging or with buttons and removed with a button, and a chooser to add a new one at the end.
 * Inside a tab or accordion item (`nested`) no further tabs or accordions, nor bands, can be added.
 */
export function BlockListEditor({
  label,
  blocks,
  onChange,
  path,
  errors,
  nested = false,
}: {
  label: string;
  blocks: Block[];
  onChange: (blocks: Block[]) => void;
  path: string;
  errors: Errors;
  nested?: boolean;
}) {
  const choices = nested ? blockTypes.filter((type) => !notNested.includes(type)) : blockTypes;
  const [type, setType] = useState<BlockType>('richText');
  const [openIndex, setOpenIndex] = useState<number>();
  const selectId = useId();
  const hasError = (index: number) =>
    Object.keys(errors).some(
      (key) => key.startsWith(`${path}.${index}.`) || key === `${path}.${index}`,
    );

  return (
    <fieldset className={shared.fieldGroup}>
      <legend>{label}</legend>
      {blocks.length === 0 && <p className={shared.hint}>No blocks yet.</p>}
      <SortableList
        items={blocks}
        itemName={(index) => `block ${index + 1} (${blockLabels[blocks[index]!.type]})`}
        itemClassName={styles.item}
        onChange={onChange}
      >
        {(block, index) => (
          <details open={openIndex === index || hasError(index) || holdsTable([block])}>
            <summary className={styles.summary}>
              {index + 1}. {blockLabels[block.type]}
              <span className={styles.glimpse}>{glimpse(block)}</span>
              {hasError(index) && <span className={styles.errorMark}> (needs attention)</span>}
            </summary>
            <div className={styles.blockForm}>
              <FieldsEditor
                fields={blockFields[block.type]}
                value={block as unknown as Record<string, unknown>}
                onChange={(next) =>
                  onChange(blocks.map((old, i) => (i === index ? (next as unknown as Block) : old)))
                }
                path={`${path}.${index}`}
                errors={errors}
              />
            </div>
          </details>
        )}
      </SortableList>
      <div className={styles.addRow}>
        <label className={shared.label} htmlFor={selectId}>
          New block
        </label>
        <select
          id={selectId}
          className={shared.input}
          value={type}
          onChange={(event) => setType(event.target.value as BlockType)}
        >
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {blockLabels[choice]}
            </option>
          ))}
        </select>
        <Button
          size="small"
          variant="secondary"
          onClick={() => {
            onChange([...blocks, newBlock(type)]);
            setOpenIndex(blocks.length);
          }}
        >
          Add block<span className="visually-hidden"> to {label}</span>
        </Button>
      </div>
    </fieldset>
  );
}

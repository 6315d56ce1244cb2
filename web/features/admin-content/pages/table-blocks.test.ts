import { describe, expect, it } from 'vitest';
import { newBlock } from './block-forms.ts';
import { cellName, holdsTable } from './table-blocks.ts';

/** A block for inside columns, tabs and accordions (none of the types used here is a container). */
const inner = (type: 'table' | 'feeTable' | 'transportFees' | 'aside') => newBlock(type) as never;

describe('holdsTable', () => {
  it('finds a fee table, a transport table and a plain table, in columns, tabs and accordions too', () => {
    expect(holdsTable([newBlock('feeTable')])).toBe(true);
    expect(holdsTable([newBlock('richText'), newBlock('table')])).toBe(true);
    expect(holdsTable([{ type: 'columns', main: [inner('transportFees')], side: [] }])).toBe(true);
    expect(
      holdsTable([
        { type: 'tabs', label: '', tabs: [{ id: 'a', label: 'A', blocks: [inner('table')] }] },
      ]),
    ).toBe(true);
    expect(
      holdsTable([{ type: 'accordion', items: [{ title: 'A', blocks: [inner('feeTable')] }] }]),
    ).toBe(true);
  });

  it('leaves other blocks, and containers without a table, closed', () => {
    expect(holdsTable([])).toBe(false);
    expect(holdsTable([newBlock('richText'), newBlock('stats'), newBlock('keyFacts')])).toBe(false);
    expect(holdsTable([{ type: 'columns', main: [inner('aside')], side: [] }])).toBe(false);
  });
});

describe('cellName', () => {
  it('names a cell by its row, then its column', () => {
    expect(
      cellName({ index: 3, name: 'Secondary' }, { index: 3, name: 'Tuition per quarter' }),
    ).toBe('Secondary, Tuition per quarter');
  });

  it('names the first cell, and a row not yet named, by the row number', () => {
    expect(cellName({ index: 3, name: 'Secondary' }, { index: 0, name: 'Stage' })).toBe(
      'Row 4, Stage',
    );
    expect(cellName({ index: 0, name: '  ' }, { index: 2, name: 'Admission fee' })).toBe(
      'Row 1, Admission fee',
    );
  });
});

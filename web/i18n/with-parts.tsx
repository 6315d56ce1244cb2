import { Fragment, type ReactNode } from 'react';
import type { Values } from './message-format.ts';
import type { Translate } from './translator.ts';

const mark = '\u0001';

/**
 * A catalogue message with elements in its placeholders (a `<time>`, a link), so each language
 * keeps its own word order around them: `{date}` stands wherever Hindi or English puts it.
 */
export function withParts(
  t: Translate,
  id: string,
  parts: Record<string, ReactNode>,
  values?: Values,
): ReactNode {
  const marks = Object.fromEntries(
    Object.keys(parts).map((name) => [name, `${mark}${name}${mark}`]),
  );
  return t(id, { ...values, ...marks })
    .split(mark)
    .map((piece, index) => (index % 2 ? <Fragment key={index}>{parts[piece]}</Fragment> : piece));
}

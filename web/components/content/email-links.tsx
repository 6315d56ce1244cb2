import { Fragment, type ReactNode } from 'react';

const emailPattern = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/g;

/** Plain text (a card's text) with any e-mail address turned into a mailto link. */
export function withEmailLinks(text: string): ReactNode {
  return text.split(emailPattern).map((part, index) =>
    index % 2 === 1 ? (
      <a key={index} href={`mailto:${part}`}>
        {part}
      </a>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}

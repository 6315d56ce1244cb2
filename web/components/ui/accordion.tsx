import { useId, type ReactNode } from 'react';
import styles from './accordion.module.css';

export type AccordionItem = { id: string; title: ReactNode; content: ReactNode };

/**
 * Collapsible sections, one open at a time: native <details> sharing a `name`, so it works with
 * the keyboard, with screen readers and without JavaScript. Opening one closes the others;
 * clicking the open one closes it.
 */
export function Accordion({
  items,
  defaultOpenId,
}: {
  items: AccordionItem[];
  defaultOpenId?: string;
}) {
  const group = useId();
  return (
    <div className={styles.list}>
      {items.map((item) => (
        <details
          key={item.id}
          name={group}
          className={styles.item}
          open={item.id === defaultOpenId}
        >
          <summary className={styles.summary}>{item.title}</summary>
          <div className={styles.content}>{item.content}</div>
        </details>
      ))}
    </div>
  );
}

import type { ReactNode } from 'react';
import { useInView } from '#web/lib/use-in-view.ts';
import styles from './reveal.module.css';

export const revealStaggerMs = 150;

type RevealProps = {
  children: ReactNode;
  /** Share of the element that must be visible: 0.1 for vision items, 0.2 for value cards. */
  threshold: number;
  /** Position in its group: each item waits 150 ms x index after the previous one. */
  index?: number;
};

/** Fades its content in when it scrolls into view (content is visible without JavaScript). */
export function Reveal({ children, threshold, index = 0 }: RevealProps) {
  const { ref, inView } = useInView<HTMLDivElement>(threshold);
  return (
    <div
      ref={ref}
      className={`${styles.reveal} ${inView ? '' : styles.hidden}`}
      style={{
        transitionDelay: inView ? `${index * revealStaggerMs}ms` : undefined,
        height: '100%',
      }}
    >
      {children}
    </div>
  );
}

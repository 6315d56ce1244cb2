import type { MediaUse } from '#contracts/content/media.ts';
import styles from './media.module.css';

/** Where a file is used, each with a link to change it and one to see it. */
export function MediaUsesList({ uses }: { uses: MediaUse[] }) {
  if (uses.length === 0) return <p className={styles.meta}>Not used anywhere.</p>;
  return (
    <ul className={styles.uses}>
      {uses.map((use, index) => (
        <li key={index}>
          <a href={use.adminHref}>{use.label}</a>
          {use.publicHref && (
            <>
              {' '}
              (
              <a href={use.publicHref} target="_blank" rel="noreferrer">
                view<span className="visually-hidden"> {use.label}</span>
              </a>
              )
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

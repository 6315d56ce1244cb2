import type { Block } from '#contracts/content/pages.ts';
import { Portrait } from '#web/components/ui/portrait.tsx';
import styles from './people-block.module.css';
import type { BlockViews } from './block-view-modules.tsx';

type PeopleBlock = Extract<Block, { type: 'people' }>;

/** Initials stand in for a photo not yet taken ("Anita Verma" → "AV"). */
const initialsOf = (name: string) =>
  name
    .replace(/^(dr|mr|mrs|ms)\.?\s+/i, '')
    .split(/\s+/)
    .map((word) => word[0])
    .filter(Boolean)
    .slice(0, 2)
    .join('')
    .toUpperCase();

/** A grid of people (the faculty): photo or initials, name, and role or subject. */
export function PeopleBlockView({ block }: { block: PeopleBlock }) {
  return (
    <ul className={styles.grid} aria-label={block.label}>
      {block.people.map((person) => (
        <li key={person.name + person.role} className={styles.person}>
          <div className={styles.photo}>
            {person.photo ? (
              <Portrait image={person.photo} />
            ) : (
              <span className={styles.initials} aria-hidden="true">
                {initialsOf(person.name)}
              </span>
            )}
          </div>
          <p className={styles.name}>{person.name}</p>
          <p className={styles.role}>{person.role}</p>
        </li>
      ))}
    </ul>
  );
}

/** The blocks this module draws, for the page's script to fetch (block-view-modules.tsx). */
export const blockViews: BlockViews<'people'> = { people: PeopleBlockView };

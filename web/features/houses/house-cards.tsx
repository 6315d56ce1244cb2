import { useState, type CSSProperties } from 'react';
import type { House } from './houses-content.ts';
import styles from './house-cards.module.css';

const themeStyle = (house: House) =>
  ({
    '--house-strong': house.theme.strong,
    '--house-soft': house.theme.soft,
    '--house-ink': house.theme.ink,
  }) as CSSProperties;

/**
 * One card per house. The button under each card shows or hides its achievements; several cards
 * may be open at once and a second click closes a card again.
 */
export function HouseCards({ houses }: { houses: readonly House[] }) {
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(new Set());

  const toggle = (id: string) =>
    setOpenIds((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <ul className={styles.grid}>
      {houses.map((house) => {
        const open = openIds.has(house.id);
        const regionId = `${house.id}-achievements`;
        return (
          <li key={house.id} className={styles.card} style={themeStyle(house)}>
            <div className={styles.header}>
              <span className={styles.swatch} aria-hidden="true" />
              <div>
                <h3 className={styles.name}>{house.name}</h3>
                <p className={styles.sanskrit}>
                  <span lang="sa">{house.sanskritName}</span> ·{' '}
                  <span lang="sa-Latn">{house.transliteration}</span>
                </p>
              </div>
              <span className={styles.colour}>{house.theme.colourName} house</span>
            </div>
            <p className={styles.meaning}>{house.meaning}</p>
            <p>{house.description}</p>
            <p className={styles.motto}>“{house.motto}”</p>
            <dl className={styles.facts}>
              <div>
                <dt>Element</dt>
                <dd>{house.element}</dd>
              </div>
              <div>
                <dt>Symbol</dt>
                <dd>{house.symbol}</dd>
              </div>
              <div>
                <dt>Students</dt>
                <dd>{house.students}</dd>
              </div>
              <div>
                <dt>Points</dt>
                <dd>{house.points}</dd>
              </div>
            </dl>
            <button
              type="button"
              className={styles.toggle}
              aria-expanded={open}
              aria-controls={regionId}
              onClick={() => toggle(house.id)}
            >
              {open ? 'Hide achievements' : 'Show achievements'}
              <span className="visually-hidden"> of {house.name}</span>
            </button>
            <div
              id={regionId}
              role="region"
              aria-label={`${house.name} achievements`}
              hidden={!open}
              className={styles.achievements}
            >
              <ul>
                {house.achievements.map((achievement) => (
                  <li key={achievement}>{achievement}</li>
                ))}
              </ul>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

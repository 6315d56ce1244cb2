import { useEffect, useRef, useState } from 'react';
import { useComponentTranslation } from '#web/components/messages/component-messages.ts';
import type { CardImage } from './card.tsx';
import styles from './facility-picker.module.css';
import { Tabs } from './tabs.tsx';

export type Facility = {
  id: string;
  /** Tab label (short). */
  label: string;
  title: string;
  description: string;
  highlights?: string[];
  image: CardImage;
};

type FacilityPickerProps = {
  facilities: Facility[];
  defaultId?: string;
  /** Accessible name of the tab list. */
  label: string;
  /** Heading of the grid of all facilities. */
  gridTitle: string;
  /** Heading level of the facility titles and the grid heading (the page section is one above). */
  headingLevel?: 3 | 4;
};

/**
 * Facilities as tabs (image, title, description) followed by a grid of every facility; a grid
 * card is a button that selects its tab and moves focus to the shown facility.
 */
export function FacilityPicker({
  facilities,
  defaultId,
  label,
  gridTitle,
  headingLevel = 3,
}: FacilityPickerProps) {
  const { t } = useComponentTranslation();
  const [selectedId, setSelectedId] = useState(defaultId ?? facilities[0]?.id ?? '');
  const pickerRef = useRef<HTMLDivElement>(null);
  const focusPanel = useRef(false);
  const Heading = `h${headingLevel}` as const;

  useEffect(() => {
    if (!focusPanel.current) return;
    focusPanel.current = false;
    const panel = pickerRef.current?.querySelector<HTMLElement>('[role="tabpanel"]');
    panel?.focus({ preventScroll: true });
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    pickerRef.current?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  }, [selectedId]);

  const chooseFromGrid = (id: string) => {
    focusPanel.current = true;
    setSelectedId(id);
  };

  return (
    <div className={styles.picker}>
      <div ref={pickerRef} className={styles.anchor}>
        <Tabs
          label={label}
          selectedId={selectedId}
          onSelect={setSelectedId}
          tabs={facilities.map((facility) => ({
            id: facility.id,
            label: facility.label,
            content: (
              <div className={styles.panel}>
                <img
                  className={styles.image}
                  src={facility.image.src}
                  alt={facility.image.alt}
                  width={facility.image.width}
                  height={facility.image.height}
                  decoding="async"
                />
                <div>
                  <Heading className={styles.title}>{facility.title}</Heading>
                  <p>{facility.description}</p>
                  {facility.highlights && (
                    <ul className={styles.highlights}>
                      {facility.highlights.map((point) => (
                        <li key={point}>{point}</li>
                      ))}
                    </ul>
                  )}
                </div>
              </div>
            ),
          }))}
        />
      </div>

      <Heading className={styles.gridTitle}>{gridTitle}</Heading>
      <ul className={styles.grid}>
        {facilities.map((facility) => {
          const active = facility.id === selectedId;
          return (
            <li key={facility.id}>
              <button
                type="button"
                className={`${styles.gridCard} ${active ? styles.active : ''}`}
                aria-pressed={active}
                onClick={() => chooseFromGrid(facility.id)}
              >
                <img
                  src={facility.image.src}
                  alt=""
                  width={facility.image.width}
                  height={facility.image.height}
                  loading="lazy"
                  decoding="async"
                />
                {/* "Show Library" to a screen reader, in the page's language and word order. */}
                <span className={styles.gridLabel}>
                  <span className="visually-hidden">
                    {t('facilityPicker.show', { facility: facility.title })}
                  </span>
                  <span aria-hidden="true">{facility.title}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

import { useState } from 'react';
import { CheckList } from '#web/components/ui/check-list.tsx';
import { PageHero } from '#web/components/ui/page-hero.tsx';
import { Section } from '#web/components/ui/section.tsx';
import { pageMeta } from '#web/lib/seo.ts';
import styles from './school-uniform.module.css';
import { uniformMeta, uniformNotes, uniforms, type Uniform } from './school-uniform-content.ts';

export const meta = () => pageMeta(uniformMeta);

export default function SchoolUniformPage() {
  const [selectedId, setSelectedId] = useState<Uniform['id'] | null>(null);
  const selected = uniforms.find((uniform) => uniform.id === selectedId);

  return (
    <>
      <PageHero
        eyebrow="Student Corner"
        title="School Uniform"
        lead="A neat uniform gives every student a sense of belonging. Choose a uniform below to see what it includes and when it is worn."
      />
      <Section title="Our uniforms">
        <div className={styles.picker} role="group" aria-label="Choose a uniform">
          {uniforms.map((uniform) => (
            <button
              key={uniform.id}
              type="button"
              className={styles.choice}
              aria-pressed={uniform.id === selectedId}
              onClick={() => setSelectedId(uniform.id)}
            >
              {uniform.label}
            </button>
          ))}
        </div>
        <div aria-live="polite">
          {selected && (
            <div className={styles.display}>
              <img
                className={styles.image}
                src={selected.image.src}
                alt={selected.image.alt}
                width={selected.image.width}
                height={selected.image.height}
                loading="lazy"
                decoding="async"
              />
              <div>
                <h3>{selected.title}</h3>
                <p className={styles.when}>{selected.when}</p>
                <CheckList items={selected.items} />
              </div>
            </div>
          )}
        </div>
      </Section>
      <Section title="Good to know" tone="muted">
        <div className={styles.notes}>
          <CheckList items={uniformNotes} />
        </div>
      </Section>
    </>
  );
}

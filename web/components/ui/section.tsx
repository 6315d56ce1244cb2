import { useId, type ReactNode } from 'react';
import styles from './section.module.css';

type SectionProps = {
  title?: ReactNode;
  eyebrow?: ReactNode;
  intro?: ReactNode;
  tone?: 'plain' | 'muted' | 'brand';
  centered?: boolean;
  id?: string;
  /** Heading level of the title; pages have exactly one h1, in their hero. */
  headingLevel?: 2 | 3;
  children?: ReactNode;
  /** The band's language when it differs from its surroundings (a translated band). */
  lang?: string;
};

/** A full-width band of a page with an optional heading block; every page is a stack of these. */
export function Section({
  title,
  eyebrow,
  intro,
  tone = 'plain',
  centered,
  id,
  headingLevel = 2,
  children,
  lang,
}: SectionProps) {
  const Heading = `h${headingLevel}` as const;
  const generatedId = useId();
  const headingId = id ? `${id}-title` : generatedId;
  const classes = [styles.section, tone !== 'plain' && styles[tone], centered && styles.centered]
    .filter(Boolean)
    .join(' ');
  return (
    <section
      className={classes}
      id={id}
      lang={lang}
      aria-labelledby={title ? headingId : undefined}
    >
      <div className="container">
        {(title || intro) && (
          <div className={styles.header}>
            {eyebrow && <span className={styles.eyebrow}>{eyebrow}</span>}
            {title && <Heading id={headingId}>{title}</Heading>}
            {intro && <p className={styles.intro}>{intro}</p>}
          </div>
        )}
        {children}
      </div>
    </section>
  );
}

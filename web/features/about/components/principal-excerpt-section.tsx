import { ButtonLink } from '#web/components/ui/button.tsx';
import { Portrait } from '#web/components/ui/portrait.tsx';
import { Section } from '#web/components/ui/section.tsx';
import type { PrincipalExcerpt } from '#web/features/about/principal-excerpt.ts';
import styles from './principal-excerpt.module.css';

/** The opening of the Principal's letter (the full text lives on /principal-message). */
export function PrincipalExcerptSection({ excerpt }: { excerpt: PrincipalExcerpt }) {
  return (
    <Section id="principal" tone="muted">
      <div className={styles.layout}>
        {excerpt.portrait && (
          <div className={styles.photo}>
            {/* Portrait shows a person icon when the photo fails to load. */}
            <Portrait image={excerpt.portrait} />
          </div>
        )}
        <div>
          <p className={styles.eyebrow}>From the Principal's desk</p>
          <h2>A Warm Welcome</h2>
          <blockquote className={styles.quote}>
            {excerpt.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </blockquote>
          <p className={styles.signature}>
            <strong>{excerpt.signature}</strong>, {excerpt.organisation}
          </p>
          {/* The hidden words tell screen readers and search engines where the link leads. */}
          <ButtonLink to={excerpt.path}>
            READ MORE<span className="visually-hidden"> of the Principal&apos;s message</span>
          </ButtonLink>
        </div>
      </div>
    </Section>
  );
}

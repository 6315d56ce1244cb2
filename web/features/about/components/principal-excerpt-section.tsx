import { ButtonLink } from '#web/components/ui/button.tsx';
import { Portrait } from '#web/components/ui/portrait.tsx';
import { Section } from '#web/components/ui/section.tsx';
import { principalPage, principalPortrait } from '#web/features/about/principal-content.ts';
import styles from './principal-excerpt.module.css';

/** The opening of the Principal's letter (the full text lives on /principal-message). */
export function PrincipalExcerptSection() {
  const { letter } = principalPage;
  return (
    <Section id="principal" tone="muted">
      <div className={styles.layout}>
        <div className={styles.photo}>
          {/* Portrait shows a person icon when the photo fails to load. */}
          <Portrait image={principalPortrait} />
        </div>
        <div>
          <p className={styles.eyebrow}>From the Principal's desk</p>
          <h2>A Warm Welcome</h2>
          <blockquote className={styles.quote}>
            <p>{letter.paragraphs[0]}</p>
            <p>{letter.paragraphs[1]}</p>
          </blockquote>
          <p className={styles.signature}>
            <strong>{letter.signature}</strong>, {letter.organisation}
          </p>
          {/* The hidden words tell screen readers and search engines where the link leads. */}
          <ButtonLink to="/principal-message">
            READ MORE<span className="visually-hidden"> of the Principal&apos;s message</span>
          </ButtonLink>
        </div>
      </div>
    </Section>
  );
}

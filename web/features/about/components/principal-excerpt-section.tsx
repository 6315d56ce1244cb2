import type { BandTexts } from '#web/components/content/band-view.tsx';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { Portrait } from '#web/components/ui/portrait.tsx';
import { Section } from '#web/components/ui/section.tsx';
import type { PrincipalExcerpt } from '#web/features/about/principal-excerpt.ts';
import { useAboutTranslation } from '#web/features/about/messages/about-messages.ts';
import { PersonName } from '#web/components/ui/person-name.tsx';
import styles from './principal-excerpt.module.css';

/**
 * The opening of the Principal's letter (the full text lives on /principal-message) beside the
 * portrait, under the heading of its section of the home page.
 */
export function PrincipalExcerptSection({
  excerpt,
  band,
}: {
  excerpt: PrincipalExcerpt;
  band: BandTexts;
}) {
  const { t, language } = useAboutTranslation();
  // The letter in the page's language, or its English (marked) where its Hindi is not complete.
  const letterLang = excerpt.language === language ? undefined : excerpt.language;
  return (
    <Section id={band.id} tone={band.tone}>
      <div className={styles.layout}>
        {excerpt.portrait && (
          <div className={styles.photo} lang={letterLang}>
            {/* Portrait shows a person icon when the photo fails to load. */}
            <Portrait image={excerpt.portrait} />
          </div>
        )}
        <div>
          {band.eyebrow && <p className={styles.eyebrow}>{band.eyebrow}</p>}
          <h2>{band.title}</h2>
          {band.intro && <p>{band.intro}</p>}
          <blockquote className={styles.quote} lang={letterLang}>
            {excerpt.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </blockquote>
          <p className={styles.signature} lang={letterLang}>
            <strong>
              {excerpt.byName ? (
                <PersonName name={excerpt.signature} language={excerpt.language} />
              ) : (
                excerpt.signature
              )}
            </strong>
            , {excerpt.organisation}
          </p>
          {/* The hidden words tell screen readers and search engines where the link leads. */}
          <ButtonLink to={excerpt.path}>
            {t('about.readMore')}
            <span className="visually-hidden">{t('about.ofPrincipalMessage')}</span>
          </ButtonLink>
        </div>
      </div>
    </Section>
  );
}

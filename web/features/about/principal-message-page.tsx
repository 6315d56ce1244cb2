import { ButtonLink } from '#web/components/ui/button.tsx';
import { Icon } from '#web/components/ui/icon.tsx';
import { Letter } from '#web/components/ui/letter.tsx';
import { PageHero } from '#web/components/ui/page-hero.tsx';
import { Section } from '#web/components/ui/section.tsx';
import { principalPage, principalPortrait } from './principal-content.ts';
import styles from './principal.module.css';

/** The Principal's letter with photo (a person icon replaces it if it fails) and a mail button. */
export function PrincipalMessagePage() {
  const { hero, letterTitle, letter, contact } = principalPage;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} />
      <Section title={letterTitle}>
        <Letter
          letter={letter}
          portrait={principalPortrait}
          actions={
            <div className={styles.contact}>
              <ButtonLink to={`mailto:${contact.email}`}>
                <Icon name="mail" size={20} />
                {contact.label}
              </ButtonLink>
              <p className={styles.hours}>
                <Icon name="clock" size={18} />
                <span>
                  {contact.hours} E-mail: <a href={`mailto:${contact.email}`}>{contact.email}</a>
                </span>
              </p>
            </div>
          }
        />
      </Section>
    </>
  );
}

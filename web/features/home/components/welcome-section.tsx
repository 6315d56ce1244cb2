import { schoolIdentity, schoolWords } from '#contracts/school-identity.ts';
import { schoolImages } from '#contracts/school-images.ts';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { PageHero } from '#web/components/ui/page-hero.tsx';
import { useHomeTranslation } from '#web/features/home/messages/home-messages.ts';

/**
 * The welcome band with the page's h1, Apply Now (external registration form, new tab) and the
 * Mandatory Public Disclosure, which CBSE wants linked prominently from the home page's first
 * screen (circulars 03/2021 and 09/2021).
 */
export function WelcomeSection() {
  const { t, language } = useHomeTranslation();
  const { board, established } = schoolIdentity;
  const { name, city, classes, tagline } = schoolWords(language);
  return (
    <div lang={language}>
      <PageHero
        eyebrow={t('home.eyebrow', { board, established })}
        title={t('home.title', { school: name })}
        lead={t('home.lead', { city, classes, tagline })}
        image={{ ...schoolImages.assembly, alt: t('home.assemblyPicture') }}
        actions={
          <>
            <ButtonLink to={schoolIdentity.admissionUrl} external variant="accent">
              {t('home.applyNow')}
            </ButtonLink>
            <ButtonLink to="/contact" variant="light">
              {t('home.bookTour')}
            </ButtonLink>
            <ButtonLink to="/mandatory-disclosure" variant="light">
              {t('home.disclosure')}
            </ButtonLink>
          </>
        }
      />
    </div>
  );
}

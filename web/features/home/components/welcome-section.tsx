import { schoolIdentity } from '#contracts/school-identity.ts';
import { schoolImages } from '#contracts/school-images.ts';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { PageHero } from '#web/components/ui/page-hero.tsx';

/**
 * The welcome band with the page's h1, Apply Now (external registration form, new tab) and the
 * Mandatory Public Disclosure, which CBSE wants linked prominently from the home page's first
 * screen (circulars 03/2021 and 09/2021).
 */
export function WelcomeSection() {
  return (
    <PageHero
      eyebrow={`${schoolIdentity.board} affiliated · Est. ${schoolIdentity.established}`}
      title={`Welcome to ${schoolIdentity.name}`}
      lead={`A caring, ambitious school in ${schoolIdentity.city} for ${schoolIdentity.classes}. ${schoolIdentity.tagline}.`}
      image={schoolImages.assembly}
      actions={
        <>
          <ButtonLink to={schoolIdentity.admissionUrl} external variant="accent">
            Apply Now
          </ButtonLink>
          <ButtonLink to="/contact" variant="light">
            Book a School Tour
          </ButtonLink>
          <ButtonLink to="/mandatory-disclosure" variant="light">
            Mandatory Public Disclosure
          </ButtonLink>
        </>
      }
    />
  );
}

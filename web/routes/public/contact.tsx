import type { MetaArgs } from 'react-router';
import { languageOfPath } from '#contracts/languages.ts';
import { LocationBlock } from '#web/components/ui/location-block.tsx';
import { PageHero } from '#web/components/ui/page-hero.tsx';
import { Section } from '#web/components/ui/section.tsx';
import { ContactForm } from '#web/features/contact/components/contact-form.tsx';
import {
  contactFormText,
  contactHero,
  contactMeta,
  locationText,
} from '#web/features/contact/contact-content.ts';
import formStyles from '#web/components/forms/public-form.module.css';
import { schoolJsonLd } from '#web/lib/school-json-ld.ts';
import { pageMeta } from '#web/lib/seo.ts';

export const meta = ({ location }: MetaArgs) => [
  ...pageMeta({ ...contactMeta, language: languageOfPath(location.pathname) }),
  schoolJsonLd(),
];

export default function ContactPage() {
  return (
    <>
      <PageHero eyebrow={contactHero.eyebrow} title={contactHero.title} lead={contactHero.lead} />
      <Section id="message" title={contactFormText.title}>
        <div className={formStyles.narrow}>
          <ContactForm />
        </div>
      </Section>
      <Section id="location" tone="muted" title={locationText.title} intro={locationText.intro}>
        <LocationBlock />
      </Section>
    </>
  );
}

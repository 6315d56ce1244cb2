import { LocationBlock } from '../../components/ui/location-block.tsx';
import { PageHero } from '../../components/ui/page-hero.tsx';
import { Section } from '../../components/ui/section.tsx';
import { ContactForm } from '../../features/contact/components/contact-form.tsx';
import {
  contactFormText,
  contactHero,
  contactMeta,
  locationText,
} from '../../features/contact/contact-content.ts';
import formStyles from '../../features/public-forms/public-form.module.css';
import { schoolJsonLd } from '../../lib/school-json-ld.ts';
import { pageMeta } from '../../lib/seo.ts';

export const meta = () => [...pageMeta(contactMeta), schoolJsonLd()];

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

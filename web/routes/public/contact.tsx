import type { MetaArgs } from 'react-router';
import { languageOfPath } from '#contracts/languages.ts';
import { LocationBlock } from '#web/components/ui/location-block.tsx';
import { PageHero } from '#web/components/ui/page-hero.tsx';
import { Section } from '#web/components/ui/section.tsx';
import { ContactForm } from '#web/features/contact/components/contact-form.tsx';
import formStyles from '#web/components/forms/public-form.module.css';
import { schoolJsonLd } from '#web/lib/school-json-ld.ts';
import { useContactTranslation } from '#web/features/contact/messages/contact-messages.ts';
import { pageMeta, translatedMeta } from '#web/lib/seo.ts';

export const meta = ({ location }: MetaArgs) => {
  const language = languageOfPath(location.pathname);
  return [
    ...pageMeta({ ...translatedMeta('contact', language), path: '/contact' }),
    schoolJsonLd(language),
  ];
};

export default function ContactPage() {
  const { t, language } = useContactTranslation();
  return (
    <div lang={language}>
      <PageHero
        eyebrow={t('contact.eyebrow')}
        title={t('contact.title')}
        lead={t('contact.lead')}
      />
      <Section id="message" title={t('contact.formTitle')}>
        <div className={formStyles.narrow}>
          <ContactForm />
        </div>
      </Section>
      <Section
        id="location"
        tone="muted"
        title={t('contact.locationTitle')}
        intro={t('contact.locationIntro')}
      >
        <LocationBlock />
      </Section>
    </div>
  );
}

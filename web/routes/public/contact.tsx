import { useActionData, useSearchParams, type MetaArgs } from 'react-router';
import { languageOfPath } from '#contracts/languages.ts';
import { LocationBlock } from '#web/components/ui/location-block.tsx';
import { PageHero } from '#web/components/ui/page-hero.tsx';
import { Section } from '#web/components/ui/section.tsx';
import { ContactForm } from '#web/features/contact/components/contact-form.tsx';
import formStyles from '#web/components/forms/public-form.module.css';
import { schoolJsonLd } from '#web/lib/school-json-ld.ts';
import { useContactTranslation } from '#web/features/contact/messages/contact-messages.ts';
import { clientKey } from '#web/lib/public-content.ts';
import { formAnswer, publicForms, sentFields } from '#web/lib/public-forms.ts';
import { schoolOf } from '#web/lib/school.ts';
import { pageMeta, translatedMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/contact';

export const meta = ({ location, matches }: MetaArgs) => {
  const language = languageOfPath(location.pathname);
  const school = schoolOf(matches);
  return [
    ...pageMeta({ ...translatedMeta('contact', language, school), path: '/contact' }),
    schoolJsonLd(school, language),
  ];
};

/** The form sent without scripts (decision 0026): stored as POST /api/contact stores it. */
export async function action({ request, context }: Route.ActionArgs) {
  const fields = sentFields(await request.formData());
  const answer = await publicForms(context).sendContactMessage(fields, clientKey(context));
  return formAnswer(answer, request, fields, 'message');
}

export default function ContactPage() {
  const { t, language } = useContactTranslation();
  const problems = useActionData<typeof action>();
  const [params] = useSearchParams();
  return (
    <div lang={language}>
      <PageHero
        eyebrow={t('contact.eyebrow')}
        title={t('contact.title')}
        lead={t('contact.lead')}
      />
      <Section id="message" title={t('contact.formTitle')}>
        <div className={formStyles.narrow}>
          <ContactForm problems={problems} sent={params.has('sent')} />
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

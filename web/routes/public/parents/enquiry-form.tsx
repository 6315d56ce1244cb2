import type { MetaArgs } from 'react-router';
import { languageOfPath } from '#contracts/languages.ts';
import { useEffect } from 'react';
import { schoolIdentity, schoolWords } from '#contracts/school-identity.ts';
import { PageHero } from '#web/components/ui/page-hero.tsx';
import { Section } from '#web/components/ui/section.tsx';
import { useEnquiryTranslation } from '#web/features/enquiry/messages/enquiry-messages.ts';
import { withParts } from '#web/i18n/with-parts.tsx';
import { pageMeta, translatedMeta } from '#web/lib/seo.ts';
import styles from './enquiry-form.module.css';

export const meta = ({ location }: MetaArgs) =>
  pageMeta({
    ...translatedMeta('enquiry', languageOfPath(location.pathname)),
    path: '/enquiry-form',
  });

/** Sends the visitor straight on to the external enquiry form; the link works without JavaScript too. */
export default function EnquiryFormPage() {
  const { t, language } = useEnquiryTranslation();
  useEffect(() => {
    window.location.replace(schoolIdentity.admissionUrl);
  }, []);
  const email = schoolIdentity.emails.admissions;
  const phone = schoolIdentity.phones[0];

  return (
    <div lang={language}>
      <PageHero
        eyebrow={t('enquiry.eyebrow')}
        title={t('enquiry.heroTitle')}
        lead={t('enquiry.lead', { school: schoolWords(language).name })}
        actions={
          <a className={styles.link} href={schoolIdentity.admissionUrl}>
            {t('enquiry.open')}
          </a>
        }
      />
      <Section>
        <p className={styles.help}>
          {withParts(t, 'enquiry.help', {
            email: <a href={`mailto:${email}`}>{email}</a>,
            phone: <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a>,
          })}
        </p>
      </Section>
    </div>
  );
}

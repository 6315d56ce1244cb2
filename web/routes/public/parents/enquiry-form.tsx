import type { MetaArgs } from 'react-router';
import { languageOfPath } from '#contracts/languages.ts';
import { useEffect } from 'react';
import { schoolIdentity } from '#contracts/school-identity.ts';
import { PageHero } from '#web/components/ui/page-hero.tsx';
import { Section } from '#web/components/ui/section.tsx';
import { pageMeta } from '#web/lib/seo.ts';
import styles from './enquiry-form.module.css';

export const meta = ({ location }: MetaArgs) =>
  pageMeta({
    language: languageOfPath(location.pathname),
    title: 'Enquiry Form',
    description: `Send an admission enquiry to ${schoolIdentity.name}: this page takes you to the school's online enquiry and registration form.`,
    path: '/enquiry-form',
  });

/** Sends the visitor straight on to the external enquiry form; the link works without JavaScript too. */
export default function EnquiryFormPage() {
  useEffect(() => {
    window.location.replace(schoolIdentity.admissionUrl);
  }, []);

  return (
    <>
      <PageHero
        eyebrow="Admissions"
        title="Redirecting to Enquiry Form..."
        lead={`You are being taken to the online enquiry and registration form of ${schoolIdentity.name}. If nothing happens in a few seconds, use the link below.`}
        actions={
          <a className={styles.link} href={schoolIdentity.admissionUrl}>
            Open the enquiry form
          </a>
        }
      />
      <Section>
        <p className={styles.help}>
          Prefer to write or call? E-mail{' '}
          <a href={`mailto:${schoolIdentity.emails.admissions}`}>
            {schoolIdentity.emails.admissions}
          </a>{' '}
          or phone{' '}
          <a href={`tel:${schoolIdentity.phones[0].replace(/\s+/g, '')}`}>
            {schoolIdentity.phones[0]}
          </a>
          , Monday to Friday, 9:00 AM to 3:00 PM.
        </p>
      </Section>
    </>
  );
}

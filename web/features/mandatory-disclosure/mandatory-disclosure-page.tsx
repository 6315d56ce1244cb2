import { schoolWords } from '#contracts/school-profile.ts';
import { PageHero } from '#web/components/ui/page-hero.tsx';
import { Section } from '#web/components/ui/section.tsx';
import { withParts } from '#web/i18n/with-parts.tsx';
import { useSchool } from '#web/lib/school.ts';
import { DocumentsPanel } from './components/documents-panel.tsx';
import { SchoolInformationPanel } from './components/school-information-panel.tsx';
import styles from './components/mandatory-disclosure.module.css';
import type { DisclosureData } from './disclosure-data.ts';
import { displayDate } from './display-date.ts';
import { useDisclosureTranslation } from './messages/mandatory-disclosure-messages.ts';

/** Documents & Reports and School Information, as CBSE requires every affiliated school to publish. */
export function MandatoryDisclosurePage({ page }: { page: DisclosureData }) {
  const { t, language } = useDisclosureTranslation();
  const school = useSchool();
  const words = schoolWords(school, language);
  // The latest save of a section; none until staff save one, when no date is stated.
  const updated = page.information.updatedAt;
  const affiliation = { board: words.board, number: school.affiliationNumber };
  return (
    <div lang={language}>
      <p className={styles.printHeader}>
        <strong>{words.name}</strong>,{' '}
        {withParts(
          t,
          updated ? 'disclosure.printHeader' : 'disclosure.printHeaderUndated',
          {
            printed: <time dateTime={page.printedOn}>{displayDate(page.printedOn, language)}</time>,
          },
          updated ? { ...affiliation, updated: displayDate(updated, language) } : affiliation,
        )}
      </p>
      <PageHero
        eyebrow={t('disclosure.eyebrow', affiliation)}
        title={t('disclosure.title')}
        lead={t('disclosure.lead')}
      />
      <Section>
        <nav aria-label={t('disclosure.onThisPage')} className={styles.onThisPage}>
          <a href="#documents">{t('disclosure.documentsTitle')}</a>
          <a href="#school-information">{t('disclosure.informationTitle')}</a>
        </nav>
        <DocumentsPanel page={page} />
        <SchoolInformationPanel info={page.information} />
      </Section>
    </div>
  );
}

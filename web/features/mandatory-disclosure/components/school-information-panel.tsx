import { sectionIds, type SchoolInformation } from '#contracts/content/school-information.ts';
import { Accordion } from '#web/components/ui/accordion.tsx';
import { displayDate } from '#web/features/mandatory-disclosure/display-date.ts';
import styles from './mandatory-disclosure.module.css';
import { useDisclosureTranslation } from '#web/features/mandatory-disclosure/messages/mandatory-disclosure-messages.ts';
import { RtiFootnote } from './rti-footnote.tsx';
import { SectionContent, sectionFacts } from './section-content.tsx';

/**
 * School Information: CBSE's sections A to E and the dates, one open at a time. A document not
 * linked yet is left out and a figure not given says so (section-content.tsx); the admin's
 * compliance dashboard lists both (decision 0015).
 */
export function SchoolInformationPanel({ info }: { info: SchoolInformation }) {
  const { t, language } = useDisclosureTranslation();
  // Null until staff save a section: the page then states no date at all.
  const updated = info.updatedAt;
  const items = sectionIds
    .filter((section) => sectionFacts(info, section, t, language).length > 0)
    .map((section) => ({
      id: section,
      title: t(`disclosure.sections.${section}`),
      content: <SectionContent info={info} section={section} />,
    }));
  return (
    <section
      id="school-information"
      aria-labelledby="school-information-title"
      className={styles.part}
    >
      <h2 id="school-information-title">{t('disclosure.informationTitle')}</h2>
      {updated && (
        <p className={styles.updated}>
          {t('disclosure.lastUpdated')}{' '}
          <time dateTime={updated}>{displayDate(updated, language)}</time>
        </p>
      )}
      <Accordion items={items} defaultOpenId="general" />
      <RtiFootnote updated={updated} />
    </section>
  );
}

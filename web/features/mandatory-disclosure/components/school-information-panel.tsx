import { sectionIds, type SchoolInformation } from '#contracts/content/school-information.ts';
import { Accordion } from '#web/components/ui/accordion.tsx';
import { displayDate } from '#web/features/mandatory-disclosure/display-date.ts';
import { lastUpdated } from '#web/features/mandatory-disclosure/school-information-view.ts';
import styles from './mandatory-disclosure.module.css';
import { useDisclosureTranslation } from '#web/features/mandatory-disclosure/messages/mandatory-disclosure-messages.ts';
import { RtiFootnote } from './rti-footnote.tsx';
import { SectionContent, sectionFacts } from './section-content.tsx';

/**
 * School Information: CBSE's sections A to E and the dates, one open at a time. Only what is
 * published is shown: items not filled in yet are listed in the admin's compliance dashboard,
 * never to the public (issue 14).
 */
export function SchoolInformationPanel({ info }: { info: SchoolInformation }) {
  const { t, language } = useDisclosureTranslation();
  const updated = lastUpdated(info);
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
      <p className={styles.updated}>
        {t('disclosure.lastUpdated')}{' '}
        <time dateTime={updated}>{displayDate(updated, language)}</time>
      </p>
      <Accordion items={items} defaultOpenId="general" />
      <RtiFootnote updated={updated} />
    </section>
  );
}

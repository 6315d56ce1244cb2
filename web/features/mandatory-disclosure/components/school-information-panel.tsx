import {
  schoolInformationSections,
  sectionIds,
  type SchoolInformation,
} from '#contracts/content/school-information.ts';
import { Accordion } from '#web/components/ui/accordion.tsx';
import {
  lastUpdated,
  missingItems,
} from '#web/features/mandatory-disclosure/school-information-view.ts';
import styles from './mandatory-disclosure.module.css';
import { MissingSummary } from './missing-summary.tsx';
import { RtiFootnote } from './rti-footnote.tsx';
import { SectionContent } from './section-content.tsx';

/** School Information: CBSE's sections A to E and the dates, one open at a time. */
export function SchoolInformationPanel({ info }: { info: SchoolInformation }) {
  const missing = missingItems(info);
  const items = sectionIds.map((section) => {
    const count = missing.filter((item) => item.section === section).length;
    return {
      id: section,
      title: (
        <span className={styles.sectionTitle}>
          {schoolInformationSections[section].title}
          {count > 0 && <span className={styles.badge}>{count} missing</span>}
        </span>
      ),
      content: <SectionContent info={info} section={section} />,
    };
  });
  return (
    <section
      id="school-information"
      aria-labelledby="school-information-title"
      className={styles.part}
    >
      <h2 id="school-information-title">School Information</h2>
      <MissingSummary items={missing} />
      <Accordion items={items} defaultOpenId="general" />
      <RtiFootnote updated={lastUpdated(info)} />
    </section>
  );
}

import {
  schoolInformationSections,
  sectionIds,
  type SchoolInformation,
} from '#contracts/content/school-information.ts';
import { Accordion } from '#web/components/ui/accordion.tsx';
import type { RemoteData } from '#web/lib/use-remote-data.ts';
import {
  lastUpdated,
  missingItems,
} from '#web/features/mandatory-disclosure/school-information-view.ts';
import { LoadError } from './load-error.tsx';
import styles from './mandatory-disclosure.module.css';
import { MissingSummary } from './missing-summary.tsx';
import { RtiFootnote } from './rti-footnote.tsx';
import { SectionContent } from './section-content.tsx';

/** The School Information tab: CBSE's sections A to E and the dates, one open at a time. */
export function SchoolInformationPanel({ state }: { state: RemoteData<SchoolInformation> }) {
  return (
    <>
      <h2 className="visually-hidden">School Information</h2>
      {state.status === 'loading' && (
        <p role="status" className={styles.state}>
          Loading school information...
        </p>
      )}
      {state.status === 'error' && <LoadError error={state.error} />}
      {state.status === 'loaded' && <SchoolInformationSections info={state.data} />}
    </>
  );
}

function SchoolInformationSections({ info }: { info: SchoolInformation }) {
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
    <>
      <MissingSummary items={missing} />
      <Accordion items={items} defaultOpenId="general" />
      <RtiFootnote updated={lastUpdated(info)} />
    </>
  );
}

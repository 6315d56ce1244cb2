import { useId, useState } from 'react';
import {
  schoolInformationSections,
  sectionIds,
  type SchoolInformation,
} from '#contracts/content/school-information.ts';
import { disclosureScreens } from '#contracts/disclosure-screens.ts';
import { Accordion } from '#web/components/ui/accordion.tsx';
import { missingItems } from '#contracts/content/disclosure-completeness.ts';
import { useRemoteData } from '#web/lib/use-remote-data.ts';
import { errorText } from '#web/features/admin-content/shared/error-text.ts';
import { loadSchoolInformation } from '#web/features/admin-content/school-information/load-school-information.ts';
import { MissingSummary } from './missing-summary.tsx';
import { SectionForm } from './section-form.tsx';
import styles from '#web/features/admin-content/shared/admin-content.module.css';

/** The School Information of /mandatory-disclosure, one form per section, one open at a time. */
export function SchoolInformationTab() {
  const { state } = useRemoteData(loadSchoolInformation, 'school information');
  const [saved, setSaved] = useState<SchoolInformation>();
  const titleId = useId();

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.heading}>
        {disclosureScreens['school-information'].name}
      </h1>
      <p className={styles.hint}>
        {disclosureScreens['school-information'].description} Link each required document to one
        uploaded under {disclosureScreens.disclosure.name}; an item left empty is not shown to the
        public and is listed here and under {disclosureScreens.compliance.name}.
      </p>
      {state.status === 'loading' && <p role="status">Loading school information…</p>}
      {state.status === 'error' && (
        <p role="alert" className={styles.formError}>
          {errorText(state.error)}
        </p>
      )}
      {state.status === 'loaded' && (
        <MissingSummary items={missingItems(saved ?? state.data.info)} />
      )}
      {state.status === 'loaded' && (
        <Accordion
          defaultOpenId="general"
          items={sectionIds.map((section) => ({
            id: section,
            title: schoolInformationSections[section].title,
            content: (
              <SectionForm
                section={section}
                info={saved ?? state.data.info}
                documents={state.data.documents}
                onSaved={setSaved}
              />
            ),
          }))}
        />
      )}
    </section>
  );
}

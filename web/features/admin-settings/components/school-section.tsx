import type { SchoolSettings } from '#contracts/school-settings.ts';
import { typedNumber } from '#web/features/admin-settings/lib/typed-number.ts';
import { SettingField } from './setting-field.tsx';
import { SettingsSection } from './settings-section.tsx';
import { useDraft, type SectionProps } from './use-draft.ts';
import styles from './settings.module.css';

const fromSettings = (school: SchoolSettings) => ({
  name: school.name,
  nameHi: school.nameHi,
  shortName: school.shortName,
  shortNameHi: school.shortNameHi,
  abbreviation: school.abbreviation,
  tagline: school.tagline,
  taglineHi: school.taglineHi,
  board: school.board,
  boardHi: school.boardHi,
  affiliationNumber: school.affiliationNumber,
  schoolCode: school.schoolCode,
  established: school.established === null ? '' : String(school.established),
  classes: school.classes,
  classesHi: school.classesHi,
});
type Draft = ReturnType<typeof fromSettings>;

/** The school's name and what it is: the header, the footer, page titles and mails show these. */
export function SchoolSection(props: SectionProps) {
  const { draft, change, section, save } = useDraft(props, fromSettings);
  const field = (key: keyof Draft) => ({
    path: key,
    value: draft[key],
    onChange: (value: string) => change({ ...draft, [key]: value }),
    errors: section.errors,
  });
  return (
    <SettingsSection
      title="School"
      intro={<p>The name and details that the header, the footer, page titles and e-mails show.</p>}
      section={section}
      onSave={() => void save({ ...draft, established: typedNumber(draft.established, null) })}
    >
      <div className={styles.pair}>
        <SettingField label="School name" autoComplete="organization" {...field('name')} />
        <SettingField label="School name in Hindi" lang="hi" {...field('nameHi')} />
      </div>
      <div className={styles.pair}>
        <SettingField
          label="Short name"
          hint="Where the full name is too long, e.g. on a phone."
          {...field('shortName')}
        />
        <SettingField label="Short name in Hindi" lang="hi" {...field('shortNameHi')} />
      </div>
      <SettingField
        label="Abbreviation"
        hint="2 to 10 letters, e.g. SPS. Circular numbers use it: SPS/2026-27/014."
        {...field('abbreviation')}
      />
      <div className={styles.pair}>
        <SettingField label="Tagline" optional {...field('tagline')} />
        <SettingField label="Tagline in Hindi" lang="hi" optional {...field('taglineHi')} />
      </div>
      <div className={styles.pair}>
        <SettingField label="Board" hint="e.g. CBSE" {...field('board')} />
        <SettingField label="Board in Hindi" lang="hi" {...field('boardHi')} />
      </div>
      <div className={styles.pair}>
        <SettingField
          label="Affiliation number"
          inputMode="numeric"
          hint="As on the board's certificate: 4 to 10 digits."
          {...field('affiliationNumber')}
        />
        <SettingField label="School code" {...field('schoolCode')} />
      </div>
      <SettingField
        label="Year founded"
        inputMode="numeric"
        maxLength={4}
        {...field('established')}
      />
      <div className={styles.pair}>
        <SettingField label="Classes" hint="e.g. Pre-Primary to Class XII" {...field('classes')} />
        <SettingField label="Classes in Hindi" lang="hi" {...field('classesHi')} />
      </div>
    </SettingsSection>
  );
}

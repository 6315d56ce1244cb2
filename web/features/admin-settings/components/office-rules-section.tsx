import { Link } from 'react-router';
import type { SchoolSettings } from '#contracts/school-settings.ts';
import { adminScreens } from '#contracts/admin-addresses.ts';
import { schoolToday } from '#web/lib/school-date.ts';
import {
  circularNumberExample,
  environmentNames,
} from '#web/features/admin-settings/lib/office-rules.ts';
import { typedNumber } from '#web/features/admin-settings/lib/typed-number.ts';
import { SettingField } from './setting-field.tsx';
import { SettingsSection } from './settings-section.tsx';
import { useDraft, type SectionProps } from './use-draft.ts';
import styles from './settings.module.css';

const fromSettings = (school: SchoolSettings) => ({
  circularNumberFormat: school.circularNumberFormat,
  digestTime: school.digestTime,
  applicationMonths: String(school.retention.applicationMonths),
  messageMonths: String(school.retention.messageMonths),
});
type Draft = ReturnType<typeof fromSettings>;

/** The field's path as the server names it, for `fixedByEnvironment` and refusals. */
const paths: Record<keyof Draft, string> = {
  circularNumberFormat: 'circularNumberFormat',
  digestTime: 'digestTime',
  applicationMonths: 'retention.applicationMonths',
  messageMonths: 'retention.messageMonths',
};

/**
 * The office's own rules: how circulars are numbered, when the daily digest goes out and how long
 * submissions are kept. A rule the server's configuration sets is shown, not changed, and is
 * left out of the save (decision 0027: the environment wins).
 */
export function OfficeRulesSection(props: SectionProps) {
  const { draft, change, section, save } = useDraft(props, fromSettings);
  const { fixedByEnvironment } = props.current;
  const fixed = (key: keyof Draft) => fixedByEnvironment.includes(paths[key]);
  const field = (key: keyof Draft) => ({
    path: paths[key],
    value: draft[key],
    onChange: (value: string) => change({ ...draft, [key]: value }),
    errors: section.errors,
    readOnly: fixed(key),
    hint: fixed(key)
      ? `Set by the server’s configuration (${environmentNames[paths[key]]}).`
      : undefined,
  });

  const editable = (Object.keys(paths) as Array<keyof Draft>).filter((key) => !fixed(key));
  const onSave = () => {
    const retention = {
      ...(fixed('applicationMonths')
        ? {}
        : { applicationMonths: typedNumber(draft.applicationMonths, '') }),
      ...(fixed('messageMonths') ? {} : { messageMonths: typedNumber(draft.messageMonths, '') }),
    };
    void save({
      ...(fixed('circularNumberFormat')
        ? {}
        : { circularNumberFormat: draft.circularNumberFormat }),
      ...(fixed('digestTime') ? {} : { digestTime: draft.digestTime }),
      ...(Object.keys(retention).length > 0 ? { retention } : {}),
    });
  };
  const example = circularNumberExample(
    draft.circularNumberFormat,
    props.current.settings.abbreviation,
    schoolToday(),
  );

  return (
    <SettingsSection
      title="Office rules"
      intro={
        <p>
          How the office works: circular numbers, the daily e-mail to parents, and how long messages
          are kept. The posts the Careers page offers are in the{' '}
          <Link to={adminScreens.positions}>Job positions</Link> screen.
        </p>
      }
      section={section}
      onSave={onSave}
      blockedBy={
        editable.length === 0 ? 'The server’s configuration sets all of these.' : undefined
      }
      saveLabel="Save office rules"
    >
      <SettingField
        label="Circular number format"
        maxLength={100}
        {...field('circularNumberFormat')}
        hint={
          <>
            {field('circularNumberFormat').hint && <p>{field('circularNumberFormat').hint}</p>}
            <p>The words in braces are filled in for each circular:</p>
            <ul className={styles.placeholders}>
              <li>
                <code>{'{abbreviation}'}</code> the school&apos;s abbreviation
              </li>
              <li>
                <code>{'{year}'}</code> the academic year, e.g. 2026-27
              </li>
              <li>
                <code>{'{nnn}'}</code> the circular&apos;s number in the year with three digits,
                e.g. 014
              </li>
              <li>
                <code>{'{n}'}</code> the same number as it is, e.g. 14 (one of the two is needed)
              </li>
            </ul>
            <p>
              The 14th circular of this year would be numbered <strong>{example}</strong>.
            </p>
          </>
        }
      />
      <SettingField
        label="Daily digest time"
        type="time"
        {...field('digestTime')}
        hint={
          field('digestTime').hint ??
          'When parents who chose one e-mail a day receive the day’s circulars (India time).'
        }
      />
      <div className={styles.pair}>
        <SettingField
          label="Keep job applications for (months)"
          inputMode="numeric"
          {...field('applicationMonths')}
          hint={field('applicationMonths').hint ?? 'Then they are deleted with their resumes.'}
        />
        <SettingField
          label="Keep contact messages for (months)"
          inputMode="numeric"
          {...field('messageMonths')}
          hint={field('messageMonths').hint ?? 'Then they are deleted.'}
        />
      </div>
    </SettingsSection>
  );
}

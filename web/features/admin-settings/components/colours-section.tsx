import { useId } from 'react';
import { colourLabels, type ColourName, type SchoolSettings } from '#contracts/school-settings.ts';
import { checkColours, pickerValue } from '#web/features/admin-settings/lib/colour-check.ts';
import { ColourPreview } from './colour-preview.tsx';
import { SettingsSection } from './settings-section.tsx';
import { useDraft, type SectionProps } from './use-draft.ts';
import styles from './settings.module.css';

const fromSettings = (school: SchoolSettings) => ({ ...school.colours });
type Colours = ReturnType<typeof fromSettings>;

const colourHints: Record<ColourName, string> = {
  primary: 'The menu bar, headings and links.',
  primaryDark: 'The school’s name in the header, and the footer.',
  accent: 'Buttons such as Apply Now, and highlights.',
  accentSoft: 'Light backgrounds of notes and highlighted boxes.',
  event: 'Events in the school calendar.',
  leave: 'Holidays in the school calendar.',
};

function ColourField({
  name,
  value,
  onChange,
  error,
}: {
  name: ColourName;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const id = useId();
  const picker = pickerValue(value);
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {colourLabels[name]}
      </label>
      <div className={styles.colourRow}>
        <input
          type="color"
          className={styles.swatch}
          // A colour the picker cannot show (being typed) leaves it on black until it is whole.
          value={picker ?? '#000000'}
          aria-label={`Pick the ${colourLabels[name].toLowerCase()}`}
          onChange={(event) => onChange(event.target.value)}
        />
        <input
          id={id}
          name={`colours.${name}`}
          className={styles.input}
          value={value}
          spellCheck={false}
          autoComplete="off"
          maxLength={7}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        {colourHints[name]}
      </p>
      {error && (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The six brand colours with a live preview and the contrast check the server also makes
 * (contracts/school-settings.ts): an unreadable pair is named in words and Save stays off.
 */
export function ColoursSection(props: SectionProps) {
  const { draft, change, section, save } = useDraft(props, fromSettings);
  const { invalid, unreadable } = checkColours(draft);
  const school = props.current.settings;
  const errorOf = (name: ColourName) =>
    section.errors[`colours.${name}`] ??
    (invalid.includes(name)
      ? 'Write the colour as # and six digits or letters, e.g. #0b4f6c.'
      : undefined);
  const blockedBy =
    unreadable.length > 0
      ? 'Save is off until every text is easy to read.'
      : invalid.length > 0
        ? 'Save is off until every colour is written like #0b4f6c.'
        : undefined;

  return (
    <SettingsSection
      title="Colours"
      intro={
        <p>
          The website&apos;s colours. The preview changes as you choose; text must stay easy to read
          on each colour (at least 4.5 to 1, the accessibility standard).
        </p>
      }
      section={section}
      onSave={() => void save({ colours: draft })}
      blockedBy={blockedBy}
      saveLabel="Save colours"
    >
      <div className={styles.colours}>
        <div className={styles.pair}>
          {(Object.keys(colourLabels) as ColourName[]).map((name) => (
            <ColourField
              key={name}
              name={name}
              value={draft[name]}
              onChange={(value) => change({ ...draft, [name]: value } as Colours)}
              error={errorOf(name)}
            />
          ))}
        </div>
        <ColourPreview colours={draft} name={school.shortName} logo={school.logo} />
      </div>
      {unreadable.length > 0 && (
        <div role="alert" className={styles.formError}>
          <p>These colours make text hard to read, so they cannot be saved:</p>
          <ul>
            {unreadable.map((pair) => (
              <li key={pair.message}>{pair.message}</li>
            ))}
          </ul>
          <p>Choose a darker or a lighter colour.</p>
        </div>
      )}
    </SettingsSection>
  );
}

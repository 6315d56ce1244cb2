import { fieldValue } from '#contracts/content/disclosure-completeness.ts';
import type { SchoolInformation, SectionId } from '#contracts/content/school-information.ts';
import { displayDate } from '#web/features/mandatory-disclosure/display-date.ts';
import styles from './mandatory-disclosure.module.css';

/** "Attested by the Chairman and the Principal on …; valid until …", from what is filled in. */
export function Attestation({
  info,
  section,
  documentKey,
}: {
  info: SchoolInformation;
  section: SectionId;
  documentKey: string;
}) {
  const text = (suffix: string) => String(fieldValue(info, section, documentKey + suffix) ?? '');
  const [by, on, until] = [text('AttestedBy'), text('AttestedOn'), text('ValidUntil')];
  if (!by && !on && !until) return null;
  return (
    <span className={styles.attestation}>
      {(by || on) && (
        <span>
          Attested{by && ` by the ${by} and the Principal`}
          {on && (
            <>
              {' '}
              on <time dateTime={on}>{displayDate(on)}</time>
            </>
          )}
          .
        </span>
      )}
      {until && (
        <span>
          {' '}
          Valid until <time dateTime={until}>{displayDate(until)}</time>.
        </span>
      )}
    </span>
  );
}

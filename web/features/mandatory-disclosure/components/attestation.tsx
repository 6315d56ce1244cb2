import { fieldValue } from '#contracts/content/disclosure-completeness.ts';
import type { SchoolInformation, SectionId } from '#contracts/content/school-information.ts';
import { displayDate } from '#web/features/mandatory-disclosure/display-date.ts';
import { useDisclosureTranslation } from '#web/features/mandatory-disclosure/messages/mandatory-disclosure-messages.ts';
import { withParts } from '#web/i18n/with-parts.tsx';
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
  const { t, language } = useDisclosureTranslation();
  const text = (suffix: string) => String(fieldValue(info, section, documentKey + suffix) ?? '');
  const [by, on, until] = [text('AttestedBy'), text('AttestedOn'), text('ValidUntil')];
  if (!by && !on && !until) return null;
  const day = (value: string) => <time dateTime={value}>{displayDate(value, language)}</time>;
  const attested = by
    ? t('disclosure.attestedBy', { attester: t(`disclosure.attesters.${by}`) })
    : t('disclosure.attested');
  return (
    <span className={styles.attestation}>
      {(by || on) && (
        <span>
          {on ? withParts(t, 'disclosure.attestedOn', { date: day(on) }, { attested }) : attested}
          {t('disclosure.sentenceEnd')}
        </span>
      )}
      {until && <span> {withParts(t, 'disclosure.validUntil', { date: day(until) })}</span>}
    </span>
  );
}

import type { OpenPosition } from '#contracts/career-positions.ts';
import { dateNamesFor } from '#web/i18n/date-names.ts';
import { useCareersTranslation } from '#web/features/careers/messages/careers-messages.ts';
import styles from './open-positions.module.css';

/** A post's name and description in the page's language; Hindi falls back to the English. */
export function positionWords(position: OpenPosition, language: string) {
  const hindi = language === 'hi';
  return {
    label: hindi ? position.labelHi : position.label,
    description: (hindi ? position.descriptionHi : null) ?? position.description,
  };
}

/** The posts taking applications, as staff listed and ordered them in the admin area. */
export function OpenPositions({ positions }: { positions: OpenPosition[] }) {
  const { t, language } = useCareersTranslation();
  if (positions.length === 0) return <p className={styles.none}>{t('careers.noOpenPositions')}</p>;
  return (
    <ul className={styles.list} aria-label={t('careers.openPositionsTitle')}>
      {positions.map((position) => {
        const words = positionWords(position, language);
        return (
          <li key={position.key} className={styles.item}>
            <h3 className={styles.label}>{words.label}</h3>
            {words.description && <p className={styles.description}>{words.description}</p>}
            {position.closesOn && (
              <p className={styles.closes}>
                {t('careers.closesOn', {
                  date: dateNamesFor(language).listDate(position.closesOn),
                })}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}

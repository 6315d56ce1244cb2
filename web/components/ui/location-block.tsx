import { schoolWords } from '#contracts/school-profile.ts';
import { useComponentTranslation } from '#web/components/messages/component-messages.ts';
import { useSchool } from '#web/lib/school.ts';
import { ExternalLink } from './external-link.tsx';
import styles from './location-block.module.css';

const telHref = (phone: string) => `tel:${phone.replace(/\s+/g, '')}`;

/**
 * The school's address, phones, e-mail and office hours beside an embedded map, with a plain
 * link to the map for visitors whose browser blocks the frame, all from the school's settings
 * (decision 0027): what the office left empty (hours, map) is not shown. Used on /contact.
 */
export function LocationBlock({ email }: { email?: string }) {
  const { t, language } = useComponentTranslation();
  const school = useSchool();
  const { name, address } = schoolWords(school, language);
  const { phones, map } = school;
  const shownEmail = email ?? school.emails.office;
  // The English hours on a Hindi page until the office writes them in Hindi, marked as English.
  const officeHours =
    language === 'hi' && school.officeHoursHi
      ? { text: school.officeHoursHi, lang: undefined }
      : { text: school.officeHours, lang: language === 'hi' ? 'en' : undefined };
  return (
    <div className={`${styles.block} ${map.embedUrl ? styles.withMap : ''}`}>
      <div className={styles.details}>
        <dl className={styles.list}>
          <div>
            <dt>{t('location.address')}</dt>
            <dd>
              <address className={styles.address}>
                {name}
                <br />
                {address}
                <br />
                {t('location.country')}
              </address>
            </dd>
          </div>
          <div>
            <dt>{t('location.phone')}</dt>
            {phones.map((phone) => (
              <dd key={phone}>
                <a href={telHref(phone)}>{phone}</a>
              </dd>
            ))}
          </div>
          <div>
            <dt>{t('location.email')}</dt>
            <dd>
              <a href={`mailto:${shownEmail}`}>{shownEmail}</a>
            </dd>
          </div>
          {officeHours.text && (
            <div>
              <dt>{t('location.officeHours')}</dt>
              <dd lang={officeHours.lang}>{officeHours.text}</dd>
            </div>
          )}
        </dl>
        {map.linkUrl && (
          <p className={styles.mapLink}>
            <ExternalLink href={map.linkUrl}>{t('location.mapLink')}</ExternalLink>
          </p>
        )}
      </div>
      {map.embedUrl && (
        <div className={styles.map}>
          <iframe
            src={map.embedUrl}
            title={t('location.mapTitle', { school: name })}
            width="600"
            height="400"
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
          />
        </div>
      )}
    </div>
  );
}

import { schoolIdentity, schoolWords } from '#contracts/school-identity.ts';
import { useComponentTranslation } from '#web/components/messages/component-messages.ts';
import { ExternalLink } from './external-link.tsx';
import styles from './location-block.module.css';

const telHref = (phone: string) => `tel:${phone.replace(/\s+/g, '')}`;

/**
 * The school's address, phones and e-mail beside an embedded map, with a plain link to the map
 * for visitors whose browser blocks the frame. Used on /contact.
 */
export function LocationBlock({ email = schoolIdentity.emails.office }: { email?: string }) {
  const { t, language } = useComponentTranslation();
  const { phones, mapEmbedUrl, mapLinkUrl } = schoolIdentity;
  const { name, address } = schoolWords(language);
  return (
    <div className={styles.block}>
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
              <a href={`mailto:${email}`}>{email}</a>
            </dd>
          </div>
          <div>
            <dt>{t('location.officeHours')}</dt>
            <dd>{t('location.officeHoursValue')}</dd>
          </div>
        </dl>
        <p className={styles.mapLink}>
          <ExternalLink href={mapLinkUrl}>{t('location.mapLink')}</ExternalLink>
        </p>
      </div>
      <div className={styles.map}>
        <iframe
          src={mapEmbedUrl}
          title={t('location.mapTitle', { school: name })}
          width="600"
          height="400"
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
        />
      </div>
    </div>
  );
}

import { formatAddress, schoolIdentity } from '#contracts/school-identity.ts';
import { ExternalLink } from './external-link.tsx';
import styles from './location-block.module.css';

const telHref = (phone: string) => `tel:${phone.replace(/\s+/g, '')}`;

/**
 * The school's address, phones and e-mail beside an embedded map, with a plain link to the map
 * for visitors whose browser blocks the frame. Used on /contact.
 */
export function LocationBlock({ email = schoolIdentity.emails.office }: { email?: string }) {
  const { name, phones, mapEmbedUrl, mapLinkUrl } = schoolIdentity;
  return (
    <div className={styles.block}>
      <div className={styles.details}>
        <dl className={styles.list}>
          <div>
            <dt>Address</dt>
            <dd>
              <address className={styles.address}>
                {name}
                <br />
                {formatAddress()}
                <br />
                India
              </address>
            </dd>
          </div>
          <div>
            <dt>Phone</dt>
            {phones.map((phone) => (
              <dd key={phone}>
                <a href={telHref(phone)}>{phone}</a>
              </dd>
            ))}
          </div>
          <div>
            <dt>E-mail</dt>
            <dd>
              <a href={`mailto:${email}`}>{email}</a>
            </dd>
          </div>
          <div>
            <dt>Office hours</dt>
            <dd>Monday to Friday, 9:00 AM to 3:00 PM</dd>
          </div>
        </dl>
        <p className={styles.mapLink}>
          <ExternalLink href={mapLinkUrl}>Open the map in a larger view</ExternalLink>
        </p>
      </div>
      <div className={styles.map}>
        <iframe
          src={mapEmbedUrl}
          title={`Map showing the location of ${name}`}
          width="600"
          height="400"
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
        />
      </div>
    </div>
  );
}

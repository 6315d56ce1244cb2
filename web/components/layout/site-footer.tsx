import { Link } from '#web/components/ui/local-link.tsx';
import { schoolIdentity, schoolWords } from '#contracts/school-identity.ts';
import type { Menus } from '#contracts/menus.ts';
import { ExternalLink } from '#web/components/ui/external-link.tsx';
import { MenuLink } from './menu-link.tsx';
import { SocialIcon } from './social-icon.tsx';
import { useTranslation } from '#web/i18n/translator.ts';
import { useStaffText } from '#web/i18n/staff-text.ts';
import styles from './site-footer.module.css';

const socialLabels: Record<string, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  x: 'X',
};

/** A network's link when it names the school's profile, not the network's home page. */
const isProfile = (url: string) => /^https:\/\/[^/]+\/[^/?#]/.test(url);
const socialProfiles = Object.entries(schoolIdentity.social).filter(([, url]) => isProfile(url));

/** The school, the footer's columns of links (menus staff edit, issue 11) and the contact details. */
export function SiteFooter({ menus }: { menus: Menus }) {
  const { t, language } = useTranslation();
  const school = schoolWords(language);
  const staffText = useStaffText();
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div>
          <h2>{school.name}</h2>
          <p>
            {t('footer.about', {
              board: school.board,
              classes: school.classes,
              established: schoolIdentity.established,
              tagline: school.tagline,
            })}
          </p>
          <p>
            <Link to="/subscribe">{t('footer.subscribe')}</Link>
          </p>
          {socialProfiles.length > 0 && (
            <ul className={styles.social} aria-label={t('footer.socialMedia')}>
              {socialProfiles.map(([network, url]) => (
                <li key={network}>
                  <ExternalLink
                    href={url}
                    aria-label={t('footer.socialLink', {
                      school: school.shortName,
                      network: socialLabels[network] ?? network,
                    })}
                  >
                    <SocialIcon network={network} />
                  </ExternalLink>
                </li>
              ))}
            </ul>
          )}
        </div>
        {menus.footer.map((column, index) => {
          const heading = staffText(column.label, column.labelHi);
          return (
            <nav key={index} aria-label={heading.text} lang={heading.lang}>
              <h2>{heading.text}</h2>
              <ul className={styles.list}>
                {column.items.map((item, itemIndex) => (
                  <li key={itemIndex}>
                    <MenuLink item={item} />
                  </li>
                ))}
              </ul>
            </nav>
          );
        })}
        <div>
          <h2>{t('footer.contact')}</h2>
          <address style={{ fontStyle: 'normal' }}>
            <p>{school.address}</p>
            <p>
              {schoolIdentity.phones.map((phone) => (
                <span key={phone} style={{ display: 'block' }}>
                  <a href={`tel:${phone.replaceAll(' ', '')}`}>{phone}</a>
                </span>
              ))}
            </p>
            <p>
              <a href={`mailto:${schoolIdentity.emails.office}`}>{schoolIdentity.emails.office}</a>
            </p>
          </address>
        </div>
      </div>
      <div className={`container ${styles.bottom}`}>
        {/* The server's year; a browser whose clock says otherwise keeps it (no hydration error). */}
        <p style={{ margin: 0 }} suppressHydrationWarning>
          {t('footer.rights', { year, school: school.name })}
        </p>
        <ul className={styles.legal}>
          {menus.legal.map((item, index) => (
            <li key={index}>
              <MenuLink item={item} />
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}

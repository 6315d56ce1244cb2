import { Link } from '#web/components/ui/local-link.tsx';
import { schoolWords, type SchoolProfile } from '#contracts/school-profile.ts';
import type { Menus } from '#contracts/menus.ts';
import { ExternalLink } from '#web/components/ui/external-link.tsx';
import { MenuLink } from './menu-link.tsx';
import { SocialIcon } from './social-icon.tsx';
import { useTranslation } from '#web/i18n/translator.ts';
import { useStaffText } from '#web/i18n/staff-text.ts';
import { useSchool } from '#web/lib/school.ts';
import styles from './site-footer.module.css';

type Network = keyof SchoolProfile['social'];

const socialLabels: Record<Network, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  x: 'X',
};

/**
 * The profiles the office gave in Settings, in a fixed order; an empty one is left out. The
 * settings accept only the school's own page on each network (contracts/school-settings.ts).
 */
const socialProfilesOf = (school: SchoolProfile) =>
  (Object.keys(socialLabels) as Network[])
    .map((network) => [network, school.social[network]] as const)
    .filter(([, url]) => url !== '');

/** The school, the footer's columns of links (menus staff edit) and the contact details. */
export function SiteFooter({ menus }: { menus: Menus }) {
  const { t, language } = useTranslation();
  const settings = useSchool();
  const school = schoolWords(settings, language);
  const socialProfiles = socialProfilesOf(settings);
  const staffText = useStaffText();
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div>
          <h2>{school.name}</h2>
          <p>
            {t(settings.established ? 'footer.about' : 'footer.aboutWithoutYear', {
              board: school.board,
              classes: school.classes,
              established: settings.established,
            })}
            {school.tagline && ` ${t('footer.tagline', { tagline: school.tagline })}`}
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
                      network: socialLabels[network],
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
              {settings.phones.map((phone) => (
                <span key={phone} style={{ display: 'block' }}>
                  <a href={`tel:${phone.replaceAll(' ', '')}`}>{phone}</a>
                </span>
              ))}
            </p>
            <p>
              <a href={`mailto:${settings.emails.office}`}>{settings.emails.office}</a>
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

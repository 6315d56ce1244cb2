import { Link } from 'react-router';
import { formatAddress, schoolIdentity } from '#contracts/school-identity.ts';
import type { Menus } from '#contracts/menus.ts';
import { ExternalLink } from '#web/components/ui/external-link.tsx';
import { MenuLink } from './menu-link.tsx';
import { SocialIcon } from './social-icon.tsx';
import styles from './site-footer.module.css';

const socialLabels: Record<string, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  x: 'X',
};

/** The school, the footer's columns of links (menus staff edit, issue 11) and the contact details. */
export function SiteFooter({ menus }: { menus: Menus }) {
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div>
          <h2>{schoolIdentity.name}</h2>
          <p>
            A {schoolIdentity.board}-affiliated co-educational school for {schoolIdentity.classes},
            founded in {schoolIdentity.established}. {schoolIdentity.tagline}.
          </p>
          <p>
            <Link to="/subscribe">Get circulars by e-mail</Link>
          </p>
          <ul className={styles.social} aria-label="Social media">
            {Object.entries(schoolIdentity.social).map(([network, url]) => (
              <li key={network}>
                <ExternalLink
                  href={url}
                  aria-label={`${schoolIdentity.shortName} on ${socialLabels[network] ?? network}`}
                >
                  <SocialIcon network={network} />
                </ExternalLink>
              </li>
            ))}
          </ul>
        </div>
        {menus.footer.map((column, index) => (
          <nav key={index} aria-label={column.label}>
            <h2>{column.label}</h2>
            <ul className={styles.list}>
              {column.items.map((item, itemIndex) => (
                <li key={itemIndex}>
                  <MenuLink item={item} />
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div>
          <h2>Contact</h2>
          <address style={{ fontStyle: 'normal' }}>
            <p>{formatAddress()}</p>
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
          © {year} {schoolIdentity.name}. All rights reserved.
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

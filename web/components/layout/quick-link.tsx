import { Link } from 'react-router';
import type { NavLink } from '#web/config/navigation.ts';
import { ExternalLink } from '#web/components/ui/external-link.tsx';
import styles from './site-header.module.css';

export function QuickLink({ link, onNavigate }: { link: NavLink; onNavigate?: () => void }) {
  return link.external ? (
    <ExternalLink className={styles.quickLink} href={link.to} onClick={onNavigate}>
      {link.label}
    </ExternalLink>
  ) : (
    <Link className={styles.quickLink} to={link.to} onClick={onNavigate}>
      {link.label}
    </Link>
  );
}

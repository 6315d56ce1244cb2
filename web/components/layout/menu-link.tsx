import { Link } from 'react-router';
import type { MenuItem } from '#contracts/menus.ts';
import { ExternalLink } from '#web/components/ui/external-link.tsx';

type MenuLinkProps = { item: MenuItem; className?: string; onNavigate?: () => void };

/** One link of a menu staff edit: a page of this site, or another site (https://) in a new tab. */
export function MenuLink({ item, className, onNavigate }: MenuLinkProps) {
  return item.path.startsWith('https://') ? (
    <ExternalLink className={className} href={item.path} onClick={onNavigate}>
      {item.label}
    </ExternalLink>
  ) : (
    <Link className={className} to={item.path} onClick={onNavigate}>
      {item.label}
    </Link>
  );
}

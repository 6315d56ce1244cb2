import { Link } from '#web/components/ui/local-link.tsx';
import type { MenuItem } from '#contracts/menus.ts';
import { ExternalLink } from '#web/components/ui/external-link.tsx';
import { useStaffText } from '#web/i18n/staff-text.ts';

type MenuLinkProps = { item: MenuItem; className?: string; onNavigate?: () => void };

/** One link of a menu staff edit: a page of this site, or another site (https://) in a new tab. */
export function MenuLink({ item, className, onNavigate }: MenuLinkProps) {
  const { text, lang } = useStaffText()(item.label, item.labelHi);
  return item.path.startsWith('https://') ? (
    <ExternalLink className={className} href={item.path} onClick={onNavigate} lang={lang}>
      {text}
    </ExternalLink>
  ) : (
    <Link className={className} to={item.path} onClick={onNavigate} lang={lang}>
      {text}
    </Link>
  );
}

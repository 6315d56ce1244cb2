import type { ComponentProps } from 'react';
import { Link as RouterLink, NavLink as RouterNavLink, type To } from 'react-router';
import { pathInLanguage } from '#contracts/languages.ts';
import { useTranslation } from '#web/i18n/translator.ts';

/** A site path in the page's language: on a Hindi page `/contact` is `/hi/contact`. */
function useLocalTo(to: To): To {
  const { language } = useTranslation();
  if (typeof to === 'string') return pathInLanguage(to, language);
  return to.pathname ? { ...to, pathname: pathInLanguage(to.pathname, language) } : to;
}

/** The router's Link for public pages: a link on a Hindi page stays in Hindi. */
export function Link({ to, ...props }: ComponentProps<typeof RouterLink>) {
  return <RouterLink to={useLocalTo(to)} {...props} />;
}

/** The router's NavLink for public pages: a link on a Hindi page stays in Hindi. */
export function NavLink({ to, ...props }: ComponentProps<typeof RouterNavLink>) {
  return <RouterNavLink to={useLocalTo(to)} {...props} />;
}

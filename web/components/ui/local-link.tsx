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

/** A path from the site's root (`/contact?x#y`), which the router leaves as it is. */
const sitePath = /^\/(?!\/)/;

/**
 * The router's Link for public pages: a link on a Hindi page stays in Hindi.
 *
 * On the server a site path is written as the router's Link writes it (`href` and
 * `data-discover`), without its hooks: the HTML has no click handlers, and a page has ~180 links
 * (the menus and the footer name every page), whose location reads and path resolving took 0.9 MB
 * of each render (docs/scripts.md). In the browser (`import.meta.env.SSR` is false, so the build
 * leaves this out) the router's Link hydrates the same `<a>` and follows its clicks.
 */
export function Link({ to, ...props }: ComponentProps<typeof RouterLink>) {
  const local = useLocalTo(to);
  // A prefetching link also writes <link> tags: the router's own Link does that.
  const prefetches = props.prefetch !== undefined && props.prefetch !== 'none';
  if (import.meta.env.SSR && typeof local === 'string' && sitePath.test(local) && !prefetches) {
    const {
      reloadDocument: _reload,
      replace: _replace,
      state: _state,
      prefetch: _prefetch,
      discover,
      relative: _relative,
      preventScrollReset: _scroll,
      viewTransition: _transition,
      onClick: _onClick,
      target,
      ...anchor
    } = props;
    // In the router's order: the HTML is the same, attribute for attribute (local-link.test.ts).
    return (
      <a
        {...anchor}
        href={local}
        target={target}
        data-discover={discover === 'none' ? undefined : 'true'}
      />
    );
  }
  return <RouterLink to={local} {...props} />;
}

/** The router's NavLink for public pages: a link on a Hindi page stays in Hindi. */
export function NavLink({ to, ...props }: ComponentProps<typeof RouterNavLink>) {
  return <RouterNavLink to={useLocalTo(to)} {...props} />;
}

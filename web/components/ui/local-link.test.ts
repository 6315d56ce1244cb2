import { createElement, type ComponentProps } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Link as RouterLink } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pathInLanguage, type Language } from '#contracts/languages.ts';
import { Link } from './local-link.tsx';

type LinkProps = ComponentProps<typeof RouterLink>;

const links: LinkProps[] = [
  { to: '/contact', className: 'menu-link', children: 'Contact' },
  { to: '/', lang: 'en', children: 'Home' },
  { to: '/news?page=2#latest', 'aria-label': 'Older news', children: 'Older' },
  { to: '/school-calendar?month=2026-12', preventScrollReset: true, 'aria-current': 'date' },
  { to: '/careers', target: '_blank', rel: 'noopener', children: 'Careers' },
  { to: '/search?q=fees', reloadDocument: true, children: 'Fees' },
  { to: '/gallery', discover: 'none', children: 'Gallery' },
];

/** The HTML of `link` on a page at `at`, inside a router as the public pages have one. */
const html = (at: string, link: ReturnType<typeof createElement>) =>
  renderToStaticMarkup(createElement(MemoryRouter, { initialEntries: [at] }, link));

describe('a public page link, as the server writes it', () => {
  // The unit tests are built as the server is (import.meta.env.SSR), so Link writes its own <a>.
  it('is built for the server here', () => {
    expect(import.meta.env.SSR).toBe(true);
  });

  it.each([
    ['en', '/news-events'],
    ['hi', '/hi/news-events'],
  ] as [Language, string][])(
    'is the HTML the router’s Link writes, in the page’s language (%s)',
    (language, at) => {
      for (const { to, ...props } of links) {
        const ours = html(at, createElement(Link, { to, ...props }));
        const routers = html(
          at,
          createElement(RouterLink, { to: pathInLanguage(String(to), language), ...props }),
        );
        expect(ours, String(to)).toBe(routers);
        expect(ours).toContain(`href="${pathInLanguage(String(to), language)}"`);
      }
    },
  );
});

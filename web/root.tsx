import type { CSSProperties, ReactNode } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts } from 'react-router';
import { schoolIdentity } from '#contracts/school-identity.ts';
import { manifestPath, siteIcons } from '#contracts/site-icons.ts';
import type { Route } from './+types/root';
import { ScrollToTop } from './components/layout/scroll-to-top.tsx';
import { Toaster } from './components/ui/toaster.tsx';
import { useDropInlineStylesheets } from './lib/inline-stylesheets.ts';
import { useMarkHydrated } from './lib/mark-hydrated.ts';
import { useTranslation } from './i18n/translator.ts';
import { HindiFontPreload } from './i18n/hindi-font.tsx';
import './styles/global.css';

const { colors } = schoolIdentity;
const brandColours = {
  '--color-primary': colors.primary,
  '--color-primary-dark': colors.primaryDark,
  '--color-accent': colors.accent,
  '--color-accent-soft': colors.accentSoft,
  '--color-event': colors.event,
  '--color-leave': colors.leave,
} as CSSProperties;

export const links: Route.LinksFunction = () => [
  // The ICO for browsers without SVG icons; the server makes it and the others from the logo
  // (server/plugins/site-icons.ts).
  { rel: 'icon', href: siteIcons.favicon, sizes: '16x16 32x32 48x48' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: siteIcons.appleTouchIcon },
  // Lets browsers and feed readers find the feed from any page (served by the server, see feeds/).
  {
    rel: 'alternate',
    type: 'application/rss+xml',
    href: '/feed.xml',
    title: `${schoolIdentity.name}: news, notices and events`,
  },
];

export function Layout({ children }: { children: ReactNode }) {
  useDropInlineStylesheets();
  useMarkHydrated();
  const { language, t } = useTranslation();
  return (
    <html lang={language} style={brandColours}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={colors.primary} />
        <link rel="manifest" href={manifestPath(language)} />
        <Meta />
        {language === 'hi' && <HindiFontPreload />}
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#main">
          {t('layout.skipLink')}
        </a>
        {children}
        <Toaster />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <>
      <ScrollToTop />
      <Outlet />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const { t, localPath } = useTranslation();
  return (
    <main id="main" className="container" style={{ padding: '4rem 1rem' }}>
      <h1>{notFound ? t('errors.notFoundTitle') : t('errors.errorTitle')}</h1>
      <p>{notFound ? t('errors.notFoundShort') : t('errors.errorLead')}</p>
      <p>
        <a href={localPath('/')}>{t('errors.goHome')}</a>
      </p>
    </main>
  );
}

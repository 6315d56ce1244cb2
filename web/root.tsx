import type { CSSProperties, ReactNode } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts } from 'react-router';
import { schoolProfile, type SchoolProfile } from '#contracts/school-profile.ts';
import { manifestPath, siteIcons } from '#contracts/site-icons.ts';
import type { Route } from './+types/root';
import { ScrollToTop } from './components/layout/scroll-to-top.tsx';
import { Toaster } from './components/ui/toaster.tsx';
import { useDropInlineStylesheets } from './lib/inline-stylesheets.ts';
import { useMarkHydrated } from './lib/mark-hydrated.ts';
import { publicContent } from './lib/public-content.ts';
import { useSchoolIfSetUp } from './lib/school.ts';
import { useTranslation } from './i18n/translator.ts';
import { HindiFontPreload } from './i18n/hindi-font.tsx';
import './styles/global.css';

/** The school's colours as the stylesheet's custom properties: a save in Settings recolours every page. */
function brandColours({ colours }: SchoolProfile): CSSProperties {
  return {
    '--color-primary': colours.primary,
    '--color-primary-dark': colours.primaryDark,
    '--color-accent': colours.accent,
    '--color-accent-soft': colours.accentSoft,
    '--color-event': colours.event,
    '--color-leave': colours.leave,
  } as CSSProperties;
}

/**
 * The school for every page (web/lib/school.ts), read once per change of the settings on the
 * server. Null only while the site waits for its setup screen, the one page drawn then.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const reader = publicContent(context, url);
  return { school: (await reader.isSetUp()) ? schoolProfile(await reader.school()) : null };
}

export const links: Route.LinksFunction = () => [
  // The ICO for browsers without SVG icons; the server makes it and the others from the logo
  // (server/plugins/site-icons.ts).
  { rel: 'icon', href: siteIcons.favicon, sizes: '16x16 32x32 48x48' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: siteIcons.appleTouchIcon },
];

export function Layout({ children }: { children: ReactNode }) {
  useDropInlineStylesheets();
  useMarkHydrated();
  const { language, t } = useTranslation();
  const school = useSchoolIfSetUp();
  return (
    <html lang={language} style={school ? brandColours(school) : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {school && <meta name="theme-color" content={school.colours.primary} />}
        {school && <link rel="manifest" href={manifestPath(language)} />}
        {school && (
          // Lets browsers and feed readers find the feed from any page (served by feeds/).
          <link
            rel="alternate"
            type="application/rss+xml"
            href="/feed.xml"
            title={`${school.name}: news, notices and events`}
          />
        )}
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

import type { ReactNode } from 'react';
import { Outlet, useRouteLoaderData } from 'react-router';
import type { Alert } from '#contracts/alerts.ts';
import type { Menus } from '#contracts/menus.ts';
import { AlertBanner } from '#web/components/layout/alert-banner.tsx';
import { RouteError } from '#web/components/layout/route-error.tsx';
import { SiteFooter } from '#web/components/layout/site-footer.tsx';
import { SiteHeader } from '#web/components/layout/site-header.tsx';
import { useContentLang } from '#web/i18n/translator.ts';
import { publicContent } from '#web/lib/public-content.ts';
import { schoolIfSetUpOf } from '#web/lib/school.ts';
import { privatePageMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/public-layout';

/**
 * The emergency alert in force, if any, rendered above the header on every page, and
 * the menus staff edit (contracts/menus.ts). A layout's loader runs again only when the query changes, so
 * moving between pages does not fetch the menus again.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const reader = publicContent(context, url);
  const [alert, menus] = await Promise.all([reader.currentAlert(), reader.menus()]);
  return { alert: alert ?? null, menus };
}

/** When the loader itself failed, the error page keeps a header with Home and the disclosure. */
const noMenus: Menus = { header: [], quickLinks: [], footer: [], legal: [] };

function Chrome({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<{ alert: Alert | null; menus: Menus }>('routes/public-layout');
  const menus = data?.menus ?? noMenus;
  // What a page shows is English until its part is translated: the translated parts (the
  // calendar, error pages) say lang="hi" themselves.
  const contentLang = useContentLang();
  return (
    <>
      {data?.alert && <AlertBanner alert={data.alert} />}
      <SiteHeader menus={menus} />
      <main id="main" tabIndex={-1} lang={contentLang}>
        {children}
      </main>
      <SiteFooter menus={menus} />
    </>
  );
}

export default function PublicLayout() {
  return (
    <Chrome>
      <Outlet />
    </Chrome>
  );
}

/** A page that answers 404 or fails keeps the site's header and footer around the message. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <Chrome>
      <RouteError error={error} />
    </Chrome>
  );
}

export const meta: Route.MetaFunction = ({ error, matches }) =>
  error ? privatePageMeta('Page not found', schoolIfSetUpOf(matches)) : [];

import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { RouteError } from '#web/components/layout/route-error.tsx';
import { SiteFooter } from '#web/components/layout/site-footer.tsx';
import { SiteHeader } from '#web/components/layout/site-header.tsx';
import { privatePageMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/public-layout';

function Chrome({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
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

export const meta = ({ error }: Route.MetaArgs) => (error ? privatePageMeta('Page not found') : []);

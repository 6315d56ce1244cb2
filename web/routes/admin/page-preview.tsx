import { achievementListSchema } from '#contracts/content/achievements.ts';
import { eventListSchema } from '#contracts/content/events.ts';
import { homePageSlug } from '#contracts/content/page-reading.ts';
import type { Language } from '#contracts/languages.ts';
import { visibleMenus } from '#contracts/menus.ts';
import { blockViewModulesOf, loadBlockViews } from '#web/components/content/block-view-modules.tsx';
import { ContentPage } from '#web/components/content/content-page.tsx';
import { readSchoolFacts } from '#web/components/content/school-facts-reading.ts';
import { SiteFooter } from '#web/components/layout/site-footer.tsx';
import { SiteHeader } from '#web/components/layout/site-header.tsx';
import { getMenus } from '#web/features/admin-content/menus/api/menus-api.ts';
import { getPage } from '#web/features/admin-content/pages/api/pages-api.ts';
import { getSchoolInformation } from '#web/features/admin-content/school-information/api/get-school-information.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { schoolToday } from '#web/lib/school-date.ts';
import { schoolIfSetUpOf } from '#web/lib/school.ts';
import { privatePageMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/page-preview';
import styles from './page-preview.module.css';

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta('Draft preview', schoolIfSetUpOf(matches));

/**
 * A page's saved draft drawn exactly as the public page, under a "Draft preview" bar. It is an
 * admin screen (decision 0018): the draft comes from the staff API with the signed-in session,
 * and the server never caches admin paths. The menus are the saved ones, as visitors see them.
 */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  // The editor's Hindi tab previews the page as /hi/ readers will see it.
  const language: Language = new URL(request.url).searchParams.get('lang') === 'hi' ? 'hi' : 'en';
  const [versions, information, menus] = await Promise.all([
    getPage(params.slug),
    getSchoolInformation(),
    getMenus(),
  ]);
  const [facts] = await Promise.all([
    readSchoolFacts(versions.draft, {
      principalName: async () => information.sections.general.principalName,
      // The public lists, not the staff ones: the preview shows what visitors will see, and its
      // own address carries a block's filter as the public page's does.
      items: {
        events: () => apiRequest('/events', { schema: eventListSchema }),
        achievements: () => apiRequest('/achievements', { schema: achievementListSchema }),
      },
      today: schoolToday(),
      search: new URL(request.url).searchParams,
    }),
    loadBlockViews(blockViewModulesOf(versions.draft)),
  ]);
  return { versions, facts, menus: visibleMenus(menus), language };
}

export function HydrateFallback() {
  return (
    <main id="main" className="container" style={{ padding: '4rem 1rem' }}>
      <p role="status">Loading the draft…</p>
    </main>
  );
}

export default function PagePreview({ loaderData }: Route.ComponentProps) {
  const { versions, facts, menus, language } = loaderData;
  const { draft, status } = versions;
  return (
    <>
      <div className={styles.bar} role="status">
        <strong>Draft preview{language === 'hi' && ' in Hindi'}</strong> — not yet public ({status}
        ). Close this tab to go back to the editor.
      </div>
      <SiteHeader menus={menus} />
      <main id="main" tabIndex={-1}>
        <ContentPage
          page={draft}
          facts={facts}
          language={language}
          showUpdated={draft.slug !== homePageSlug}
        />
      </main>
      <SiteFooter menus={menus} />
    </>
  );
}

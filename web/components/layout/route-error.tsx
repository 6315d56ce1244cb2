import { isRouteErrorResponse } from 'react-router';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { PageHero } from '#web/components/ui/page-hero.tsx';

/** What a page shows when its address names nothing (404) or its loader failed. */
export function RouteError({ error }: { error: unknown }) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <PageHero
      eyebrow={notFound ? 'Error 404' : 'Error'}
      title={notFound ? 'Page not found' : 'Something went wrong'}
      lead={
        notFound
          ? "The page you asked for does not exist or has moved. The menu above lists every page of the school's site."
          : 'Please reload the page. If the problem continues, contact the school office.'
      }
      actions={
        <>
          <ButtonLink to="/" variant="light">
            Go to the home page
          </ButtonLink>
          <ButtonLink to="/contact" variant="outlineLight">
            Contact the school
          </ButtonLink>
        </>
      }
    />
  );
}

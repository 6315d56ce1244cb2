import { ButtonLink } from '#web/components/ui/button.tsx';
import { PageHero } from '#web/components/ui/page-hero.tsx';
import { privatePageMeta } from '#web/lib/seo.ts';

export const meta = () => privatePageMeta('Page not found');

export default function NotFoundPage() {
  return (
    <PageHero
      eyebrow="Error 404"
      title="Page not found"
      lead="The page you asked for does not exist or has moved. The menu above lists every page of the school's site."
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

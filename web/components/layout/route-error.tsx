import { isRouteErrorResponse } from 'react-router';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { PageHero } from '#web/components/ui/page-hero.tsx';
import { useTranslation } from '#web/i18n/translator.ts';

/** What a page shows when its address names nothing (404) or its loader failed. */
export function RouteError({ error }: { error: unknown }) {
  const { t, language } = useTranslation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div lang={language}>
      <PageHero
        eyebrow={notFound ? t('errors.notFoundEyebrow') : t('errors.errorEyebrow')}
        title={notFound ? t('errors.notFoundTitle') : t('errors.errorTitle')}
        lead={notFound ? t('errors.notFoundLead') : t('errors.errorLead')}
        actions={
          <>
            <ButtonLink to="/" variant="light">
              {t('errors.goHome')}
            </ButtonLink>
            <ButtonLink to="/contact" variant="outlineLight">
              {t('errors.contactSchool')}
            </ButtonLink>
          </>
        }
      />
    </div>
  );
}

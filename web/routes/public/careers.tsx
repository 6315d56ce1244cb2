import { useActionData, useSearchParams, type MetaArgs } from 'react-router';
import { resumeField } from '#contracts/inbox.ts';
import { languageOfPath } from '#contracts/languages.ts';
import { schoolWords } from '#contracts/school-profile.ts';
import { PageHero } from '#web/components/ui/page-hero.tsx';
import { Section } from '#web/components/ui/section.tsx';
import { growthCards, valuesCards, whyJoinCards } from '#web/features/careers/careers-content.ts';
import { HowToApply } from '#web/features/careers/components/how-to-apply.tsx';
import { IconCards } from '#web/features/careers/components/icon-cards.tsx';
import { OpenPositions } from '#web/features/careers/components/open-positions.tsx';
import { useCareersTranslation } from '#web/features/careers/messages/careers-messages.ts';
import { clientKey, publicContent } from '#web/lib/public-content.ts';
import { formAnswer, publicForms, sentFields, sentFile } from '#web/lib/public-forms.ts';
import { schoolOf, useSchool } from '#web/lib/school.ts';
import { pageMeta, translatedMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/careers';

export const meta = ({ location, matches }: MetaArgs) =>
  pageMeta({
    ...translatedMeta('careers', languageOfPath(location.pathname), schoolOf(matches)),
    path: '/careers',
  });

/** The open posts staff listed (admin "Job positions"): shown, and offered by the form. */
export async function loader({ url, context }: Route.LoaderArgs) {
  return { positions: await publicContent(context, url).openPositions() };
}

/**
 * The application sent without scripts, multipart with its resume (decision 0026): checked and
 * stored as POST /api/careers/applications does.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const fields = sentFields(form);
  const resume = await sentFile(form, resumeField);
  const answer = await publicForms(context).sendApplication(fields, resume, clientKey(context));
  return formAnswer(answer, request, fields, 'apply');
}

export default function CareersPage({ loaderData }: Route.ComponentProps) {
  const { t, language } = useCareersTranslation();
  const problems = useActionData<typeof action>();
  const [params] = useSearchParams();
  const school = schoolWords(useSchool(), language);
  return (
    <div lang={language}>
      <PageHero
        eyebrow={t('careers.eyebrow')}
        title={t('careers.heroTitle')}
        lead={t('careers.lead', { school: school.name })}
      />
      <Section
        id="values"
        title={t('careers.valuesTitle')}
        intro={t('careers.valuesIntro')}
        centered
      >
        <IconCards cards={valuesCards} minWidth="14rem" />
      </Section>
      <Section
        id="growth"
        tone="muted"
        title={t('careers.growthTitle')}
        intro={t('careers.growthIntro')}
        centered
      >
        <IconCards cards={growthCards} />
      </Section>
      <Section
        id="positions"
        title={t('careers.openPositionsTitle')}
        intro={t('careers.openPositionsIntro')}
        centered
      >
        <OpenPositions positions={loaderData.positions} />
      </Section>
      <Section id="apply" title={t('careers.applyTitle')} intro={t('careers.applyIntro')} centered>
        <HowToApply
          positions={loaderData.positions}
          problems={problems}
          sent={params.has('sent')}
        />
      </Section>
      <Section
        id="why-join"
        tone="muted"
        title={t('careers.whyJoinTitle')}
        intro={t('careers.whyJoinIntro', { school: school.shortName })}
        centered
      >
        <IconCards cards={whyJoinCards} />
      </Section>
    </div>
  );
}

import { data, redirect, useActionData, type MetaArgs } from 'react-router';
import { admissionDocuments } from '#contracts/admissions.ts';
import { languageOfPath } from '#contracts/languages.ts';
import type { SentFile } from '#contracts/public-forms.ts';
import { schoolWords } from '#contracts/school-profile.ts';
import { PageHero } from '#web/components/ui/page-hero.tsx';
import { Section } from '#web/components/ui/section.tsx';
import { ButtonLink } from '#web/components/ui/button.tsx';
import {
  chooseIntent,
  choiceOf,
  verdictOf,
  type AdmissionChoice,
} from '#web/features/admissions/admission-choice.ts';
import { ApplicationForm } from '#web/features/admissions/components/application-form.tsx';
import { ChoiceForm } from '#web/features/admissions/components/choice-form.tsx';
import styles from '#web/features/admissions/components/admissions.module.css';
import { useAdmissionsTranslation } from '#web/features/admissions/messages/admissions-messages.ts';
import { translatorFor } from '#web/i18n/translator.ts';
import { clientKey } from '#web/lib/public-content.ts';
import {
  problemsOf,
  publicForms,
  sentFields,
  sentFile,
  type PageFormProblems,
} from '#web/lib/public-forms.ts';
import { schoolOf } from '#web/lib/school.ts';
import { pageMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/apply';

/**
 * Whether a class is open depends on the day and on the admission settings: the server keeps
 * the page for the day, until staff change them (server/modules/public-content/read-dependencies.ts),
 * like any other. A page that answers one child's date of birth, and a form's answer, are
 * that visitor's own and never kept.
 */
const pageHeaders = { 'Cache-Control': 'no-store' };

export const meta = ({ location, matches }: MetaArgs) => {
  const language = languageOfPath(location.pathname);
  const t = translatorFor(language);
  const school = schoolOf(matches);
  return pageMeta({
    school,
    language,
    title: t('admissions.applyTitle'),
    description: t('admissions.applyDescription', { school: schoolWords(school, language).name }),
    path: '/admissions/apply',
  });
};

export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders }) =>
  actionHeaders.has('Cache-Control') ? actionHeaders : loaderHeaders;

/**
 * The years and classes the school takes (decision 0029), and a choice a link makes
 * (`?year=2027-28&class=1`); the first step itself is posted to the action.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { today, rounds } = await publicForms(context).admissionRounds();
  const choice = choiceOf(new URL(request.url).searchParams);
  return data({ today, rounds, choice }, choice.dob ? { headers: pageHeaders } : undefined);
}

/** What the action answers: the choice the page is for, and a refused application's problems. */
type ApplyAnswer = { choice: AdmissionChoice; problems?: PageFormProblems };

/**
 * The application sent without scripts, multipart with one file per document (decision 0026):
 * checked and stored as POST /api/admissions/applications does. Accepted: on to the status page
 * of its new link, which shows the number and the acknowledgement (post/redirect/get).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  // The first step: what the page says about the choice. Only its year and class are counted,
  // as an enquiry in the office's funnel; the date of birth is not kept.
  if (form.get('intent') === chooseIntent) {
    const choice = choiceOf(form);
    if (choice.year && choice.class)
      await publicForms(context).countAdmissionEnquiry(
        choice.year,
        choice.class,
        clientKey(context),
      );
    return data<ApplyAnswer>({ choice }, { headers: pageHeaders });
  }
  const fields = sentFields(form);
  const documents: Partial<Record<(typeof admissionDocuments)[number], SentFile>> = {};
  for (const document of admissionDocuments) {
    const file = await sentFile(form, document);
    if (file) documents[document] = file;
  }
  const answer = await publicForms(context).applyForAdmission(
    fields,
    documents,
    clientKey(context),
  );
  // A form whose hidden trap field is filled is dropped unstored, with no status link
  // (server/modules/admissions/admission-applications.ts): the sender gets the empty form again.
  if (answer.ok && !answer.statusUrl) return redirect(new URL(request.url).pathname, 303);
  if (answer.ok) {
    const status = new URL(answer.statusUrl);
    return redirect(`${status.pathname}${status.search}&received`, 303);
  }
  // Refused: the form again, for the choice it was sent with.
  return data<ApplyAnswer>(
    { choice: choiceOf(form), problems: problemsOf(answer, request.url, fields) },
    { status: answer.status, headers: pageHeaders },
  );
}

export default function AdmissionApplyPage({ loaderData }: Route.ComponentProps) {
  const { t, language } = useAdmissionsTranslation();
  const sent = useActionData<typeof action>();
  const problems = sent?.problems;
  const { today, rounds } = loaderData;
  const choice = sent?.choice ?? loaderData.choice;
  const verdict = verdictOf(rounds, choice, today, t, language);
  const external = rounds.filter((round) => round.externalAddress);
  const refusalField = verdict.refusal && !verdict.settings ? 'class' : 'dob';
  return (
    <div lang={language}>
      <PageHero
        eyebrow={t('admissions.eyebrow')}
        title={t('admissions.applyTitle')}
        lead={t('admissions.applyLead')}
      />
      <Section id="choose" title={t('admissions.chooseTitle')}>
        <div className={styles.box}>
          {rounds.length === 0 ? (
            <div className={styles.panel}>
              <p>{t('admissions.noRounds')}</p>
              <ButtonLink to="/contact" variant="secondary">
                {t('admissions.contactOffice')}
              </ButtonLink>
            </div>
          ) : (
            <>
              {external.map((round) => (
                <div key={round.year} className={styles.panel}>
                  <p>
                    {t('admissions.externalRound', {
                      year: round.year,
                      address: round.externalAddress,
                    })}
                  </p>
                  <ButtonLink to={round.externalAddress} external variant="secondary">
                    {t('admissions.goExternal')}
                  </ButtonLink>
                </div>
              ))}
              <ChoiceForm
                rounds={rounds}
                choice={choice}
                refusal={
                  verdict.refusal ? { field: refusalField, message: verdict.refusal } : undefined
                }
              />
              {verdict.notes.length > 0 && (
                <div
                  className={`${styles.panel} ${verdict.form ? styles.ok : ''}`}
                  aria-live="polite"
                >
                  {verdict.notes.map((note) => (
                    <p key={note}>{note}</p>
                  ))}
                  {verdict.round && (
                    <p>
                      {verdict.round.registrationFee > 0
                        ? t('admissions.fee', { fee: verdict.round.registrationFee })
                        : t('admissions.noFee')}
                    </p>
                  )}
                  {verdict.ageOk && <p>{verdict.ageOk}</p>}
                </div>
              )}
            </>
          )}
        </div>
      </Section>
      {verdict.form && verdict.round && verdict.settings && (
        <Section id="apply" tone="muted" title={t('admissions.formTitle')}>
          <div className={styles.box}>
            <ApplicationForm
              round={verdict.round}
              settings={verdict.settings}
              choice={choice}
              problems={problems}
            />
          </div>
        </Section>
      )}
    </div>
  );
}

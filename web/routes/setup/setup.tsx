import { useState, type CSSProperties } from 'react';
import { data, redirect, type MetaArgs } from 'react-router';
import { languageOfPath, pathInLanguage } from '#contracts/languages.ts';
import { defaultColours } from '#contracts/school-defaults.ts';
import { setupMessageInHindi } from '#contracts/setup-messages-hi.ts';
import { setupFields, setupRequestFromFields } from '#contracts/site-setup.ts';
import { formTranslator } from '#web/components/forms/messages/form-messages.ts';
import { SetupDone } from '#web/features/setup/components/setup-done.tsx';
import { SetupForm } from '#web/features/setup/components/setup-form.tsx';
import styles from '#web/features/setup/components/setup.module.css';
import { useSetupTranslation } from '#web/features/setup/messages/setup-messages.ts';
import { translatorFor } from '#web/i18n/translator.ts';
import { clientKey } from '#web/lib/public-content.ts';
import { sentFields } from '#web/lib/public-forms.ts';
import { useSchoolIfSetUp } from '#web/lib/school.ts';
import { siteSetup } from '#web/lib/site-setup.ts';
import type { Route } from './+types/setup';

/**
 * The colours a new school starts with: before the setup the document has none of its own
 * (web/root.tsx sets the school's), and the buttons and links need them.
 */
const startingColours = {
  '--color-primary': defaultColours.primary,
  '--color-primary-dark': defaultColours.primaryDark,
  '--color-accent': defaultColours.accent,
  '--color-accent-soft': defaultColours.accentSoft,
  // Made from the main colour where global.css defines it, so it is given here as well.
  '--focus-ring': `0 0 0 3px #ffffff, 0 0 0 5px ${defaultColours.primary}`,
} as CSSProperties;

/** No page of the school's site: the sitemap leaves it out (server/plugins/render-page.ts). */
export const handle = { unlisted: true };

/** Every answer of this page is one person's (the token, what was typed): never kept anywhere. */
const noStore = { 'Cache-Control': 'no-store' };

export const meta = ({ location }: MetaArgs) => [
  { title: translatorFor(languageOfPath(location.pathname))('setup.metaTitle') },
  { name: 'robots', content: 'noindex' },
];

/** The token of the address the server printed, and whether the site is set up already. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  return data({ setUp: await siteSetup(context).isSetUp(), token }, { headers: noStore });
}

/**
 * The form sent without scripts (decision 0026): the same setup as POST /api/setup. Done: this
 * page again by a 303, which then says the site is ready; refused: the form with each problem
 * beside its field and what was typed, the password left out.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const fields = sentFields(await request.formData());
  const answer = await siteSetup(context).complete(
    setupRequestFromFields(fields),
    clientKey(context),
  );
  const { pathname } = new URL(request.url);
  if (answer.ok) return redirect(pathname, { status: 303, headers: noStore });
  const language = languageOfPath(pathname);
  const say = (message: string) => (language === 'hi' ? setupMessageInHindi(message) : message);
  const fieldErrors = Object.fromEntries(
    answer.errors.map((problem) => [problem.field, say(problem.message)]),
  );
  const message =
    Object.keys(fieldErrors).length > 0
      ? formTranslator(language)('forms.correctFields')
      : say(answer.message);
  const { [setupFields.password]: _password, ...values } = fields;
  const retryAfter = answer.retryAfterSeconds && {
    'Retry-After': String(answer.retryAfterSeconds),
  };
  return data(
    { message, fieldErrors, values },
    { status: answer.status, headers: { ...noStore, ...retryAfter } },
  );
}

export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has('Cache-Control') ? actionHeaders : loaderHeaders;

/**
 * The setup screen (decision 0027): outside the public layout, since there is no school to
 * show yet. Usable at 375 px and without scripts; English at /setup, Hindi at /hi/setup.
 */
export default function SetupPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, language } = useSetupTranslation();
  const school = useSchoolIfSetUp();
  const [readyAs, setReadyAs] = useState<string>();
  const other = language === 'hi' ? 'en' : 'hi';
  const query = loaderData.token ? `?token=${encodeURIComponent(loaderData.token)}` : '';
  const ready = loaderData.setUp || readyAs !== undefined;
  const schoolName = readyAs || (language === 'hi' ? school?.nameHi : school?.name) || '';
  return (
    <main
      id="main"
      className={styles.page}
      lang={language}
      style={school ? undefined : startingColours}
    >
      <p className={styles.top}>
        <a href={pathInLanguage(`/setup${query}`, other)} lang={other} hrefLang={other}>
          {other === 'hi' ? 'हिन्दी' : 'English'}
        </a>
      </p>
      {ready ? (
        <SetupDone schoolName={schoolName} />
      ) : (
        <>
          <p className={styles.eyebrow}>{t('setup.eyebrow')}</p>
          <h1 className={styles.title}>{t('setup.title')}</h1>
          <p className={styles.lead}>{t('setup.lead')}</p>
          {!loaderData.token && <p className={styles.lead}>{t('setup.noToken')}</p>}
          <SetupForm token={loaderData.token} problems={actionData} onReady={setReadyAs} />
        </>
      )}
    </main>
  );
}

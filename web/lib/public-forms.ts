import { createContext, data, redirect, type RouterContextProvider } from 'react-router';
import type {
  FormAnswer,
  FormRefusal,
  PublicForms,
  SentFields,
  SentFile,
} from '#contracts/public-forms.ts';
import { languageOfPath } from '#contracts/languages.ts';
import { visitorMessageInHindi } from '#contracts/visitor-messages-hi.ts';
import { formTranslator } from '#web/components/forms/messages/form-messages.ts';

/** The server's public forms, put in every request's load context by entry.server.tsx. */
export const publicFormsContext = createContext<PublicForms>();

/** For a route action: the public forms of this request (decision 0026). */
export function publicForms(context: Readonly<RouterContextProvider>): PublicForms {
  return context.get(publicFormsContext);
}

/**
 * What an action answers a form it refused: the problems beside their fields and a summary, in
 * the page's language, with what was typed, so the page shows the form as it was sent.
 */
export type PageFormProblems = {
  message: string;
  fieldErrors: Record<string, string>;
  values: Record<string, string | string[]>;
};

/** The fields of a POSTed form, a name sent several times (ticked boxes) as a list; files left out. */
export function sentFields(form: FormData): SentFields {
  const fields: SentFields = {};
  for (const name of new Set(form.keys())) {
    const values = form.getAll(name).filter((value) => typeof value === 'string');
    if (values.length === 1) fields[name] = values[0]!;
    else if (values.length > 1) fields[name] = values;
  }
  return fields;
}

/** The file chosen in `name`, or undefined when none was (a browser sends an empty part). */
export async function sentFile(form: FormData, name: string): Promise<SentFile | undefined> {
  const file = form.get(name);
  if (!file || typeof file === 'string' || (file.size === 0 && !file.name)) return undefined;
  return { bytes: new Uint8Array(await file.arrayBuffer()), fileName: file.name };
}

/** A message of the API in the language of the page at `url`. */
export function inPageLanguage(message: string, url: string): string {
  return languageOfPath(new URL(url).pathname) === 'hi' ? visitorMessageInHindi(message) : message;
}

/** The problems of a refused form, worded for the page at `url`, with the values typed in `fields`. */
export function problemsOf(
  refusal: FormRefusal,
  url: string,
  fields: SentFields,
): PageFormProblems {
  const language = languageOfPath(new URL(url).pathname);
  const fieldErrors = Object.fromEntries(
    refusal.errors.map((error) => [error.field, inPageLanguage(error.message, url)]),
  );
  const message =
    Object.keys(fieldErrors).length > 0
      ? formTranslator(language)('forms.correctFields')
      : inPageLanguage(refusal.message, url);
  // The honeypot is never sent back: a person's form must not come back with it filled.
  const { website: _trap, ...values } = fields;
  return { message, fieldErrors, values };
}

/**
 * An action's answer to a form sent without scripts. Accepted: the page again with `?sent`, by a
 * 303 (post/redirect/get: reloading it sends nothing twice), scrolled to `anchor`. Refused: the
 * page with the problems and what was typed, under the API's status (400, 413, 415, 429).
 */
export function formAnswer(
  answer: FormAnswer,
  request: Request,
  fields: SentFields,
  anchor: string,
) {
  if (answer.ok) return redirect(`${new URL(request.url).pathname}?sent#${anchor}`, 303);
  return data(problemsOf(answer, request.url, fields), { status: answer.status });
}

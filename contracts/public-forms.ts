import type { PublicAdmissions } from './public-admissions.ts';
import type { SubscriptionView } from './subscriptions.ts';

/**
 * The public forms as a page's action sends them when the browser runs no script (decision
 * 0026): the server implements it in-process with the very functions its API routes call (the
 * same schemas, honeypot, per-address limits and writes), and the web app's actions receive it
 * through the router's load context like PublicContentReader (web/lib/public-content.ts).
 */

/** A form's fields as a browser sends them: a field checked or chosen several times is a list. */
export type SentFields = Record<string, string | string[]>;

/** A file sent with a form (the careers resume, an admission document), as it arrived. */
export type SentFile = { bytes: Uint8Array; fileName: string };

/** One field's problem, in the API's words (English: the page says it in its language). */
export type FieldProblem = { field: string; message: string };

/** What the API would have answered instead of accepting: its status, message and field problems. */
export type FormRefusal = {
  ok: false;
  status: number;
  message: string;
  errors: FieldProblem[];
  /** Set when a per-address limit refused it. */
  retryAfterSeconds?: number;
};

/** Accepted (the API's message, plus what the form's answer carries) or refused. */
export type FormAnswer<T extends object = object> =
  ({ ok: true; message: string } & T) | FormRefusal;

type WithSubscription = { subscription: SubscriptionView };

/** The admission pages' forms are in their own file (public-admissions.ts). */
export interface PublicForms extends PublicAdmissions {
  /** Contact Us, as POST /api/contact. `clientKey` is the visitor's address key. */
  sendContactMessage(fields: SentFields, clientKey: string): Promise<FormAnswer>;
  /** A career application with its resume, as POST /api/careers/applications. */
  sendApplication(
    fields: SentFields,
    resume: SentFile | undefined,
    clientKey: string,
  ): Promise<FormAnswer>;
  /** Circulars by e-mail, as POST /api/subscriptions. */
  subscribe(fields: SentFields, clientKey: string): Promise<FormAnswer>;
  /** What a mailed link opens, as GET /api/subscriptions/manage: a read, it changes nothing. */
  readSubscription(token: string): Promise<FormAnswer<WithSubscription>>;
  /** The writes of mailed links, as the POSTs under /api/subscriptions/. */
  confirmSubscription(token: string, clientKey: string): Promise<FormAnswer<WithSubscription>>;
  changeSubscription(
    token: string,
    fields: SentFields,
    clientKey: string,
  ): Promise<FormAnswer<WithSubscription>>;
  unsubscribe(token: string, clientKey: string): Promise<FormAnswer<WithSubscription>>;
  acknowledgeCircular(token: string, clientKey: string): Promise<FormAnswer>;
}

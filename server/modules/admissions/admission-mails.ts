import {
  admissionClassLabels,
  admissionDocumentLabels,
  admissionStageLabels,
  type AdmissionClass,
  type AdmissionDocument,
  type AdmissionLanguage,
  type AdmissionStage,
} from '#contracts/admissions.ts';
import type { SchoolSettings } from '#contracts/school-settings.ts';
import type { OutgoingMail } from '#server/mail/mailer.ts';

export type MailedApplication = {
  number: string;
  year: string;
  class: AdmissionClass;
  childName: string;
  email: string;
  language: AdmissionLanguage;
  offerDeadline: string | null;
};
export type MailSchool = Pick<SchoolSettings, 'name' | 'emails'>;
/** A document staff refused, and why, as the parent reads it. */
export type RefusedDocument = { document: AdmissionDocument; reason: string };

// One formatter per language for every mail, as circular-mails.ts: each Intl object holds native
// (ICU) memory the garbage collector does not count.
const dayOptions: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
};
const dayFormats: Record<AdmissionLanguage, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-GB', dayOptions),
  hi: new Intl.DateTimeFormat('hi-IN', dayOptions),
};

/** "27 November 2026" / "27 नवंबर 2026", as the site writes dates. */
export function mailDate(day: string, language: AdmissionLanguage): string {
  return dayFormats[language].format(new Date(`${day}T00:00:00Z`));
}

const words = {
  en: {
    received: (a: MailedApplication, school: MailSchool) =>
      `Thank you. ${school.name} has received the application for ${a.childName} to ${admissionClassLabels[a.class].en} for ${a.year}. Its number is ${a.number}.`,
    stage: (a: MailedApplication, stage: AdmissionStage) =>
      `The application ${a.number} for ${a.childName} is now: ${admissionStageLabels[stage].en}.`,
    offer: (deadline: string) =>
      `A seat is offered. Please accept it on the status page by ${mailDate(deadline, 'en')}.`,
    refused: (a: MailedApplication) =>
      `A document of the application ${a.number} for ${a.childName} was not accepted. Please send it again from the status page:`,
    link: 'See where it stands, send a missing document or book a time to meet us:',
    subject: (a: MailedApplication) => `Admission application ${a.number}`,
  },
  hi: {
    received: (a: MailedApplication, school: MailSchool) =>
      `धन्यवाद। ${school.name} को ${a.year} के लिए ${admissionClassLabels[a.class].hi} में ${a.childName} का आवेदन मिल गया है। इसकी संख्या ${a.number} है।`,
    stage: (a: MailedApplication, stage: AdmissionStage) =>
      `${a.childName} के आवेदन ${a.number} की स्थिति अब: ${admissionStageLabels[stage].hi}।`,
    offer: (deadline: string) =>
      `सीट का प्रस्ताव है। कृपया ${mailDate(deadline, 'hi')} तक स्थिति पृष्ठ पर इसे स्वीकार करें।`,
    refused: (a: MailedApplication) =>
      `${a.childName} के आवेदन ${a.number} का दस्तावेज़ स्वीकार नहीं हुआ। कृपया इसे स्थिति पृष्ठ से फिर से भेजें:`,
    link: 'आवेदन की स्थिति देखें, छूटा दस्तावेज़ भेजें या मुलाक़ात का समय चुनें:',
    subject: (a: MailedApplication) => `प्रवेश आवेदन ${a.number}`,
  },
} as const;

/** The parent's acknowledgement, in the language they applied in, with the status link. */
export function receivedMail(
  application: MailedApplication,
  statusUrl: string,
  school: MailSchool,
): OutgoingMail {
  const say = words[application.language];
  return {
    to: application.email,
    replyTo: school.emails.admissions,
    subject: say.subject(application),
    text: [say.received(application, school), '', say.link, statusUrl, '', school.name].join('\n'),
  };
}

/** The parent is told of each stage change; an offer says until when to accept it. */
export function stageMail(
  application: MailedApplication,
  stage: AdmissionStage,
  statusUrl: string,
  school: MailSchool,
): OutgoingMail {
  const say = words[application.language];
  const offer =
    stage === 'offered' && application.offerDeadline ? [say.offer(application.offerDeadline)] : [];
  return {
    to: application.email,
    replyTo: school.emails.admissions,
    subject: say.subject(application),
    text: [say.stage(application, stage), ...offer, '', say.link, statusUrl, '', school.name].join(
      '\n',
    ),
  };
}

/** A document refused by staff: which, why, and the link to send it again. */
export function refusedMail(
  application: MailedApplication,
  documents: readonly RefusedDocument[],
  statusUrl: string,
  school: MailSchool,
): OutgoingMail {
  const say = words[application.language];
  const lines = documents.map(
    ({ document, reason }) =>
      `${admissionDocumentLabels[document][application.language]}: ${reason}`,
  );
  return {
    to: application.email,
    replyTo: school.emails.admissions,
    subject: say.subject(application),
    text: [say.refused(application), ...lines, '', say.link, statusUrl, '', school.name].join('\n'),
  };
}

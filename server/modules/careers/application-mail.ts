import { noPositionLabel } from '#contracts/career-positions.ts';
import type { CareerApplication } from '#contracts/inbox.ts';
import type { SchoolSettings } from '#contracts/school-settings.ts';
import type { OutgoingMail } from '#server/mail/mailer.ts';
import type { ValidatedUpload } from '#server/files/validate-upload.ts';
import { uploadTypes } from '#contracts/content/uploads.ts';

/**
 * The careers desk's copy of an application (the careers address of the school's settings), with
 * the resume attached under the applicant's file name.
 */
export function applicationMail(
  application: CareerApplication,
  /** The label of the post applied for, as staff named it; none when the applicant chose none. */
  positionLabel: string | undefined,
  resume: ValidatedUpload | undefined,
  receivedAt: Date,
  school: Pick<SchoolSettings, 'emails'>,
): OutgoingMail {
  const position = positionLabel ?? noPositionLabel;
  return {
    to: school.emails.careers,
    replyTo: application.email,
    subject: `Career application: ${application.fullName} (${position})`,
    text: [
      `An application was sent through the Careers page of the website on ${receivedAt.toISOString()}.`,
      '',
      `Name: ${application.fullName}`,
      `Email: ${application.email}`,
      `Phone: ${application.phone}`,
      `Position: ${position}`,
      '',
      'Experience and qualifications:',
      application.experience || '(none given)',
      '',
      resume ? `Resume attached: ${resume.originalName}` : 'No resume was attached.',
      '— It is also in the admin Inbox.',
    ].join('\n'),
    attachments: resume
      ? [
          {
            filename: resume.originalName,
            content: resume.bytes,
            contentType: uploadTypes[resume.type].mime,
          },
        ]
      : undefined,
  };
}

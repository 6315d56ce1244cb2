import type { InboxApplication, InboxMessage } from '#contracts/inbox.ts';
import type { Tables } from '#server/db/database.ts';

type MessageRow = Tables['contactMessages']['$inferSelect'];
type ApplicationRow = Tables['careerApplications']['$inferSelect'];
type FileRow = Tables['files']['$inferSelect'];

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function states(row: { id: string; createdAt: Date; readAt: Date | null; handledAt: Date | null }) {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    readAt: iso(row.readAt),
    handledAt: iso(row.handledAt),
  };
}

export function messageView(row: MessageRow): InboxMessage {
  const { firstName, lastName, email, subject, message } = row;
  return { kind: 'messages', ...states(row), firstName, lastName, email, subject, message };
}

/**
 * The stored file name stays on the server; the admin sees the applicant's name for it.
 * `labelOf` names the position (positions-repository.ts readPositionLabels).
 */
export function applicationView(
  row: ApplicationRow,
  resume: FileRow | null,
  labelOf: (key: string) => string,
): InboxApplication {
  const { fullName, email, phone, position, experience, status, notes } = row;
  return {
    kind: 'applications',
    ...states(row),
    fullName,
    email,
    phone,
    position,
    positionLabel: labelOf(position),
    experience,
    status,
    notes,
    resume: resume
      ? {
          originalName: resume.originalName,
          byteSize: resume.byteSize,
          contentType: resume.contentType,
        }
      : null,
  };
}

import type { Publication, PublicationInput } from '#contracts/content/publication.ts';
import type { DateField } from '#web/components/forms/field-spec.ts';
import { textOf } from './form-data.ts';

/**
 * The two scheduling fields of news, notices, events and gallery posts. A datetime-local field
 * has no time zone: the school's clock is India time (Asia/Kolkata, no daylight saving), so the
 * form sends what was typed with +05:30, as the page editor does.
 */
export const publicationFields: DateField[] = [
  {
    key: 'publishAt',
    label: 'Publish at (India time)',
    kind: 'datetime',
    optional: true,
    hint: 'Leave empty to publish when you save. A later time keeps it hidden until then.',
  },
  {
    key: 'unpublishAt',
    label: 'Unpublish at (India time)',
    kind: 'datetime',
    optional: true,
    hint: 'Leave empty to keep it online. A time already past takes it offline when you save.',
  },
];

const indiaOffsetMs = 330 * 60_000;
const indiaTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/** The form's India time (YYYY-MM-DDTHH:mm) as the API takes it; empty stays empty. */
const instantOf = (value: string) => (value ? `${value}:00+05:30` : '');

/** An instant as a datetime-local field shows it in India time. */
const fieldValueOf = (iso: string | null) =>
  iso ? new Date(Date.parse(iso) + indiaOffsetMs).toISOString().slice(0, 16) : '';

export function publicationInputOf(data: FormData): PublicationInput {
  return {
    publishAt: instantOf(textOf(data, 'publishAt')),
    unpublishAt: instantOf(textOf(data, 'unpublishAt')),
  };
}

export function publicationValues(item: Publication): Record<string, string> {
  return { publishAt: fieldValueOf(item.publishAt), unpublishAt: fieldValueOf(item.unpublishAt) };
}

/** What the list says of an item the public does not see now, or of one that will go offline. */
export function publicationNote(item: Publication): string | undefined {
  if (item.status === 'scheduled' && item.publishAt)
    return `Scheduled for ${indiaTime.format(new Date(item.publishAt))}`;
  if (item.status === 'unpublished') return 'Unpublished';
  if (item.unpublishAt) return `Online until ${indiaTime.format(new Date(item.unpublishAt))}`;
  return undefined;
}

import type { Publication } from '#contracts/content/publication.ts';
import type { DateField } from '#web/components/forms/field-spec.ts';

/**
 * The two scheduling fields of news, notices, events and gallery posts, typed in India time
 * (field-values.ts reads and fills them).
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

const indiaTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/**
 * What the list says of an item the public does not see now, or of one that will go offline;
 * nothing for a kind that is not scheduled (holidays, disclosures).
 */
export function publicationNote(item: Partial<Publication>): string | undefined {
  if (item.status === 'scheduled' && item.publishAt)
    return `Scheduled for ${indiaTime.format(new Date(item.publishAt))}`;
  if (item.status === 'unpublished') return 'Unpublished';
  if (item.unpublishAt) return `Online until ${indiaTime.format(new Date(item.unpublishAt))}`;
  return undefined;
}

import type { Publication, PublicationInput } from '#contracts/content/publication.ts';
import { HttpError } from '#server/lib/http-errors.ts';

/** The publication columns of an item row (schema `publication()`). */
export type PublicationColumns = {
  live: boolean;
  publishAt: Date | null;
  unpublishAt: Date | null;
  publishedAt: Date | null;
  scheduledBy: string | null;
};

/** What a save sets: live now or not, and the times still to come. */
export type ScheduleChoice = Pick<
  PublicationColumns,
  'live' | 'publishAt' | 'unpublishAt' | 'scheduledBy'
>;

const at = (value: string | undefined) => (value ? new Date(value) : null);

/**
 * The publication a save asks for at `now`. A publish time already past means "now" and is not
 * kept, so an item scheduled is one whose time is still to come. An unpublish time is kept after
 * it passes: saving the item again with it keeps the item offline.
 */
export function scheduleChoice(
  input: PublicationInput,
  now: Date,
  username: string,
): ScheduleChoice {
  const publishAt = at(input.publishAt);
  const unpublishAt = at(input.unpublishAt);
  if (publishAt && unpublishAt && unpublishAt.getTime() <= publishAt.getTime()) {
    const message = 'Unpublish time must be after the publish time.';
    throw new HttpError(400, `unpublishAt: ${message}`, [{ field: 'unpublishAt', message }]);
  }
  const later = publishAt && publishAt.getTime() > now.getTime() ? publishAt : null;
  const ended = unpublishAt !== null && unpublishAt.getTime() <= now.getTime();
  return {
    live: !later && !ended,
    publishAt: later,
    unpublishAt,
    scheduledBy: later || unpublishAt ? username : null,
  };
}

/** How the staff lists show an item's publication. */
export function publicationOf(row: PublicationColumns): Publication {
  return {
    status: row.live ? 'live' : row.publishAt ? 'scheduled' : 'unpublished',
    publishAt: row.publishAt?.toISOString() ?? null,
    unpublishAt: row.unpublishAt?.toISOString() ?? null,
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

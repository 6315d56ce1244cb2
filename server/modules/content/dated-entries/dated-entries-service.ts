import { and, asc, desc, sql } from 'drizzle-orm';
import type { Audience } from '#contracts/audiences.ts';
import type { Language } from '#contracts/languages.ts';
import type { Event } from '#contracts/content/events.ts';
import type { PublicationInput } from '#contracts/content/publication.ts';
import type { Database, Tables } from '#server/db/database.ts';
import { timestamps } from '#server/modules/content/content-helpers.ts';
import type { ContentWriter } from '#server/modules/content-writer/index.ts';
import { itemTextColumns } from '#server/modules/content/hindi-fields.ts';
import { createItemResource } from '#server/modules/content/item-resource.ts';
import type { ItemPaths } from '#server/modules/content/item-paths/item-paths.ts';
import { itemDocuments, onlyIds, type KindDocuments } from '#server/modules/search/index.ts';
import { cardFor } from '#server/modules/share-cards/index.ts';
import { coveringDays, datesWithin } from './entry-days.ts';

/** Events and holidays ("leaves") have the same columns; this is typed with the events table. */
type DatedTable = Tables['events'];
type DatedRow = DatedTable['$inferSelect'];
/** Events have pages (and a slug); holidays are only marked in the calendar. */
export type DatedEntry = Event;
export type DatedEntryInput = {
  title: string;
  description: string;
  date: string;
  /** The last day of an entry over several days; null or absent for one day. */
  endDate?: string | null | undefined;
  slug?: string | undefined;
  /** Events only (holidays have no such column). */
  audiences?: Audience[];
  titleHi?: string | null | undefined;
  descriptionHi?: string | null | undefined;
} & PublicationInput;

function view(row: DatedRow, slug: string | undefined): DatedEntry {
  return {
    _id: row.id,
    id: row.id,
    title: row.title,
    ...(slug !== undefined && { slug }),
    description: row.description,
    titleHi: row.titleHi,
    descriptionHi: row.descriptionHi,
    date: row.date,
    endDate: row.endDate,
    // Holidays' rows have no audiences column (the table is typed as events').
    ...(row.audiences && { audiences: row.audiences }),
    ...timestamps(row),
  };
}

/**
 * Events (with pages, scheduled like the other items) and holidays (calendar marks only): the
 * item resource, plus the calendar's reads by day and by month.
 */
export function createDatedEntryService(
  db: Database,
  write: ContentWriter,
  table: DatedTable,
  kind: 'events' | 'holidays',
  /** Given for events: each gets its page at /events/<slug> (contracts/content/content-kinds.ts). */
  paths?: ItemPaths,
) {
  const resource = createItemResource<DatedRow, DatedEntryInput, DatedEntry>(
    { db, write, paths },
    {
      kind,
      table,
      order: [desc(table.date), desc(table.createdAt)],
      // Holidays have no audiences column: only an event's input carries them.
      columns: (fields) => ({
        ...itemTextColumns(fields, 'description'),
        date: fields.date,
        // A last day equal to the first is a one-day entry, stored as such.
        endDate: fields.endDate && fields.endDate !== fields.date ? fields.endDate : null,
        ...(fields.audiences && { audiences: fields.audiences }),
      }),
      view: (row, _file, slug) => view(row, slug),
      summary: (row) =>
        `${row.title} (${row.endDate ? `${row.date} to ${row.endDate}` : row.date})`,
      // An event's page is shown in link previews by its card (events have no picture).
      card: (row) => (paths ? cardFor('events', row) : undefined),
    },
  );

  // The calendar's reads, on every page that shows it: prepared once (see item-resource.ts).
  const first = sql.placeholder('first');
  const last = sql.placeholder('last');
  const entriesOn = resource.preparedListWhere(
    `${kind}_on_date`,
    coveringDays(table, first, first),
    [asc(table.date), asc(table.createdAt)],
  );
  const datesBetween = db.read
    .select({ date: table.date, endDate: table.endDate })
    .from(table)
    .where(and(resource.visible, coveringDays(table, first, last)))
    .prepare(`${kind}_dates_between`);

  return {
    ...resource,

    /** The entries on `date`: those starting that day and those over several days covering it. */
    onDate: (date: string): Promise<DatedEntry[]> => entriesOn({ first: date }),

    /** The distinct dates in a YYYY-MM month that have an entry, each day of a long one too. */
    async datesInMonth(month: string): Promise<string[]> {
      const days = { first: `${month}-01`, last: `${month}-31` };
      return datesWithin(await datesBetween.execute(days), days.first, days.last);
    },
  };
}

export type DatedEntryService = ReturnType<typeof createDatedEntryService>;

const holidayWord = { en: 'Holiday', hi: 'अवकाश छुट्टी' } as const;
/** 25 December 2026, or 25 दिसंबर 2026: the words a parent may search a day by. */
const dayInWords = (day: string, language: Language) =>
  new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

/** A holiday's search documents (every holiday: none is scheduled), found by its days too. */
export const holidayDocuments: KindDocuments = async ({ tables: { leaves } }, q, ids) => {
  const rows = await q.select().from(leaves).where(onlyIds(leaves.id, ids));
  return rows.flatMap((row) => {
    // "Holidays in December": a holiday's text seldom names its month, or says holiday.
    const days = [row.date, ...(row.endDate ? [row.endDate] : [])];
    const said = (language: Language) =>
      `${holidayWord[language]} ${days.map((day) => dayInWords(day, language)).join(' ')}`;
    return itemDocuments(
      'holiday',
      {
        ...row,
        description: `${row.description} ${said('en')}`,
        descriptionHi:
          row.titleHi || row.descriptionHi
            ? `${row.descriptionHi ?? row.description} ${said('hi')}`
            : null,
      },
      // The calendar shows the month of the date it is given, the day chosen.
      `/school-calendar?date=${row.date}`,
    );
  });
};

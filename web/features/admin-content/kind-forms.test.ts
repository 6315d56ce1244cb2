import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '#web/lib/api-client.ts';
import { disclosuresKind } from './disclosures/disclosures-kind.ts';
import { kindForms } from './kind-forms.ts';
import type { ContentKind } from './shared/content-kind.ts';
import { formValuesOf } from './shared/field-values.ts';

vi.mock(import('#web/lib/api-client.ts'), async (importOriginal) => ({
  ...(await importOriginal()),
  apiRequest: vi.fn(async () => ({}) as never),
}));

/**
 * Each kind's form is read and filled from its field descriptions (shared/field-values.ts). The
 * expected objects are what each kind's hand-written `inputOf` and `values` gave before they were
 * derived: the API must get, and the clerk see, exactly the same.
 */
type AnyKind = ContentKind<{ id: string }>;
const kinds = { ...kindForms, disclosures: disclosuresKind } as unknown as Record<string, AnyKind>;

/** A chosen file, or the empty part a browser sends for a file input left alone. */
const picked = new File(['x'], 'photo.jpg', { type: 'image/jpeg' });
const none = new File([], '');

/** The form's FormData as the browser builds it, in its order; a name may come more than once. */
function formOf(entries: Array<[string, string | File]>): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

/** What the kind's create call sends: its JSON, or the text parts of its multipart body. */
async function sentBy(kind: AnyKind, data: FormData): Promise<unknown> {
  vi.mocked(apiRequest).mockClear();
  await kind.create(data, () => {});
  const options = vi.mocked(apiRequest).mock.calls[0]![1]!;
  if (options.form)
    return Object.fromEntries([...options.form].filter(([, value]) => typeof value === 'string'));
  return options.json;
}

const valuesOf = (kind: AnyKind, record: object) => formValuesOf(kind.fields, record);

const hindi = { titleHi: 'शीर्षक', descriptionHi: 'विवरण' };
const noHindi = { titleHi: null, descriptionHi: null };
const schedule = {
  status: 'scheduled',
  publishAt: '2026-05-01T04:30:00.000Z',
  unpublishAt: null,
  publishedAt: null,
};

beforeEach(() => vi.mocked(apiRequest).mockClear());

describe('news', () => {
  const kind = kinds.news!;
  it('sends what was typed, a schedule in India time', async () => {
    const data = formOf([
      ['title', 'Sports day'],
      ['slug', 'sports-day'],
      ['description', 'Races'],
      ['titleHi', 'खेल दिवस'],
      ['descriptionHi', ''],
      ['date', '2026-04-20'],
      ['image', picked],
      ['publishAt', '2026-05-01T10:00'],
      ['unpublishAt', ''],
    ]);
    expect(await sentBy(kind, data)).toStrictEqual({
      title: 'Sports day',
      slug: 'sports-day',
      description: 'Races',
      titleHi: 'खेल दिवस',
      descriptionHi: '',
      date: '2026-04-20',
      publishAt: '2026-05-01T10:00:00+05:30',
      unpublishAt: '',
    });
  });
  it('fills the edit form, the picture aside', () => {
    const record = {
      id: '1',
      title: 'Sports day',
      slug: 'sports-day',
      image: '/uploads/a.jpg',
      date: '2026-04-20',
      description: 'Races',
      ...noHindi,
      ...schedule,
    };
    expect(valuesOf(kind, record)).toStrictEqual({
      title: 'Sports day',
      slug: 'sports-day',
      description: 'Races',
      titleHi: '',
      descriptionHi: '',
      date: '2026-04-20',
      publishAt: '2026-05-01T10:00',
      unpublishAt: '',
    });
  });
});

describe('notices', () => {
  const kind = kinds.notices!;
  it('sends the checked audiences comma-joined and the flags as true or false', async () => {
    const data = formOf([
      ['title', 'Fees'],
      ['slug', ''],
      ['description', 'Due'],
      ['titleHi', ''],
      ['descriptionHi', ''],
      ['date', '2026-04-20'],
      ['audiences', 'parents'],
      ['audiences', 'staff'],
      ['acknowledgementRequested', 'true'],
      ['removeFile', 'true'],
      ['file', none],
      ['publishAt', ''],
      ['unpublishAt', '2026-06-01T17:30'],
    ]);
    expect(await sentBy(kind, data)).toStrictEqual({
      title: 'Fees',
      slug: '',
      description: 'Due',
      titleHi: '',
      descriptionHi: '',
      date: '2026-04-20',
      removeFile: 'true',
      audiences: 'parents,staff',
      acknowledgementRequested: 'true',
      publishAt: '',
      unpublishAt: '2026-06-01T17:30:00+05:30',
    });
  });
  it('sends false for boxes left unchecked and nothing for no audience', async () => {
    const data = formOf([
      ['title', 'Fees'],
      ['slug', 'fees'],
      ['description', 'Due'],
      ['titleHi', ''],
      ['descriptionHi', ''],
      ['date', '2026-04-20'],
      ['file', none],
      ['publishAt', ''],
      ['unpublishAt', ''],
    ]);
    expect(await sentBy(kind, data)).toStrictEqual({
      title: 'Fees',
      slug: 'fees',
      description: 'Due',
      titleHi: '',
      descriptionHi: '',
      date: '2026-04-20',
      removeFile: 'false',
      audiences: '',
      acknowledgementRequested: 'false',
      publishAt: '',
      unpublishAt: '',
    });
  });
  it('fills the audiences comma-joined and the acknowledgement as true or false', () => {
    const record = {
      id: '2',
      title: 'Fees',
      slug: 'fees',
      description: 'Due',
      ...hindi,
      date: '2026-04-20',
      circularNumber: 'C-1',
      academicYear: 2026,
      audiences: ['parents', 'staff'],
      acknowledgementRequested: false,
      fileUrl: '/uploads/fees.pdf',
      fileName: 'fees.pdf',
      status: 'published',
      publishAt: null,
      unpublishAt: '2026-06-01T12:00:00.000Z',
      publishedAt: '2026-04-20T04:00:00.000Z',
    };
    expect(valuesOf(kind, record)).toStrictEqual({
      title: 'Fees',
      slug: 'fees',
      description: 'Due',
      titleHi: 'शीर्षक',
      descriptionHi: 'विवरण',
      date: '2026-04-20',
      audiences: 'parents,staff',
      acknowledgementRequested: 'false',
      publishAt: '',
      unpublishAt: '2026-06-01T17:30',
    });
  });
});

describe('events', () => {
  const kind = kinds.events!;
  it('sends null for no last day', async () => {
    const data = formOf([
      ['title', 'Annual day'],
      ['slug', ''],
      ['description', 'Songs'],
      ['titleHi', ''],
      ['descriptionHi', 'गीत'],
      ['date', '2026-12-01'],
      ['endDate', ''],
      ['audiences', 'all'],
      ['publishAt', ''],
      ['unpublishAt', ''],
    ]);
    expect(await sentBy(kind, data)).toStrictEqual({
      title: 'Annual day',
      slug: '',
      description: 'Songs',
      titleHi: '',
      descriptionHi: 'गीत',
      date: '2026-12-01',
      endDate: null,
      audiences: 'all',
      publishAt: '',
      unpublishAt: '',
    });
  });
  it('sends the last day when there is one', async () => {
    const data = formOf([
      ['title', 'Camp'],
      ['slug', 'camp'],
      ['description', 'Tents'],
      ['titleHi', ''],
      ['descriptionHi', ''],
      ['date', '2026-12-01'],
      ['endDate', '2026-12-03'],
      ['publishAt', ''],
      ['unpublishAt', ''],
    ]);
    expect(await sentBy(kind, data)).toMatchObject({ endDate: '2026-12-03', audiences: '' });
  });
  it('fills everyone for an event saved without audiences, and no slug or last day as empty', () => {
    const record = {
      id: '3',
      title: 'Annual day',
      description: 'Songs',
      ...noHindi,
      date: '2026-12-01',
      endDate: null,
      ...schedule,
    };
    expect(valuesOf(kind, record)).toStrictEqual({
      title: 'Annual day',
      slug: '',
      description: 'Songs',
      titleHi: '',
      descriptionHi: '',
      date: '2026-12-01',
      endDate: '',
      audiences: 'all',
      publishAt: '2026-05-01T10:00',
      unpublishAt: '',
    });
  });
  it('fills the saved audiences and last day', () => {
    const record = {
      id: '3',
      title: 'Camp',
      slug: 'camp',
      description: 'Tents',
      ...hindi,
      date: '2026-12-01',
      endDate: '2026-12-03',
      audiences: ['students'],
      ...schedule,
    };
    expect(valuesOf(kind, record)).toMatchObject({ endDate: '2026-12-03', audiences: 'students' });
  });
});

describe('holidays', () => {
  const kind = kinds.holidays!;
  it('sends the dates, null for no last day', async () => {
    const data = formOf([
      ['title', 'Diwali'],
      ['description', 'Closed'],
      ['titleHi', 'दिवाली'],
      ['descriptionHi', ''],
      ['date', '2026-11-08'],
      ['endDate', ''],
    ]);
    expect(await sentBy(kind, data)).toStrictEqual({
      title: 'Diwali',
      description: 'Closed',
      titleHi: 'दिवाली',
      descriptionHi: '',
      date: '2026-11-08',
      endDate: null,
    });
  });
  it('fills the edit form', () => {
    const record = {
      id: '4',
      title: 'Winter break',
      description: 'Closed',
      ...hindi,
      date: '2026-12-25',
      endDate: '2027-01-05',
    };
    expect(valuesOf(kind, record)).toStrictEqual({
      title: 'Winter break',
      description: 'Closed',
      titleHi: 'शीर्षक',
      descriptionHi: 'विवरण',
      date: '2026-12-25',
      endDate: '2027-01-05',
    });
  });
});

describe('gallery posts', () => {
  const kind = kinds.gallery!;
  it('sends the album plan beside the content', async () => {
    const plan = JSON.stringify([{ new: 0, alt: 'Stage' }]);
    const data = formOf([
      ['title', 'Annual day'],
      ['slug', ''],
      ['content', 'Photos'],
      ['titleHi', ''],
      ['contentHi', 'फ़ोटो'],
      ['images', picked],
      ['photos', plan],
      ['publishAt', ''],
      ['unpublishAt', ''],
    ]);
    expect(await sentBy(kind, data)).toStrictEqual({
      title: 'Annual day',
      slug: '',
      content: 'Photos',
      titleHi: '',
      contentHi: 'फ़ोटो',
      photos: plan,
      publishAt: '',
      unpublishAt: '',
    });
  });
  it('fills the edit form, the album aside', () => {
    const record = {
      id: '5',
      title: 'Annual day',
      slug: 'annual-day',
      content: 'Photos',
      titleHi: 'वार्षिक दिवस',
      contentHi: null,
      image: null,
      thumbnail: null,
      images: [],
      coverId: null,
      createdAt: '2026-04-20T04:00:00.000Z',
      ...schedule,
    };
    expect(valuesOf(kind, record)).toStrictEqual({
      title: 'Annual day',
      slug: 'annual-day',
      content: 'Photos',
      titleHi: 'वार्षिक दिवस',
      contentHi: '',
      publishAt: '2026-05-01T10:00',
      unpublishAt: '',
    });
  });
});

describe('achievements', () => {
  const kind = kinds.achievements!;
  it('sends the choices, the names in both languages and the removal flag', async () => {
    const data = formOf([
      ['title', 'Chess'],
      ['slug', ''],
      ['names', 'Riya Sharma (Class 8)'],
      ['category', 'sports'],
      ['level', 'state'],
      ['date', '2026-02-14'],
      ['description', ''],
      ['titleHi', ''],
      ['namesHi', 'रिया शर्मा'],
      ['descriptionHi', ''],
      ['image', none],
      ['publishAt', ''],
      ['unpublishAt', ''],
    ]);
    expect(await sentBy(kind, data)).toStrictEqual({
      title: 'Chess',
      slug: '',
      names: 'Riya Sharma (Class 8)',
      namesHi: 'रिया शर्मा',
      category: 'sports',
      level: 'state',
      date: '2026-02-14',
      description: '',
      titleHi: '',
      descriptionHi: '',
      removeFile: 'false',
      publishAt: '',
      unpublishAt: '',
    });
  });
  it('fills the edit form, no Hindi names as empty', () => {
    const record = {
      id: '6',
      title: 'Chess',
      slug: 'chess',
      description: 'Gold',
      ...hindi,
      names: 'Riya Sharma (Class 8)',
      namesHi: null,
      category: 'sports',
      level: 'state',
      date: '2026-02-14',
      picture: null,
      ...schedule,
    };
    expect(valuesOf(kind, record)).toStrictEqual({
      title: 'Chess',
      slug: 'chess',
      names: 'Riya Sharma (Class 8)',
      namesHi: '',
      category: 'sports',
      level: 'state',
      date: '2026-02-14',
      description: 'Gold',
      titleHi: 'शीर्षक',
      descriptionHi: 'विवरण',
      publishAt: '2026-05-01T10:00',
      unpublishAt: '',
    });
  });
});

describe('disclosures', () => {
  const kind = kinds.disclosures!;
  it('sends the type and texts beside the document', async () => {
    const data = formOf([
      ['type', 'academic'],
      ['title', 'Fee structure'],
      ['description', '2026–27'],
      ['titleHi', ''],
      ['descriptionHi', ''],
      ['file', picked],
    ]);
    expect(await sentBy(kind, data)).toStrictEqual({
      type: 'academic',
      title: 'Fee structure',
      description: '2026–27',
      titleHi: '',
      descriptionHi: '',
    });
  });
  it('fills the edit form, the document aside', () => {
    const record = {
      id: '7',
      originalName: 'fees.pdf',
      fileName: 'a1.pdf',
      type: 'academic',
      title: 'Fee structure',
      description: '2026–27',
      ...noHindi,
      uploadDate: '2026-04-20T04:00:00.000Z',
      modifiedDate: '2026-04-20T04:00:00.000Z',
      fileSize: 1234,
    };
    expect(valuesOf(kind, record)).toStrictEqual({
      type: 'academic',
      title: 'Fee structure',
      description: '2026–27',
      titleHi: '',
      descriptionHi: '',
    });
  });
});

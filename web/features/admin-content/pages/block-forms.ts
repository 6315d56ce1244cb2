import { academicYearLabel, academicYearOf } from '#contracts/academic-year.ts';
import { audienceLabels, audiences } from '#contracts/audiences.ts';
import {
  buttonStyles,
  type Block,
  type BlockType,
  type PageSection,
  type RichDoc,
} from '#contracts/content/pages.ts';
import { yearlyFee } from '#web/components/content/fee-sums.ts';
import type { FieldAbout } from '#contracts/field-about.ts';
import type { FileField, SelectField, TextField } from '#web/components/forms/field-spec.ts';
import { schoolToday } from '#web/lib/school-date.ts';

/**
 * How each block is edited: a list of fields, drawn by components/field-editor.tsx. One
 * description per block type keeps the forms in step with the page model
 * (contracts/content/pages.ts); the server validates the result. The simple fields are every
 * admin form's (field-spec.ts: `image` is a picture from the media library, `file` the address of
 * a stored document); the kinds below them are the editor's own, for a block's structure.
 */
export type BlockField =
  | (TextField & { kind: 'text' | 'textarea' | 'number' })
  | SelectField
  | FileField
  /** One box, yes or no. */
  | (FieldAbout & { kind: 'check' })
  | (FieldAbout & { kind: 'rich' })
  /** A list of lines, one per line of a text area. */
  | (FieldAbout & { kind: 'lines' })
  | (FieldAbout & {
      kind: 'items';
      /** What one entry is called on its buttons ("card", "row"). */
      item: string;
      fields: BlockField[];
    })
  /** Items that are a line, or a bold lead-in and a sentence (check-lists). */
  | (FieldAbout & { kind: 'checkItems' })
  | (FieldAbout & { kind: 'table' })
  /**
   * Entries edited as a table, a row each, laid out as the public page shows them (fees by
   * stage): components/rows-table-editor.tsx. The first field names a row for screen readers.
   */
  | (FieldAbout & {
      kind: 'rowsTable';
      /** What one row is called on its buttons ("stage"). */
      item: string;
      /** `beneath`: in the previous field's cell, under it, as the public table shows classes. */
      fields: Array<FieldAbout & { kind: 'text' | 'number'; beneath?: true }>;
      /** A column worked out from the others, read-only, as the public page shows it. */
      computed?: { label: string; of: (row: Record<string, unknown>) => number };
    })
  /** A gallery's pictures, added from the media library (galleryImageFields each). */
  | (FieldAbout & { kind: 'gallery' })
  | (FieldAbout & { kind: 'blocks' })
  /** Words that explain a block (what a live band shows): no value, nothing to type. */
  | (FieldAbout & { kind: 'note' });

const action: BlockField[] = [
  { kind: 'text', key: 'label', label: 'Label' },
  { kind: 'text', key: 'to', label: 'Link (/page or https://…)' },
  { kind: 'check', key: 'external', label: 'Opens another site in a new tab' },
  {
    kind: 'select',
    key: 'variant',
    label: 'Style',
    optional: true,
    options: buttonStyles.map((style) => ({ value: style, label: style })),
  },
];
export const actionsField = (key: string, label: string, optional = false): BlockField => ({
  kind: 'items',
  key,
  label,
  item: 'button',
  fields: action,
  optional,
});

export const blockFields: Record<BlockType, BlockField[]> = {
  heading: [
    { kind: 'text', key: 'text', label: 'Heading' },
    {
      kind: 'select',
      key: 'level',
      label: 'Level',
      options: [
        { value: '1', label: 'Sub-heading' },
        { value: '2', label: 'Smaller sub-heading' },
      ],
    },
  ],
  richText: [
    { kind: 'rich', key: 'doc', label: 'Text' },
    { kind: 'check', key: 'small', label: 'Small print' },
  ],
  feeTable: [
    { kind: 'text', key: 'caption', label: 'Caption (for screen readers)' },
    {
      kind: 'rowsTable',
      key: 'rows',
      label: 'Fees by stage (rupees; the yearly total is computed)',
      item: 'stage',
      fields: [
        { kind: 'text', key: 'stage', label: 'Stage' },
        { kind: 'text', key: 'classes', label: 'Classes', beneath: true },
        { kind: 'number', key: 'admissionFee', label: 'Admission fee (once)' },
        { kind: 'number', key: 'tuitionPerQuarter', label: 'Tuition per quarter' },
        { kind: 'number', key: 'annualCharges', label: 'Annual charges' },
      ],
      computed: {
        label: 'Yearly total',
        of: (row) =>
          yearlyFee({
            tuitionPerQuarter: Number(row.tuitionPerQuarter) || 0,
            annualCharges: Number(row.annualCharges) || 0,
          }),
      },
    },
  ],
  transportFees: [
    { kind: 'text', key: 'caption', label: 'Caption (for screen readers)' },
    {
      kind: 'rowsTable',
      key: 'rows',
      label: 'Fees by distance (rupees; the yearly fee is computed)',
      item: 'distance',
      fields: [
        { kind: 'text', key: 'distance', label: 'Distance' },
        { kind: 'number', key: 'perQuarter', label: 'Fee per quarter' },
      ],
      computed: { label: 'Fee per year', of: (row) => (Number(row.perQuarter) || 0) * 4 },
    },
  ],
  aside: [
    { kind: 'text', key: 'title', label: 'Title' },
    { kind: 'rich', key: 'doc', label: 'Text' },
  ],
  columns: [
    { kind: 'blocks', key: 'main', label: 'Wide column' },
    { kind: 'blocks', key: 'side', label: 'Narrow column' },
  ],
  image: [
    { kind: 'image', key: 'image', label: 'Image' },
    { kind: 'check', key: 'decorative', label: 'Decorative (screen readers skip it)' },
    { kind: 'text', key: 'caption', label: 'Caption', optional: true },
  ],
  gallery: [
    { kind: 'text', key: 'label', label: 'Gallery name (for screen readers)' },
    { kind: 'gallery', key: 'images', label: 'Pictures' },
  ],
  table: [
    { kind: 'text', key: 'caption', label: 'Caption' },
    { kind: 'check', key: 'hideCaption', label: 'Caption for screen readers only' },
    { kind: 'table', key: 'rows', label: 'Table' },
    { kind: 'lines', key: 'footer', label: 'Footer row (one cell per line)', optional: true },
  ],
  list: [
    {
      kind: 'select',
      key: 'style',
      label: 'Style',
      options: [
        { value: 'check', label: 'Ticks' },
        { value: 'bullet', label: 'Bullets' },
      ],
    },
    { kind: 'checkItems', key: 'items', label: 'Items' },
    {
      kind: 'select',
      key: 'columns',
      label: 'Columns on wide screens',
      optional: true,
      options: [
        { value: '1', label: 'One' },
        { value: '2', label: 'Two' },
        { value: '3', label: 'Three' },
      ],
    },
  ],
  cards: [
    {
      kind: 'items',
      key: 'items',
      label: 'Cards',
      item: 'card',
      fields: [
        { kind: 'text', key: 'title', label: 'Title' },
        { kind: 'textarea', key: 'text', label: 'Text' },
        { kind: 'text', key: 'icon', label: 'Icon name', optional: true },
        { kind: 'text', key: 'meta', label: 'Small label above the title', optional: true },
        { kind: 'image', key: 'image', label: 'Picture', optional: true },
        { kind: 'lines', key: 'points', label: 'Points (one per line)', optional: true },
      ],
    },
    {
      kind: 'select',
      key: 'pointStyle',
      label: 'Points shown as',
      optional: true,
      options: [
        { value: 'bullet', label: 'Bullets' },
        { value: 'check', label: 'Ticks' },
      ],
    },
  ],
  stats: [
    { kind: 'text', key: 'label', label: 'Name of the figures (for screen readers)' },
    {
      kind: 'items',
      key: 'items',
      label: 'Figures',
      item: 'figure',
      fields: [
        { kind: 'text', key: 'value', label: 'Figure' },
        { kind: 'text', key: 'label', label: 'What it counts' },
      ],
    },
  ],
  keyFacts: [
    {
      kind: 'items',
      key: 'items',
      label: 'Facts',
      item: 'fact',
      fields: [
        { kind: 'text', key: 'label', label: 'Label' },
        { kind: 'text', key: 'value', label: 'Fact' },
        { kind: 'text', key: 'note', label: 'Note', optional: true },
      ],
    },
  ],
  steps: [
    {
      kind: 'items',
      key: 'items',
      label: 'Steps',
      item: 'step',
      fields: [
        { kind: 'text', key: 'title', label: 'Step' },
        { kind: 'textarea', key: 'text', label: 'What to do' },
      ],
    },
  ],
  timeline: [
    {
      kind: 'items',
      key: 'items',
      label: 'Milestones',
      item: 'milestone',
      fields: [
        { kind: 'text', key: 'when', label: 'When' },
        { kind: 'text', key: 'title', label: 'Title' },
        { kind: 'textarea', key: 'text', label: 'Text', optional: true },
      ],
    },
  ],
  quotes: [
    {
      kind: 'items',
      key: 'quotes',
      label: 'Quotes',
      item: 'quote',
      fields: [
        { kind: 'textarea', key: 'quote', label: 'Quote' },
        { kind: 'text', key: 'name', label: 'Who said it' },
        { kind: 'text', key: 'role', label: 'Role' },
      ],
    },
  ],
  actions: [actionsField('actions', 'Buttons')],
  callout: [
    { kind: 'text', key: 'title', label: 'Title' },
    { kind: 'textarea', key: 'text', label: 'Text' },
    { kind: 'lines', key: 'points', label: 'Points (one per line)', optional: true },
    actionsField('actions', 'Buttons', true),
    { kind: 'text', key: 'icon', label: 'Icon name', optional: true },
  ],
  split: [
    { kind: 'image', key: 'image', label: 'Picture' },
    { kind: 'text', key: 'title', label: 'Title', optional: true },
    { kind: 'rich', key: 'doc', label: 'Text' },
    { kind: 'checkItems', key: 'points', label: 'Ticked points', optional: true },
    { kind: 'check', key: 'reverse', label: 'Picture on the right' },
  ],
  document: [
    { kind: 'text', key: 'title', label: 'Link text' },
    { kind: 'file', key: 'href', label: 'Stored file (/uploads/…)' },
    { kind: 'text', key: 'description', label: 'Description', optional: true },
  ],
  letter: [
    { kind: 'text', key: 'greeting', label: 'Greeting' },
    { kind: 'lines', key: 'paragraphs', label: 'Paragraphs (one per line)' },
    { kind: 'text', key: 'closing', label: 'Closing' },
    {
      kind: 'select',
      key: 'signedBy',
      label: 'Signed by',
      options: [
        { value: 'principal', label: 'The Principal (name from School information)' },
        { value: 'other', label: 'Someone else (role and name below)' },
      ],
    },
    { kind: 'text', key: 'role', label: 'Role (Director, Chairperson)', optional: true },
    { kind: 'text', key: 'name', label: 'Name', optional: true },
    { kind: 'text', key: 'organisation', label: 'Organisation' },
    { kind: 'image', key: 'portrait', label: 'Portrait', optional: true },
    { kind: 'text', key: 'contactEmail', label: 'Contact e-mail', optional: true },
    { kind: 'text', key: 'contactHours', label: 'When they meet parents', optional: true },
  ],
  people: [
    { kind: 'text', key: 'label', label: 'Name of the group (for screen readers)' },
    {
      kind: 'items',
      key: 'people',
      label: 'People',
      item: 'person',
      fields: [
        { kind: 'text', key: 'name', label: 'Name' },
        { kind: 'text', key: 'role', label: 'Role or subject' },
        { kind: 'image', key: 'photo', label: 'Photo', optional: true },
      ],
    },
  ],
  map: [
    { kind: 'text', key: 'title', label: 'Map title' },
    { kind: 'text', key: 'embedUrl', label: 'Embed address (OpenStreetMap or Google Maps)' },
  ],
  upcomingEvents: [
    { kind: 'text', key: 'label', label: 'List name (for screen readers)' },
    {
      kind: 'select',
      key: 'audience',
      label: 'Events for',
      options: audiences.map((audience) => ({ value: audience, label: audienceLabels[audience] })),
    },
    { kind: 'number', key: 'count', label: 'How many to show (1 to 12)' },
  ],
  achievements: [
    {
      kind: 'note',
      key: 'about',
      label:
        'Lists the achievements from the Achievements screen, newest year first and by category, with a choice of category and year above them.',
    },
  ],
  schedule: [
    { kind: 'text', key: 'label', label: 'Schedule name (for screen readers)' },
    {
      kind: 'items',
      key: 'items',
      label: 'Entries',
      item: 'entry',
      fields: [
        { kind: 'text', key: 'when', label: 'Time' },
        { kind: 'text', key: 'whenDetail', label: 'Second line of the time', optional: true },
        { kind: 'text', key: 'title', label: 'Activity' },
        { kind: 'textarea', key: 'text', label: 'Details', optional: true },
        { kind: 'text', key: 'location', label: 'Place', optional: true },
      ],
    },
  ],
  standings: [
    { kind: 'text', key: 'title', label: 'Title (the academic year is added to it)' },
    { kind: 'text', key: 'academicYear', label: 'Academic year the points are for (2026-27)' },
    { kind: 'text', key: 'teamLabel', label: 'Column heading of the names (House)' },
    { kind: 'text', key: 'memberLabel', label: 'Members are called (students)', optional: true },
    {
      kind: 'items',
      key: 'entries',
      label: 'Teams (the ranking is computed from the points)',
      item: 'team',
      fields: [
        { kind: 'text', key: 'name', label: 'Name' },
        { kind: 'number', key: 'points', label: 'Points' },
        { kind: 'number', key: 'members', label: 'Members', optional: true },
        { kind: 'text', key: 'colour', label: 'Colour (#1d4ed8)', optional: true },
      ],
    },
  ],
  contents: [{ kind: 'text', key: 'title', label: 'Title (lists the sections below)' }],
  facilityPicker: [
    { kind: 'text', key: 'label', label: 'Picker name (for screen readers)' },
    { kind: 'text', key: 'gridTitle', label: 'Title of the grid' },
    { kind: 'text', key: 'defaultId', label: 'Facility shown first (its id)' },
    {
      kind: 'items',
      key: 'facilities',
      label: 'Facilities',
      item: 'facility',
      fields: [
        { kind: 'text', key: 'id', label: 'Id (letters, digits, hyphens)' },
        { kind: 'text', key: 'label', label: 'Tab label' },
        { kind: 'text', key: 'title', label: 'Title' },
        { kind: 'textarea', key: 'description', label: 'Description' },
        { kind: 'lines', key: 'highlights', label: 'Highlights (one per line)', optional: true },
        { kind: 'image', key: 'image', label: 'Picture' },
      ],
    },
  ],
  slides: [
    { kind: 'text', key: 'label', label: 'Slideshow name (for screen readers)' },
    {
      kind: 'items',
      key: 'slides',
      label: 'Pictures, one at a time (each shows for 5 seconds)',
      item: 'picture',
      fields: [
        { kind: 'text', key: 'caption', label: 'Caption' },
        { kind: 'image', key: 'image', label: 'Picture' },
      ],
    },
    {
      kind: 'items',
      key: 'levels',
      label: 'School levels beside the pictures (large screens only)',
      item: 'level',
      optional: true,
      fields: [
        { kind: 'text', key: 'name', label: 'Level (Primary)' },
        { kind: 'text', key: 'classes', label: 'Classes (Grade 1 to 5)' },
      ],
    },
  ],
  programmes: [
    {
      kind: 'items',
      key: 'items',
      label: 'Programmes',
      item: 'programme',
      fields: [
        { kind: 'text', key: 'title', label: 'Programme (Primary)' },
        { kind: 'text', key: 'classes', label: 'Classes (Classes 1 to 5)' },
        { kind: 'textarea', key: 'description', label: 'Description' },
        { kind: 'text', key: 'to', label: 'Its page, for Learn More (/academics-primary)' },
        { kind: 'image', key: 'image', label: 'Picture' },
      ],
    },
  ],
  tourBanner: [
    {
      kind: 'note',
      key: 'about',
      label:
        "The banner fills its section: the section's title and introduction are its heading and text.",
    },
    { kind: 'text', key: 'to', label: 'Where its two buttons lead (/contact)' },
  ],
  testimonials: [
    {
      kind: 'note',
      key: 'about',
      label: "The testimonials fill their section, under the section's title.",
    },
    {
      kind: 'items',
      key: 'items',
      label: 'Testimonials',
      item: 'testimonial',
      fields: [
        { kind: 'textarea', key: 'quote', label: 'What they said' },
        { kind: 'text', key: 'name', label: 'Name' },
        { kind: 'text', key: 'relation', label: 'Who they are (Parent of Class 2 Student)' },
        { kind: 'image', key: 'image', label: 'Photo' },
      ],
    },
  ],
  latestNews: [
    {
      kind: 'note',
      key: 'about',
      label:
        "Shows the six newest news stories, from the News tab, under the section's title. Home page only.",
    },
  ],
  principalExcerpt: [
    {
      kind: 'note',
      key: 'about',
      label:
        "Shows the first two paragraphs of the Principal's message (the Principal's message page) with a link to it. Home page only.",
    },
  ],
  calendar: [
    {
      kind: 'note',
      key: 'about',
      label:
        "Shows this month's calendar of events and holidays, from the Events and Holidays tabs. Home page only.",
    },
  ],
  valuesGallery: [
    {
      kind: 'note',
      key: 'about',
      label:
        "Shows the three newest gallery posts, from the Gallery tab, under the section's title. Home page only.",
    },
  ],
  group: [
    { kind: 'text', key: 'title', label: 'Title' },
    { kind: 'textarea', key: 'intro', label: 'Introduction', optional: true },
    { kind: 'blocks', key: 'blocks', label: 'Blocks in this group' },
  ],
  tabs: [
    { kind: 'text', key: 'label', label: 'Tabs name (for screen readers)' },
    {
      kind: 'items',
      key: 'tabs',
      label: 'Tabs',
      item: 'tab',
      fields: [
        { kind: 'text', key: 'id', label: 'Id (letters, digits, hyphens)' },
        { kind: 'text', key: 'label', label: 'Tab label' },
        { kind: 'blocks', key: 'blocks', label: 'Blocks in this tab' },
      ],
    },
  ],
  accordion: [
    {
      kind: 'items',
      key: 'items',
      label: 'Items',
      item: 'item',
      fields: [
        { kind: 'text', key: 'title', label: 'Title' },
        { kind: 'blocks', key: 'blocks', label: 'Blocks in this item' },
      ],
    },
  ],
};

/** One picture of a gallery: what it shows, or marked decorative; then where it is and its size. */
export const galleryImageFields: BlockField[] = [
  { kind: 'text', key: 'alt', label: 'Alt text (what the picture shows)' },
  { kind: 'check', key: 'decorative', label: 'Decorative (screen readers skip it)' },
  { kind: 'text', key: 'src', label: 'File (/images/… or /uploads/…)' },
  { kind: 'number', key: 'width', label: 'Width (px)' },
  { kind: 'number', key: 'height', label: 'Height (px)' },
];

/** Section settings, edited above its blocks. */
export const sectionFields: BlockField[] = [
  { kind: 'text', key: 'title', label: 'Section title' },
  { kind: 'text', key: 'eyebrow', label: 'Small label above the title', optional: true },
  { kind: 'textarea', key: 'intro', label: 'Introduction', optional: true },
  { kind: 'text', key: 'id', label: 'Anchor id (letters, digits, hyphens)' },
  {
    kind: 'select',
    key: 'tone',
    label: 'Background',
    optional: true,
    options: [
      { value: 'plain', label: 'Plain' },
      { value: 'muted', label: 'Tinted' },
      { value: 'brand', label: 'School colour' },
    ],
  },
];

export const heroFields: BlockField[] = [
  { kind: 'text', key: 'title', label: "Page heading ({school} shows the school's name)" },
  { kind: 'text', key: 'eyebrow', label: 'Small label above the heading', optional: true },
  { kind: 'textarea', key: 'lead', label: 'Text under the heading', optional: true },
  { kind: 'image', key: 'image', label: 'Picture', optional: true },
  actionsField('actions', 'Buttons', true),
];

const emptyDoc: RichDoc = { type: 'doc', content: [{ type: 'paragraph' }] };
const image = { src: '/images/campus.svg', alt: '', width: 800, height: 500 };

/** A new block of each type, valid as soon as staff fill in its first field. */
export function newBlock(type: BlockType): Block {
  const blocks: { [T in BlockType]: Extract<Block, { type: T }> } = {
    heading: { type: 'heading', text: '', level: 1 },
    richText: { type: 'richText', doc: emptyDoc },
    image: { type: 'image', image, decorative: false },
    gallery: { type: 'gallery', label: '', images: [] },
    table: { type: 'table', caption: '', columns: ['', ''], rows: [['', '']] },
    list: { type: 'list', style: 'check', items: [''] },
    cards: { type: 'cards', items: [{ title: '', text: '' }] },
    stats: { type: 'stats', label: '', items: [{ value: '', label: '' }] },
    keyFacts: { type: 'keyFacts', items: [{ label: '', value: '' }] },
    feeTable: {
      type: 'feeTable',
      caption: '',
      rows: [{ stage: '', classes: '', admissionFee: 0, tuitionPerQuarter: 0, annualCharges: 0 }],
    },
    transportFees: { type: 'transportFees', caption: '', rows: [{ distance: '', perQuarter: 0 }] },
    aside: { type: 'aside', title: '', doc: emptyDoc },
    columns: { type: 'columns', main: [], side: [] },
    steps: { type: 'steps', items: [{ title: '', text: '' }] },
    timeline: { type: 'timeline', items: [{ when: '', title: '' }] },
    quotes: { type: 'quotes', quotes: [{ quote: '', name: '', role: '' }] },
    actions: { type: 'actions', actions: [{ label: '', to: '/' }] },
    callout: { type: 'callout', title: '', text: '' },
    split: { type: 'split', image, doc: emptyDoc },
    document: { type: 'document', title: '', href: '/uploads/' },
    letter: {
      type: 'letter',
      greeting: '',
      paragraphs: [''],
      closing: '',
      signedBy: 'other',
      organisation: '',
    },
    people: { type: 'people', label: '', people: [{ name: '', role: '' }] },
    map: { type: 'map', title: '', embedUrl: '' },
    schedule: { type: 'schedule', label: '', items: [{ when: '', title: '' }] },
    upcomingEvents: { type: 'upcomingEvents', label: 'Upcoming events', audience: 'all', count: 3 },
    achievements: { type: 'achievements' },
    standings: {
      type: 'standings',
      title: '',
      academicYear: academicYearLabel(academicYearOf(schoolToday())),
      teamLabel: '',
      entries: [{ name: '', points: 0 }],
    },
    contents: { type: 'contents', title: 'On this page' },
    facilityPicker: {
      type: 'facilityPicker',
      label: '',
      gridTitle: '',
      defaultId: 'facility',
      facilities: [],
    },
    slides: { type: 'slides', label: '', slides: [{ caption: '', image }] },
    programmes: {
      type: 'programmes',
      items: [{ title: '', classes: '', description: '', to: '/', image }],
    },
    tourBanner: { type: 'tourBanner', to: '/contact' },
    testimonials: {
      type: 'testimonials',
      items: [{ quote: '', name: '', relation: '', image }],
    },
    latestNews: { type: 'latestNews' },
    principalExcerpt: { type: 'principalExcerpt' },
    calendar: { type: 'calendar' },
    valuesGallery: { type: 'valuesGallery' },
    group: { type: 'group', title: '', blocks: [] },
    tabs: { type: 'tabs', label: '', tabs: [{ id: 'tab-1', label: '', blocks: [] }] },
    accordion: { type: 'accordion', items: [{ title: '', blocks: [] }] },
  };
  return blocks[type];
}

export function newSection(index: number): PageSection {
  return { type: 'section', id: `section-${index + 1}`, title: '', blocks: [] };
}

/** The empty value of a new entry in an `items` field. */
export function newItem(fields: BlockField[]): Record<string, unknown> {
  const item: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.kind === 'note' || field.optional) continue;
    if (
      field.kind === 'blocks' ||
      field.kind === 'items' ||
      field.kind === 'rowsTable' ||
      field.kind === 'lines'
    )
      item[field.key] = [];
    else if (field.kind === 'number') item[field.key] = 1;
    else if (field.kind === 'check') item[field.key] = false;
    else if (field.kind === 'image') item[field.key] = image;
    else item[field.key] = '';
  }
  return item;
}

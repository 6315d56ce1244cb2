import { audienceSchema } from '../audience-schemas.ts';
import { z } from '../zod.ts';
import { linkSchema } from './links.ts';
import { translationSchema } from './translation-schema.ts';
import { homePageSlug, isBandBlock, liveBlockTypes, type bandBlockTypes } from './page-reading.ts';
import {
  strayTranslationPaths,
  withHindiTexts,
  forEachNode,
  type Translation,
} from './translation.ts';

/**
 * The one page model (decision 0018): every information page is a page record with a hero and a
 * list of blocks, saved as a draft and published by staff. Staff-written text never becomes
 * markup: rich text is a small document tree (the subset of TipTap's JSON the site renders),
 * drawn by web/components/content/ as React elements.
 */

export const pageSlugMaxLength = 80;

/** A node of a page (the page, a section, a block) with its optional Hindi (contracts/content/translation.ts). */
const translatable = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.object({ ...shape, hi: translationSchema.optional() });
const lineMax = 300;
const textMax = 5_000;

/** A required line of text; `label` names the field in the error ("Card title is required."). */
const line = (label: string, max = lineMax) =>
  z
    .string(`${label} is required.`)
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);
const optionalLine = (label: string, max = lineMax) =>
  z
    .string(`${label} must be text.`)
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .optional();
const text = (label: string) => line(label, textMax);

export const pageSlugSchema = z
  .string()
  .trim()
  .min(1, 'Address is required.')
  .max(pageSlugMaxLength, `Address must be at most ${pageSlugMaxLength} characters.`)
  // Underscores too: the school's earlier site had /director-message_1, and links to it live on.
  .regex(
    /^[a-z0-9]+([-_][a-z0-9]+)*$/,
    'Address may use lower-case letters, digits and single hyphens or underscores only.',
  );

/** A picture: a file under /images/ or /uploads/, with its size so the page does not jump. */
export const pageImageSchema = z.object({
  src: z
    .string('Image file is required.')
    .trim()
    .regex(
      /^\/(images|uploads)\/[A-Za-z0-9._/-]+$/,
      'Image must be a file under /images/ or /uploads/.',
    )
    .refine((src) => !src.includes('..'), 'Image must be a file under /images/ or /uploads/.'),
  alt: z.string().trim().max(lineMax, `Alt text must be at most ${lineMax} characters.`),
  width: z.number().int().min(1).max(10_000),
  height: z.number().int().min(1).max(10_000),
});
export type PageImage = z.infer<typeof pageImageSchema>;

/** A picture that must say what it shows (cards, heroes): alt text required. */
const describedImage = pageImageSchema.extend({ alt: line('Alt text') });

/** A picture of a gallery: it says what it shows, or is marked decorative (screen readers skip it). */
const galleryImageSchema = pageImageSchema
  .extend({ decorative: z.boolean().optional() })
  .refine((image) => image.decorative || image.alt.length > 0, {
    message: 'Gallery image: alt text is required unless the image is marked decorative.',
    path: ['alt'],
  });
export type GalleryImage = z.infer<typeof galleryImageSchema>;

// Rich text: TipTap's JSON shape (type/content/marks/attrs), limited to what the site renders.
const markSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('bold') }),
  z.object({ type: z.literal('italic') }),
  z.object({ type: z.literal('link'), attrs: z.object({ href: linkSchema() }) }),
]);
const inlineSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('text'),
    text: z.string().min(1).max(textMax),
    marks: z.array(markSchema).max(3).optional(),
  }),
  z.object({ type: z.literal('hardBreak') }),
]);
const inlineContent = z.array(inlineSchema).max(500).optional();
const paragraphSchema = z.object({ type: z.literal('paragraph'), content: inlineContent });
const listItemSchema = z.object({
  type: z.literal('listItem'),
  content: z.array(paragraphSchema).min(1).max(10),
});
const listSchema = (type: 'bulletList' | 'orderedList') =>
  z.object({ type: z.literal(type), content: z.array(listItemSchema).min(1).max(200) });
export const richNodeSchema = z.discriminatedUnion('type', [
  paragraphSchema,
  z.object({
    type: z.literal('heading'),
    attrs: z.object({ level: z.union([z.literal(3), z.literal(4)]) }),
    content: inlineContent,
  }),
  listSchema('bulletList'),
  listSchema('orderedList'),
]);
export const richDocSchema = z.object({
  type: z.literal('doc'),
  content: z.array(richNodeSchema).max(300),
});
export type RichDoc = z.infer<typeof richDocSchema>;
export type RichNode = z.infer<typeof richNodeSchema>;
export type RichInline = z.infer<typeof inlineSchema>;

/** Plain paragraphs as a rich text document (seed data and simple editors). */
export function richTextOf(paragraphs: readonly string[]): RichDoc {
  return {
    type: 'doc',
    content: paragraphs.map((paragraph) => ({
      type: 'paragraph',
      content: [{ type: 'text', text: paragraph }],
    })),
  };
}

export const buttonStyles = ['primary', 'secondary', 'accent', 'light', 'outlineLight'] as const;
const actionSchema = z.object({
  label: line('Button label', 80),
  to: linkSchema(),
  /** Opens in a new tab (another site). */
  external: z.boolean().optional(),
  variant: z.enum(buttonStyles).optional(),
});
export type PageAction = z.infer<typeof actionSchema>;

/** An icon by name (web/components/ui/icon.tsx); an unknown name shows no icon. */
const iconSchema = z
  .string()
  .regex(/^[a-z][a-zA-Z]{0,30}$/, 'Icon must be an icon name.')
  .optional();

const checkItemSchema = z.union([
  line('List item'),
  z.object({ title: line('List item title'), text: text('List item text') }),
]);

const cardSchema = z.object({
  title: line('Card title'),
  text: optionalLine('Card text', textMax),
  icon: iconSchema,
  image: describedImage.optional(),
  meta: optionalLine('Card label'),
  /** A colour dot before the label (house colours). */
  swatch: z
    .string()
    .regex(/^#[0-9a-fA-F]{3,8}$/, 'Colour must be a hex colour such as #1d4ed8.')
    .optional(),
  points: z.array(line('Card point')).max(30).optional(),
});

const scheduleItemSchema = z.object({
  when: line('Time', 60),
  whenDetail: optionalLine('Time detail', 60),
  dateTime: optionalLine('Machine-readable time', 40),
  title: line('Activity'),
  text: optionalLine('Activity detail', textMax),
  location: optionalLine('Place'),
});

const facilitySchema = z.object({
  id: pageSlugSchema,
  label: line('Facility tab label', 60),
  title: line('Facility title'),
  description: text('Facility description'),
  highlights: z.array(line('Facility highlight')).max(20).optional(),
  image: describedImage,
});

const rupees = (label: string) =>
  z
    .number(`${label} must be a number of rupees.`)
    .int(`${label} must be whole rupees.`)
    .min(0, `${label} cannot be negative.`)
    .max(10_000_000, `${label} is too large.`);

/** Blocks that hold no other blocks. */
const leafBlockSchemas = [
  translatable({
    type: z.literal('heading'),
    text: line('Heading'),
    /** Relative to where the block sits: 1 is one level below the section's title. */
    level: z.union([z.literal(1), z.literal(2)]).default(1),
  }),
  translatable({
    type: z.literal('richText'),
    doc: richDocSchema,
    /** Small grey print under a table (late fee rule, what the charges cover). */
    small: z.boolean().optional(),
  }),
  translatable({
    type: z.literal('image'),
    image: pageImageSchema,
    decorative: z.boolean().default(false),
    caption: optionalLine('Caption'),
  }).refine((block) => block.decorative || block.image.alt.length > 0, {
    message: 'Image: alt text is required unless the image is marked decorative.',
    path: ['image', 'alt'],
  }),
  translatable({
    type: z.literal('gallery'),
    label: line('Gallery label'),
    images: z.array(galleryImageSchema).min(1, 'Gallery needs at least one image.').max(60),
  }),
  translatable({
    type: z.literal('table'),
    caption: line('Table caption'),
    columns: z.array(line('Column heading', 100)).min(1).max(12),
    rows: z.array(z.array(z.string().trim().max(lineMax))).max(200),
    footer: z.array(z.string().trim().max(lineMax)).optional(),
    /** The caption is read by screen readers only (the section title says it already). */
    hideCaption: z.boolean().optional(),
    numericColumns: z.array(z.number().int().min(0).max(11)).optional(),
  }).refine((block) => block.rows.every((row) => row.length === block.columns.length), {
    message: 'Table: every row needs one cell per column.',
    path: ['rows'],
  }),
  translatable({
    type: z.literal('list'),
    style: z.enum(['bullet', 'check']).default('check'),
    items: z.array(checkItemSchema).min(1, 'List needs at least one item.').max(200),
    columns: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
  }),
  translatable({
    type: z.literal('cards'),
    items: z.array(cardSchema).min(1, 'Cards need at least one card.').max(40),
    /** Points as ticks (the guideline pages) instead of small bullets. */
    pointStyle: z.enum(['bullet', 'check']).optional(),
    minWidth: z
      .string()
      .regex(/^\d{1,2}(\.\d{1,2})?rem$/)
      .optional(),
  }),
  translatable({
    type: z.literal('stats'),
    label: line('Figures label'),
    items: z
      .array(z.object({ value: line('Figure', 40), label: line('Figure label') }))
      .min(1)
      .max(12),
  }),
  translatable({
    type: z.literal('feeTable'),
    caption: line('Table caption'),
    /** Yearly totals are computed: four quarters of tuition plus the annual charges. */
    rows: z
      .array(
        z.object({
          stage: line('Stage', 80),
          classes: line('Classes', 120),
          admissionFee: rupees('Admission fee'),
          tuitionPerQuarter: rupees('Tuition per quarter'),
          annualCharges: rupees('Annual charges'),
        }),
      )
      .min(1, 'Fee table needs at least one stage.')
      .max(20),
  }),
  translatable({
    type: z.literal('transportFees'),
    caption: line('Table caption'),
    rows: z
      .array(z.object({ distance: line('Distance', 80), perQuarter: rupees('Fee per quarter') }))
      .min(1, 'Transport fees need at least one distance.')
      .max(20),
  }),
  translatable({
    type: z.literal('aside'),
    title: line('Note title'),
    doc: richDocSchema,
  }),
  translatable({
    type: z.literal('keyFacts'),
    items: z
      .array(
        z.object({
          label: line('Fact label'),
          value: line('Fact', 120),
          note: optionalLine('Fact note'),
        }),
      )
      .min(1, 'Key facts need at least one fact.')
      .max(12),
  }),
  translatable({
    type: z.literal('steps'),
    items: z
      .array(z.object({ title: line('Step title'), text: text('Step text') }))
      .min(1, 'Steps need at least one step.')
      .max(30),
  }),
  translatable({
    type: z.literal('timeline'),
    items: z
      .array(
        z.object({
          when: line('Timeline date', 60),
          title: line('Timeline title'),
          text: optionalLine('Timeline text', textMax),
        }),
      )
      .min(1)
      .max(60),
  }),
  translatable({
    type: z.literal('quotes'),
    quotes: z
      .array(z.object({ quote: text('Quote'), name: line('Quoted person'), role: line('Role') }))
      .min(1)
      .max(20),
  }),
  translatable({
    type: z.literal('actions'),
    actions: z.array(actionSchema).min(1, 'Add at least one button.').max(6),
  }),
  translatable({
    type: z.literal('callout'),
    title: line('Callout title'),
    text: text('Callout text'),
    points: z.array(line('Callout point')).max(20).optional(),
    actions: z.array(actionSchema).max(6).optional(),
    icon: iconSchema,
  }),
  translatable({
    type: z.literal('split'),
    image: describedImage,
    title: optionalLine('Title'),
    doc: richDocSchema,
    points: z.array(checkItemSchema).max(30).optional(),
    reverse: z.boolean().optional(),
  }),
  translatable({
    type: z.literal('document'),
    title: line('Document title'),
    /** A stored file (the disclosures' documents or an upload): served from /uploads/. */
    href: z
      .string('Document is required.')
      .trim()
      .regex(/^\/uploads\/[A-Za-z0-9._-]+$/, 'Document must be a stored file under /uploads/.'),
    description: optionalLine('Document description'),
  }),
  translatable({
    type: z.literal('letter'),
    greeting: line('Greeting'),
    paragraphs: z.array(text('Paragraph')).min(1, 'Letter needs at least one paragraph.').max(30),
    closing: line('Closing'),
    /**
     * The Principal's name is one fact, School information's principalName (decision 0018):
     * a letter the Principal signs shows that name, so a new Principal is named in one place.
     */
    signedBy: z.enum(['principal', 'other']).default('other'),
    /** Who signs when it is not the Principal ("Director"). */
    role: optionalLine('Role', 80),
    name: optionalLine('Name', 120),
    organisation: line('Organisation'),
    portrait: describedImage.optional(),
    /** A "Contact the <role>" button and the times they meet parents. */
    contactEmail: z
      .email('Contact e-mail must be an e-mail address.')
      .max(254, 'Contact e-mail must be at most 254 characters.')
      .optional(),
    contactHours: optionalLine('Contact hours'),
  }).refine((block) => block.signedBy === 'principal' || Boolean(block.role), {
    message: 'Letter: the role of who signs is required unless the Principal signs.',
    path: ['role'],
  }),
  translatable({
    type: z.literal('people'),
    label: line('People label'),
    people: z
      .array(
        z.object({
          name: line('Name', 120),
          role: line('Role or subject', 120),
          photo: describedImage.optional(),
        }),
      )
      .min(1, 'People need at least one person.')
      .max(200),
  }),
  translatable({
    type: z.literal('map'),
    title: line('Map title'),
    /** Only OpenStreetMap's or Google Maps' embed pages; the page shows a frame only for the school's map origin (CSP frame-src). */
    embedUrl: z
      .string('Map address is required.')
      .trim()
      .max(2_000)
      .regex(
        /^https:\/\/(www\.openstreetmap\.org\/export\/embed\.html|www\.google\.com\/maps\/embed)\?[^\s"'<>]+$/,
        'Map must be an OpenStreetMap or Google Maps embed address.',
      ),
  }),
  translatable({
    type: z.literal('upcomingEvents'),
    label: line('List label'),
    /** Events for this audience and those for everyone; `all` lists every event. */
    audience: audienceSchema.default('all'),
    count: z
      .number('Number of events is required.')
      .int('Number of events must be a whole number.')
      .min(1, 'Show at least one event.')
      .max(12, 'Show at most 12 events.')
      .default(3),
  }),
  /**
   * The achievements staff add on the Achievements screen, by year and category, with a filter
   * by both (web/components/content/achievements-block.tsx): it stores nothing but its place.
   */
  translatable({ type: z.literal('achievements') }),
  translatable({
    type: z.literal('schedule'),
    label: line('Schedule label'),
    items: z.array(scheduleItemSchema).min(1, 'Schedule needs at least one entry.').max(60),
  }),
  translatable({
    type: z.literal('standings'),
    title: line('Standings title'),
    /** The academic year the points are for, stated in the heading (never shown as current). */
    academicYear: z
      .string('Academic year is required.')
      .trim()
      .regex(/^\d{4}-\d{2}$/, 'Academic year must be written like 2026-27.')
      .refine(
        (year) => (Number(year.slice(0, 4)) + 1) % 100 === Number(year.slice(5)),
        'Academic year must be two years in a row, like 2026-27.',
      ),
    /** What the teams are called in the table's heading ("House"). */
    teamLabel: line('Team column heading', 40),
    /** What the members are called under each name ("students"); no count shown without it. */
    memberLabel: optionalLine('Members label', 40),
    /** The ranking is computed from the points: highest first, equal points share a place. */
    entries: z
      .array(
        z.object({
          name: line('Team name', 80),
          points: z
            .number('Points must be a number.')
            .int('Points must be a whole number.')
            .min(0, 'Points cannot be negative.')
            .max(1_000_000, 'Points are too large.'),
          members: z
            .number('Members must be a number.')
            .int('Members must be a whole number.')
            .min(0, 'Members cannot be negative.')
            .max(100_000, 'Members are too many.')
            .optional(),
          colour: z
            .string()
            .regex(/^#[0-9a-fA-F]{3,8}$/, 'Colour must be a hex colour such as #1d4ed8.')
            .optional(),
        }),
      )
      .min(1, 'Standings need at least one team.')
      .max(40),
  }),
  translatable({
    type: z.literal('contents'),
    /** Links to the page's sections, in their order (long pages such as the legal ones). */
    title: line('Contents title', 80),
  }),
  translatable({
    type: z.literal('facilityPicker'),
    label: line('Picker label'),
    gridTitle: line('Grid title'),
    defaultId: pageSlugSchema,
    facilities: z.array(facilitySchema).min(1).max(20),
  }),
  translatable({
    type: z.literal('slides'),
    /** What screen readers call the slideshow ("Campus pictures"). */
    label: line('Slideshow name', 80),
    /** Captioned pictures, one at a time; how long each shows is fixed in code (slides-block.tsx). */
    slides: z
      .array(z.object({ caption: line('Slide caption'), image: describedImage }))
      .min(1, 'Slideshow needs at least one picture.')
      .max(20, 'Slideshow takes at most 20 pictures.'),
    /** The school's levels, listed beside the pictures on large screens. */
    levels: z
      .array(z.object({ name: line('Level', 80), classes: line('Classes of the level', 120) }))
      .max(8)
      .optional(),
  }),
  translatable({
    type: z.literal('programmes'),
    items: z
      .array(
        z.object({
          title: line('Programme'),
          classes: line('Classes of the programme', 120),
          description: text('Programme description'),
          /** Its page ("Learn More"). */
          to: linkSchema('Programme link'),
          image: describedImage,
        }),
      )
      .min(1, 'Programmes need at least one programme.')
      .max(12),
  }),
] as const;

export const leafBlockSchema = z.union(leafBlockSchemas);
export type LeafBlock = z.infer<typeof leafBlockSchema>;

/**
 * Blocks that are a whole band of the page (the home page's): each fills a section on its own
 * and draws it, with the section's title, label and introduction as its heading
 * (web/components/content/band-view.tsx). The live ones store nothing else: what they show
 * (the latest news, the Principal's letter, the calendar, the newest gallery posts) is read
 * when the page is drawn, and only the home page's loader reads it.
 */
const bandBlockSchemas = [
  translatable({
    type: z.literal('tourBanner'),
    /** Where its buttons lead; the section's title and introduction are its heading and text. */
    to: linkSchema('Banner link'),
  }),
  translatable({
    type: z.literal('testimonials'),
    items: z
      .array(
        z.object({
          quote: text('Testimonial'),
          name: line('Name', 120),
          /** Who they are to the school ("Parent of Class 2 Student"). */
          relation: line('Who they are', 120),
          /** Drawn in a stack beside the words, which say who it is: no alt text needed. */
          image: pageImageSchema,
        }),
      )
      .min(1, 'Testimonials need at least one testimonial.')
      .max(20),
  }),
  translatable({ type: z.literal('latestNews') }),
  translatable({ type: z.literal('principalExcerpt') }),
  translatable({ type: z.literal('calendar') }),
  translatable({ type: z.literal('valuesGallery') }),
] as const;
export type BandBlock = z.infer<(typeof bandBlockSchemas)[number]>;
export type BandBlockType = BandBlock['type'];
/** page-reading.ts names the band blocks without zod: the same names, no more, no fewer. */
const _sameBandNames: [BandBlockType, (typeof bandBlockTypes)[number]] extends [
  (typeof bandBlockTypes)[number],
  BandBlockType,
]
  ? true
  : never = true;

/** Blocks holding blocks (one level: a tab or accordion panel holds leaf blocks or groups). */
const groupSchema = translatable({
  type: z.literal('group'),
  title: line('Group title'),
  intro: optionalLine('Group intro', textMax),
  blocks: z.array(leafBlockSchema).max(60),
});
export const panelBlockSchema = z.union([leafBlockSchema, groupSchema]);
const containerSchemas = [
  groupSchema,
  translatable({
    type: z.literal('tabs'),
    label: line('Tabs label'),
    tabs: z
      .array(
        z.object({
          id: pageSlugSchema,
          label: line('Tab label', 60),
          blocks: z.array(panelBlockSchema).max(60),
        }),
      )
      .min(1, 'Tabs need at least one tab.')
      .max(12),
  }),
  translatable({
    type: z.literal('columns'),
    /** Wide column, then the narrow one beside it on wide screens (below it on phones). */
    main: z.array(panelBlockSchema).max(30),
    side: z.array(panelBlockSchema).max(30),
  }),
  translatable({
    type: z.literal('accordion'),
    items: z
      .array(
        z.object({ title: line('Accordion title'), blocks: z.array(panelBlockSchema).max(60) }),
      )
      .min(1, 'Accordion needs at least one item.')
      .max(60),
  }),
] as const;

/** Any block inside a section. */
export const blockSchema = z.union([leafBlockSchema, ...containerSchemas, ...bandBlockSchemas]);
export type Block = z.infer<typeof blockSchema>;
export type BlockType = Block['type'];
export type PanelBlock = LeafBlock | z.infer<typeof groupSchema>;

/** A band of the page: a titled section on a plain or tinted background. */
export const sectionSchema = translatable({
  type: z.literal('section'),
  id: pageSlugSchema,
  title: line('Section title'),
  eyebrow: optionalLine('Section label', 80),
  intro: optionalLine('Section intro', textMax),
  /** Brand: the school's colour band, for a page's figures. */
  tone: z.enum(['plain', 'muted', 'brand']).optional(),
  blocks: z.array(blockSchema).max(80),
}).superRefine((section, context) => {
  if (section.blocks.length < 2) return;
  section.blocks.forEach((block, index) => {
    if (isBandBlock(block))
      context.addIssue({
        code: 'custom',
        path: ['blocks', index],
        message: `${blockLabels[block.type]} fills a section on its own: move the other blocks to another section.`,
      });
  });
});
export type PageSection = z.infer<typeof sectionSchema>;

export const heroSchema = z.object({
  eyebrow: optionalLine('Hero label', 120),
  title: line('Page heading', 120),
  lead: optionalLine('Hero text', textMax),
  image: describedImage.optional(),
  actions: z.array(actionSchema).max(4).optional(),
});

const pageShape = translatable({
  slug: pageSlugSchema,
  /** The browser tab's and search results' title. */
  title: line('Title', 120),
  description: line('Description for search results', 300),
  hero: heroSchema,
  sections: z.array(sectionSchema).max(40),
  /** The closing band with its buttons. */
  cta: z
    .object({
      title: line('Closing title'),
      text: text('Closing text'),
      actions: z.array(actionSchema).min(1).max(4),
    })
    .optional(),
});

/**
 * What staff edit: the body of PUT /api/pages/:slug. Its Hindi texts (`hi` on the page, its
 * sections and blocks) are checked like the English ones, and may only stand where the English
 * has a text.
 */
export const pageInputSchema = pageShape.superRefine((page, context) => {
  // Only the home page's loader reads what the live bands show (web/routes/public/home.tsx).
  if (page.slug !== homePageSlug)
    page.sections.forEach((section, sectionIndex) =>
      section.blocks.forEach((block, index) => {
        if ((liveBlockTypes as readonly string[]).includes(block.type))
          context.addIssue({
            code: 'custom',
            path: ['sections', sectionIndex, 'blocks', index],
            message: `${blockLabels[block.type]} shows on the home page only.`,
          });
      }),
    );
  let translated = false;
  forEachNode(page, (node, path) => {
    if (node.hi === undefined) return;
    translated = true;
    for (const stray of strayTranslationPaths(node, node.hi as Translation))
      context.addIssue({
        code: 'custom',
        path: [...path, 'hi', ...stray],
        message: 'Hindi: there is no English text here to translate.',
      });
  });
  if (!translated) return;
  const hindi = pageShape.safeParse(withHindiTexts(page));
  if (hindi.success) return;
  for (const issue of hindi.error.issues)
    context.addIssue({ code: 'custom', path: issue.path, message: `Hindi: ${issue.message}` });
});
export type PageInput = z.infer<typeof pageInputSchema>;

/** What a page staff add starts as: its title as the heading; they add its sections. */
export function newPageInput(slug: string, title: string): PageInput {
  return { slug, title, description: title, hero: { title }, sections: [] };
}

/** A page as the public sees it. */
export const pageSchema = pageInputSchema.extend({
  updatedAt: z.string(),
  updatedBy: z.string(),
});
export type Page = z.infer<typeof pageSchema>;

export const pageStatuses = ['published', 'draft changes', 'draft', 'scheduled'] as const;
export type PageStatus = (typeof pageStatuses)[number];

/** A row of the staff list. */
export const pageSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  status: z.enum(pageStatuses),
  updatedAt: z.string(),
  updatedBy: z.string(),
  /** When a scheduled version goes live (ISO 8601), if one is waiting. */
  scheduledAt: z.string().nullable(),
  /** The draft's Hindi: its parts that have text, and how many of them are fully translated. */
  hindi: z.object({ nodes: z.number().int(), complete: z.number().int() }),
  /** When the published page goes offline (ISO 8601), if that is set. */
  unpublishAt: z.string().nullable(),
});
export type PageSummary = z.infer<typeof pageSummarySchema>;

/** GET /api/pages/:slug: both versions for the editor. */
export const pageVersionsSchema = z.object({
  draft: pageSchema,
  published: pageSchema.nullable(),
  status: z.enum(pageStatuses),
  scheduledAt: z.string().nullable(),
  unpublishAt: z.string().nullable(),
});
export type PageVersions = z.infer<typeof pageVersionsSchema>;

export const publishInputSchema = z.object({
  summary: optionalLine('Summary', 200),
  /**
   * Publish the current draft at this time instead of now (ISO 8601 with its offset, e.g.
   * 2026-06-01T08:00:00+05:30); a time already past publishes now.
   */
  at: z.iso
    .datetime({
      offset: true,
      message: 'Time must be a date and time such as 2026-06-01T08:00:00+05:30.',
    })
    .optional(),
});

export const unpublishInputSchema = z.object({
  /** Take the page offline at this time instead of now (as `at` above); a time past means now. */
  at: publishInputSchema.shape.at,
});

export const revisionSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  createdBy: z.string(),
  /** Kept by the site itself (its setup, or its Hindi added later), not by a staff member. */
  bySite: z.boolean(),
  summary: z.string(),
  /** Compared with the revision before it: "2 sections edited, 1 added" (revision-changes.ts). */
  changes: z.string(),
});
export type Revision = z.infer<typeof revisionSchema>;

/** What the public loader gets: the page, or the address it moved to. */
export type PageLookup = { page: Page } | { movedTo: string } | undefined;

export const blockLabels: Record<BlockType | 'section', string> = {
  section: 'Section',
  heading: 'Heading',
  richText: 'Text',
  image: 'Image',
  gallery: 'Image gallery',
  table: 'Table',
  list: 'List',
  cards: 'Cards',
  stats: 'Key figures',
  keyFacts: 'Key facts',
  feeTable: 'Fee table',
  transportFees: 'Transport fees',
  aside: 'Side note',
  columns: 'Two columns',
  steps: 'Steps',
  timeline: 'Timeline',
  quotes: 'Quotes',
  actions: 'Buttons',
  callout: 'Callout',
  split: 'Picture and text',
  document: 'Document link',
  letter: 'Letter',
  people: 'People',
  map: 'Map',
  schedule: 'Schedule',
  upcomingEvents: 'Upcoming events',
  achievements: 'Achievements',
  standings: 'Standings',
  contents: 'Contents',
  facilityPicker: 'Facility picker',
  slides: 'Slideshow',
  programmes: 'Programmes',
  tourBanner: 'Visit banner',
  testimonials: 'Testimonials',
  latestNews: 'Latest news',
  principalExcerpt: "Principal's message (its opening)",
  calendar: 'Calendar',
  valuesGallery: 'Newest gallery posts',
  group: 'Group',
  tabs: 'Tabs',
  accordion: 'Accordion',
};

/**
 * Where an error sits, in words staff recognise: "Section 2, block 3 (Table)". The field path
 * (sections.1.blocks.2.rows) stays in the error's `field` for the editor to point at.
 */
export function describePagePath(input: unknown, path: readonly PropertyKey[]): string {
  const parts: string[] = [];
  let node: unknown = input;
  for (let i = 0; i < path.length; i += 1) {
    const key = path[i];
    node = (node as Record<PropertyKey, unknown> | undefined)?.[key as string];
    if (typeof key !== 'number') continue;
    const container = path[i - 1];
    const type = (node as { type?: unknown } | undefined)?.type;
    const label =
      typeof type === 'string' && type in blockLabels ? blockLabels[type as BlockType] : undefined;
    if (container === 'sections') parts.push(`Section ${key + 1}`);
    else if (container === 'blocks') parts.push(`block ${key + 1}${label ? ` (${label})` : ''}`);
    else if (container === 'tabs') parts.push(`tab ${key + 1}`);
    else if (container === 'main' || container === 'side')
      parts.push(`${container} column, block ${key + 1}${label ? ` (${label})` : ''}`);
  }
  return parts.join(', ');
}

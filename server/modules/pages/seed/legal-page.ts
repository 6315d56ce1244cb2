import type { PageInput, RichDoc, RichInline, RichNode } from '#contracts/content/pages.ts';

/** A numbered part of a legal text: paragraphs, then bullet points if any. */
export type LegalSection = {
  id: string;
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
  /** The same part in Hindi: a paragraph for each paragraph and a point for each point. */
  hi: LegalText;
};

/** A part's Hindi: its heading, paragraphs and points, built into a document like the English. */
type LegalText = { heading: string; paragraphs: readonly string[]; list?: readonly string[] };

const emailPattern = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/g;

/** A line of text with each e-mail address as a mailto link. */
function inline(text: string): RichInline[] {
  // split() with a capturing group puts the addresses at the odd places.
  return text.split(emailPattern).flatMap((part, index): RichInline[] => {
    if (part === '') return [];
    if (index % 2 === 0) return [{ type: 'text', text: part }];
    return [
      { type: 'text', text: part, marks: [{ type: 'link', attrs: { href: `mailto:${part}` } }] },
    ];
  });
}

function sectionDoc({ paragraphs, list }: LegalText): RichDoc {
  const content: RichNode[] = paragraphs.map((text) => ({
    type: 'paragraph',
    content: inline(text),
  }));
  if (list)
    content.push({
      type: 'bulletList',
      content: list.map((item) => ({
        type: 'listItem',
        content: [{ type: 'paragraph', content: inline(item) }],
      })),
    });
  return { type: 'doc', content };
}

type LegalIntro = { title: string; description: string; lead: string; summary: string };

/**
 * The terms and the privacy policy share one shape: a summary beside the list of parts, then one
 * section per part. The date they last changed is the page's own (shown at its foot). Their Hindi
 * is built the same way from the Hindi texts, so the e-mail addresses in it are links too.
 */
export function legalPage(
  legal: LegalIntro & { slug: string; hi: LegalIntro; sections: readonly LegalSection[] },
): PageInput {
  const { hi } = legal;
  return {
    slug: legal.slug,
    title: legal.title,
    description: legal.description,
    hi: {
      title: hi.title,
      description: hi.description,
      hero: { eyebrow: 'कानूनी जानकारी', title: hi.title, lead: hi.lead },
    },
    hero: { eyebrow: 'Legal', title: legal.title, lead: legal.lead },
    sections: [
      {
        type: 'section',
        id: 'summary',
        title: 'Summary',
        hi: { title: 'सारांश' },
        tone: 'plain',
        blocks: [
          {
            type: 'columns',
            main: [
              {
                type: 'richText',
                doc: sectionDoc({ heading: '', paragraphs: [legal.summary] }),
                hi: { doc: sectionDoc({ heading: '', paragraphs: [hi.summary] }) },
              },
            ],
            side: [{ type: 'contents', title: 'On this page', hi: { title: 'इस पृष्ठ पर' } }],
          },
        ],
      },
      ...legal.sections.map((section) => ({
        type: 'section' as const,
        id: section.id,
        title: section.heading,
        hi: { title: section.hi.heading },
        tone: 'plain' as const,
        blocks: [
          {
            type: 'richText' as const,
            doc: sectionDoc(section),
            hi: { doc: sectionDoc(section.hi) },
          },
        ],
      })),
    ],
  };
}

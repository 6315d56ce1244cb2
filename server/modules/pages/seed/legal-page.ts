import type { PageInput, RichDoc, RichInline, RichNode } from '#contracts/content/pages.ts';

/** A numbered part of a legal text: paragraphs, then bullet points if any. */
export type LegalSection = {
  id: string;
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
};

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

function sectionDoc({ paragraphs, list }: LegalSection): RichDoc {
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

/**
 * The terms and the privacy policy share one shape: a summary beside the list of parts, then one
 * section per part. The date they last changed is the page's own (shown at its foot).
 */
export function legalPage(legal: {
  slug: string;
  title: string;
  description: string;
  lead: string;
  summary: string;
  sections: readonly LegalSection[];
}): PageInput {
  return {
    slug: legal.slug,
    title: legal.title,
    description: legal.description,
    hero: { eyebrow: 'Legal', title: legal.title, lead: legal.lead },
    sections: [
      {
        type: 'section',
        id: 'summary',
        title: 'Summary',
        tone: 'plain',
        blocks: [
          {
            type: 'columns',
            main: [
              {
                type: 'richText',
                doc: sectionDoc({ id: '', heading: '', paragraphs: [legal.summary] }),
              },
            ],
            side: [{ type: 'contents', title: 'On this page' }],
          },
        ],
      },
      ...legal.sections.map((section) => ({
        type: 'section' as const,
        id: section.id,
        title: section.heading,
        tone: 'plain' as const,
        blocks: [{ type: 'richText' as const, doc: sectionDoc(section) }],
      })),
    ],
  };
}

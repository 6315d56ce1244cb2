import { describe, expect, it } from 'vitest';
import { pageInputSchema, richTextOf, type PageInput } from './pages.ts';
import { inLanguage, translatableTexts, translationProgress } from './translation.ts';

const timetable = {
  type: 'schedule',
  label: 'Pre-primary day',
  items: [
    { when: '8:00 am', title: 'Assembly', dateTime: '08:00' },
    { when: '8:20 am', title: 'Circle time', text: 'Songs and stories' },
  ],
} as const;

describe('a block in Hindi', () => {
  it('asks for every text of its own, not for times, links or pictures', () => {
    expect(translatableTexts(timetable).map((text) => text.path.join('.'))).toEqual([
      'label',
      'items.0.when',
      'items.0.title',
      'items.1.when',
      'items.1.title',
      'items.1.text',
    ]);
  });

  it('is shown in Hindi only when every text has its Hindi', () => {
    const hi = {
      label: 'पूर्व-प्राथमिक दिनचर्या',
      items: [
        { when: 'सुबह 8:00', title: 'प्रार्थना सभा' },
        { when: 'सुबह 8:20', title: 'सर्कल टाइम', text: 'गीत और कहानियाँ' },
      ],
    };
    const complete = inLanguage({ ...timetable, hi }, 'hi');
    expect(complete.complete).toBe(true);
    expect(complete.node).toEqual({
      type: 'schedule',
      label: 'पूर्व-प्राथमिक दिनचर्या',
      items: [
        { when: 'सुबह 8:00', title: 'प्रार्थना सभा', dateTime: '08:00' },
        { when: 'सुबह 8:20', title: 'सर्कल टाइम', text: 'गीत और कहानियाँ' },
      ],
    });

    const partial = inLanguage(
      { ...timetable, hi: { ...hi, items: [hi.items[0]!, { when: 'सुबह 8:20' }] } },
      'hi',
    );
    expect(partial).toEqual({
      node: expect.objectContaining(timetable),
      complete: false,
      missing: 2,
    });
    expect(inLanguage(timetable, 'hi').complete).toBe(false);
    expect(inLanguage(timetable, 'en')).toEqual({ node: timetable, complete: true, missing: 0 });
  });

  it('takes a rich text document whole', () => {
    const block = { type: 'richText', doc: richTextOf(['Fees are due by the 10th.']) };
    const doc = richTextOf(['शुल्क हर तिमाही की 10 तारीख तक जमा करें।']);
    expect(inLanguage({ ...block, hi: { doc } }, 'hi').node).toEqual({ type: 'richText', doc });
  });
});

const page: PageInput = {
  slug: 'school-timing',
  title: 'School Timing',
  description: 'When the school day starts and ends.',
  hero: { title: 'School Timing' },
  sections: [
    {
      type: 'section',
      id: 'day',
      title: 'The school day',
      blocks: [
        { type: 'heading', text: 'Summer', level: 1 },
        {
          type: 'image',
          image: { src: '/images/gate.webp', alt: 'The school gate', width: 800, height: 600 },
          decorative: false,
        },
      ],
    },
  ],
};

describe('a page with Hindi', () => {
  it('keeps its Hindi through validation and counts what is translated', () => {
    const input = {
      ...page,
      hi: { title: 'विद्यालय समय', description: 'स्कूल का दिन कब शुरू और कब समाप्त होता है।' },
      sections: [
        {
          ...page.sections[0]!,
          hi: { title: 'विद्यालय का दिन' },
          blocks: [{ type: 'heading', text: 'Summer', level: 1, hi: { text: 'गर्मी' } }],
        },
      ],
    };
    const parsed = pageInputSchema.parse(input);
    expect(parsed.sections[0]!.blocks[0]).toMatchObject({ hi: { text: 'गर्मी' } });
    // The page needs its hero heading too; the section and its heading are done.
    expect(translationProgress(parsed)).toEqual({ nodes: 3, complete: 2 });
  });

  it('refuses Hindi where the English has no text, and checks Hindi like English', () => {
    const result = pageInputSchema.safeParse({
      ...page,
      sections: [
        {
          ...page.sections[0]!,
          blocks: [
            { type: 'heading', text: 'Summer', level: 1, hi: { text: 'ग'.repeat(301) } },
            {
              ...page.sections[0]!.blocks[1]!,
              hi: { image: { alt: 'विद्यालय का द्वार', src: '/images/other.webp' } },
            },
          ],
        },
      ],
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['sections.0.blocks.1.hi.image.src', 'Hindi: there is no English text here to translate.'],
      ['sections.0.blocks.0.text', 'Hindi: Heading must be at most 300 characters.'],
    ]);
  });
});

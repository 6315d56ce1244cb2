import { describe, expect, it } from 'vitest';
import { pageInputSchema, type PageInput } from './pages.ts';
import { withSchoolName } from './page-reading.ts';
import { inLanguage } from './translation.ts';

// The home page's blocks in the one page model (contracts/content/pages.ts): the slideshow and
// the programmes are blocks like any other; the visit banner, the testimonials and the live
// bands fill a section each; the live bands show on the home page only.

const picture = { src: '/images/campus.svg', alt: 'The school building', width: 800, height: 500 };

const slides = {
  type: 'slides',
  label: 'Campus pictures',
  slides: [
    { caption: 'Modern Secure and Safe Infrastructure', image: picture },
    { caption: 'Bus Facility Available', image: { ...picture, src: '/uploads/bus.webp' } },
  ],
  levels: [{ name: 'Primary', classes: 'Grade 1 to 5' }],
};

const testimonials = {
  type: 'testimonials',
  items: [
    {
      quote: 'Our daughter looks forward to school every morning.',
      name: 'Anjali Sharma',
      relation: 'Parent of Class 2 Student',
      image: { ...picture, alt: '' },
    },
  ],
};

/** A page at `slug` whose sections hold these blocks, one section per list. */
function pageWith(slug: string, ...sections: unknown[][]): unknown {
  return {
    slug,
    title: 'Home',
    description: 'The school’s home page.',
    hero: { title: 'Welcome to {school}' },
    sections: sections.map((blocks, index) => ({
      type: 'section',
      id: `part-${index + 1}`,
      title: `Part ${index + 1}`,
      blocks,
    })),
  };
}

const errorsOf = (page: unknown) =>
  pageInputSchema.safeParse(page).error?.issues.map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  })) ?? [];

describe('the home page blocks', () => {
  it('take a slideshow, programmes, a visit banner, testimonials and the live bands', () => {
    const home = pageWith(
      'home',
      [{ type: 'latestNews' }],
      [slides],
      [
        {
          type: 'programmes',
          items: [
            {
              title: 'Primary',
              classes: 'Classes 1 to 5',
              description: 'Inquiry-based lessons.',
              to: '/academics-primary',
              image: picture,
            },
          ],
        },
      ],
      [{ type: 'tourBanner', to: '/contact' }],
      [{ type: 'principalExcerpt' }],
      [{ type: 'calendar' }],
      [testimonials],
      [{ type: 'valuesGallery' }],
    );
    expect(errorsOf(home)).toEqual([]);
  });

  it('refuse a slide without its caption or a picture that does not say what it shows', () => {
    const [first, second] = slides.slides;
    expect(
      errorsOf(
        pageWith('home', [
          {
            ...slides,
            slides: [
              { ...first, caption: ' ' },
              { ...second, image: { ...picture, alt: '' } },
            ],
          },
        ]),
      ),
    ).toEqual([
      { path: 'sections.0.blocks.0.slides.0.caption', message: 'Slide caption is required.' },
      { path: 'sections.0.blocks.0.slides.1.image.alt', message: 'Alt text is required.' },
    ]);
    expect(errorsOf(pageWith('home', [{ ...slides, slides: [] }]))).toEqual([
      {
        path: 'sections.0.blocks.0.slides',
        message: 'Slideshow needs at least one picture.',
      },
    ]);
  });

  it('refuse a programme whose link is not a page or a web address', () => {
    const programme = {
      title: 'Primary',
      classes: 'Classes 1 to 5',
      description: 'Inquiry-based lessons.',
      to: 'javascript:alert(1)',
      image: picture,
    };
    expect(errorsOf(pageWith('home', [{ type: 'programmes', items: [programme] }]))).toEqual([
      {
        path: 'sections.0.blocks.0.items.0.to',
        message: expect.stringMatching(/^Programme link must be a page of this site/),
      },
    ]);
  });

  it('keep a band alone in its section and out of tabs', () => {
    expect(errorsOf(pageWith('home', [testimonials, slides]))).toEqual([
      {
        path: 'sections.0.blocks.0',
        message:
          'Testimonials fills a section on its own: move the other blocks to another section.',
      },
    ]);
    const tabs = { type: 'tabs', label: 'Views', tabs: [{ id: 'a', label: 'A', blocks: [] }] };
    const inTab = { ...tabs, tabs: [{ ...tabs.tabs[0], blocks: [{ type: 'calendar' }] }] };
    expect(pageInputSchema.safeParse(pageWith('home', [inTab])).success).toBe(false);
  });

  it('show the live bands on the home page only', () => {
    expect(errorsOf(pageWith('our-school', [{ type: 'calendar' }], [testimonials]))).toEqual([
      { path: 'sections.0.blocks.0', message: 'Calendar shows on the home page only.' },
    ]);
  });
});

describe('the home page blocks in Hindi', () => {
  const hindi = {
    label: 'परिसर की तस्वीरें',
    slides: [
      { caption: 'आधुनिक, सुरक्षित और संरक्षित भवन', image: { alt: 'विद्यालय भवन' } },
      { caption: 'बस सुविधा उपलब्ध', image: { alt: 'विद्यालय बस' } },
    ],
    levels: [{ name: 'प्राइमरी', classes: 'कक्षा 1 से 5' }],
  };

  it('are drawn in Hindi once every caption, picture and level has its Hindi', () => {
    const shown = inLanguage({ ...slides, hi: hindi }, 'hi');
    expect(shown.complete).toBe(true);
    expect(shown.node.slides[1]).toEqual({
      caption: 'बस सुविधा उपलब्ध',
      image: { ...picture, src: '/uploads/bus.webp', alt: 'विद्यालय बस' },
    });
    const { levels: _levels, ...withoutLevels } = hindi;
    expect(inLanguage({ ...slides, hi: withoutLevels }, 'hi').complete).toBe(false);
  });

  it('are checked like the English, and take no Hindi for a picture file or a link', () => {
    const page = pageWith('home', [
      { ...slides, hi: { ...hindi, label: 'प'.repeat(81) } },
    ]) as PageInput;
    expect(errorsOf(page)).toEqual([
      {
        path: 'sections.0.blocks.0.label',
        message: 'Hindi: Slideshow name must be at most 80 characters.',
      },
    ]);
    // The banner's words are its section's: the block itself has nothing to translate.
    const banner = { type: 'tourBanner', to: '/contact', hi: { to: '/hi/contact' } };
    expect(errorsOf(pageWith('home', [banner]))).toEqual([
      {
        path: 'sections.0.blocks.0.hi',
        message: 'Hindi: there is no English text here to translate.',
      },
    ]);
  });
});

describe('the school’s name in a heading', () => {
  it('stands for {school}, wherever it is written', () => {
    expect(withSchoolName('Welcome to {school}', 'Sunrise Public School')).toBe(
      'Welcome to Sunrise Public School',
    );
    expect(withSchoolName('{school} में आपका स्वागत है', 'सनराइज़ पब्लिक स्कूल')).toBe(
      'सनराइज़ पब्लिक स्कूल में आपका स्वागत है',
    );
  });
});

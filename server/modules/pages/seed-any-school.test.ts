import { describe, expect, it } from 'vitest';
import { defaultMenus } from '#contracts/default-menus.ts';
import { pageInputSchema, type PageInput } from '#contracts/content/pages.ts';
import { forEachNode, translationProgress } from '#contracts/content/translation.ts';
import { glossaryFindings } from '#contracts/hindi-glossary.ts';
import { sunriseAnswers } from '#server/test/fixtures/other-school.ts';
import { newSchoolSettings } from '#contracts/new-school.ts';
import { pictureSlotNames, type SchoolSettings } from '#contracts/school-settings.ts';
import { defaultRetention } from '#server/modules/inbox/retention.ts';
import { seedPages } from './seed/seed-pages.ts';

// A school other than the demo's starts with pages and menus of its own (decision 0027): its
// name, contacts and pictures from its settings, and none of the demo school's own story.

const sunrise = newSchoolSettings(sunriseAnswers);
const seedFor = (school: SchoolSettings) =>
  seedPages({ today: '2026-11-27', retention: defaultRetention, school });

/** Words that only the demo school's pages may say: its name, letters, numbers and town. */
const demoWords = [
  'Veda Vidya',
  'VVIS',
  'vvis',
  'वेद विद्या',
  '3330999',
  '16999',
  'Bilaspur',
  'बिलासपुर',
];

describe('the pages and menus of a school other than the demo', () => {
  const pages = seedFor(sunrise);
  const menus = defaultMenus(sunrise);

  it('say nothing of the demo school', () => {
    const everything = JSON.stringify({ pages, menus });
    expect(demoWords.filter((word) => everything.includes(word))).toEqual([]);
    // Nor its story: its founding year, houses, streets, teachers, parents, figures and awards.
    const story = ['Est. ', 'स्थापना', 'opened in', 'Rig Veda', 'ऋग्वेद', 'Ring Road', 'Koni'];
    story.push('Kavita Nair', 'Priya Agrawal', 'Ishita Mishra', '98%', 'semi-final', 'Mumbai');
    expect(story.filter((words) => everything.includes(words))).toEqual([]);
  });

  it('name the school, and the two pages named after it are at its letters', () => {
    const slugs = pages.map((page) => page.slug);
    expect(slugs).toEqual(expect.arrayContaining(['sps', 'why-sps', 'our-school', 'policy']));
    const overview = pages.find((page) => page.slug === 'sps')!;
    expect(overview.title).toBe('SPS at a Glance');
    expect(JSON.stringify(overview)).toContain('Sunrise Public School');
    expect(JSON.stringify(overview.hi)).toContain('सनराइज़ पब्लिक स्कूल');
    const about = menus.header.find((group) => group.label === 'About Us')!;
    expect(about.items.map((item) => item.path)).toContain('/sps');
    expect(JSON.stringify(pages)).toContain('1234567');
    expect(JSON.stringify(pages)).toContain('office@sunrise.example');
  });

  it('send Apply Now to the enquiry page while the school has no online form', () => {
    expect(menus.quickLinks.find((link) => link.label === 'ADMISSION')?.path).toBe('/enquiry-form');
    const primary = pages.find((page) => page.slug === 'academics-primary')!;
    expect(primary.hero.actions?.[0]).toMatchObject({ label: 'Enroll Now', to: '/enquiry-form' });
    const withForm = seedFor({ ...sunrise, admissionUrl: 'https://apply.sunrise.example/form' });
    expect(withForm.find((page) => page.slug === 'academics-primary')!.hero.actions?.[0]).toEqual(
      expect.objectContaining({ to: 'https://apply.sunrise.example/form', external: true }),
    );
  });

  it('are valid pages with every part in Hindi, in the glossary words', () => {
    for (const page of pages) {
      const parsed = pageInputSchema.safeParse(page);
      expect(parsed.error?.issues, page.slug).toBeUndefined();
      const { nodes, complete } = translationProgress(parsed.data!);
      expect(complete, `${page.slug}: parts in Hindi`).toBe(nodes);
      // The school's own name is as the school writes it ("स्कूल" and all).
      forEachNode(page, (node) => {
        const hindi = JSON.stringify(node.hi ?? '')
          .split(sunrise.nameHi)
          .join(' ');
        expect(glossaryFindings(hindi), page.slug).toEqual([]);
      });
    }
  });

  it("describe the office's own photos in Hindi with the words given in Settings", () => {
    const photos = Object.fromEntries(
      pictureSlotNames.map((slot) => [
        slot,
        {
          src: `/uploads/photos/${slot}.jpg`,
          width: 1200,
          height: 800,
          alt: `Photo of ${slot}`,
          altHi: `${slot} की फ़ोटो`,
        },
      ]),
    ) as SchoolSettings['pictures'];
    const described = imagesWithHindi(seedFor({ ...sunrise, pictures: photos }));
    expect(described.length).toBeGreaterThan(40);
    for (const { src, alt, altHi } of described) {
      const slot = /\/([A-Za-z0-9]+)\.jpg$/.exec(src)![1]!;
      expect({ src, alt, altHi }).toEqual({
        src,
        alt: `Photo of ${slot}`,
        altHi: `${slot} की फ़ोटो`,
      });
    }
  });
});

/** Every picture of the pages whose Hindi describes it: its file, and its words in each language. */
function imagesWithHindi(pages: PageInput[]) {
  const found: Array<{ src: string; alt: string; altHi: string }> = [];
  const pair = (english: unknown, hindi: unknown) => {
    if (!english || !hindi || typeof english !== 'object' || typeof hindi !== 'object') return;
    const en = english as Record<string, unknown>;
    const hi = hindi as Record<string, unknown>;
    if (typeof en.src === 'string' && typeof hi.alt === 'string')
      found.push({ src: en.src, alt: String(en.alt), altHi: hi.alt });
    for (const key of Object.keys(hi)) pair(en[key], hi[key]);
  };
  const walk = (value: unknown) => {
    if (!value || typeof value !== 'object') return;
    const node = value as Record<string, unknown>;
    if (node.hi) pair(node, node.hi);
    for (const [key, child] of Object.entries(node)) if (key !== 'hi') walk(child);
  };
  pages.forEach(walk);
  return found;
}

import { demoSchool } from '#contracts/demo-school.ts';
import { describe, expect, it } from 'vitest';
import type { PageInput } from '#contracts/content/pages.ts';
import { forEachNode } from '#contracts/content/translation.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { seedPages } from './seed/seed-pages.ts';

// The information pages for students and parents, the facilities and the legal texts carry their
// Hindi in the seed (contracts/content/translation.ts), so /hi/<slug> is Hindi from the first start.

const hindiSlugs = [
  'terms',
  'policy',
  'student-guidelines',
  'guidelines-for-parents',
  'school-uniform',
  'school-rules-regulations',
  'security-cctv-surveillance',
  'beyond-academics',
  'epfuture',
  'parent-visiting-hours',
  'extracurricular-activities',
  'value-education',
  'attendance-policy',
  'transport-facilities',
];

/** Every Hindi text of a page: the strings in the `hi` of the page, its sections and blocks. */
function hindiTexts(page: PageInput): string[] {
  const texts: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === 'string') texts.push(value);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (typeof value === 'object' && value !== null)
      // A rich text document's node types and link addresses are not words.
      for (const [key, child] of Object.entries(value))
        if (key !== 'type' && key !== 'marks') collect(child);
  };
  forEachNode(page, (node) => collect(node.hi));
  return texts;
}

const seeds = seedPages({
  today: '2026-11-27',
  // Not the defaults, so the test sees the policy's Hindi state the months it is given.
  retention: { applicationMonths: 7, messageMonths: 19 },
  school: demoSchool,
}).filter((page) => hindiSlugs.includes(page.slug));

it('seeds each of these pages', () => {
  expect(seeds.map((page) => page.slug).sort()).toEqual([...hindiSlugs].sort());
});

describe.each(seeds.map((page) => [page.slug, page] as const))('%s', (slug, page) => {
  // The glossary and completeness are checked for every page (hindi-glossary.test.ts,
  // page-translations.test.ts); these pages also hold no English words copied into their Hindi.
  it('writes its Hindi in Devanagari with Western digits', () => {
    const texts = hindiTexts(page);
    expect(texts.filter((text) => /[०-९]/.test(text))).toEqual([]);
    // A text copied from the English would count as translated: Hindi texts hold no English words
    // (e-mail addresses and the file types PDF, DOC, DOCX and MB apart).
    const english = texts.filter((text) =>
      /[A-Za-z]{3,}/.test(text.replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+|\b(PDF|DOCX?)\b/g, '')),
    );
    expect(english, slug).toEqual([]);
  });
});

it('states in Hindi the retention months the policy is created with', () => {
  const texts = hindiTexts(seeds.find((page) => page.slug === 'policy')!).join('\n');
  expect(texts).toContain('पहुँचने के 19 महीने बाद');
  expect(texts).toContain('पहुँचने के 7 महीने बाद');
});

const ctx = await buildTestApp();
const html = async (url: string) => {
  const response = await ctx.app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  return response.body;
};
const contentsOf = (page: string) =>
  /<nav[^>]*aria-label="(?:On this page|इस पृष्ठ पर)"[^>]*>([\s\S]*?)<\/nav>/.exec(page)?.[1] ?? '';

it('draws a legal page in Hindi, its list of parts in Hindi too', async () => {
  const hindi = await html('/hi/terms');
  expect(hindi).toContain('उपयोग की शर्तें');
  const contents = contentsOf(hindi);
  expect(contents).toContain('इन शर्तों के बारे में');
  expect(contents).not.toContain('About these terms');
  expect(contentsOf(await html('/terms'))).toContain('About these terms');
});

it('names the facility picker buttons in Hindi on a Hindi page', async () => {
  const hindi = await html('/hi/beyond-academics');
  expect(hindi).toContain('पुस्तकालय दिखाएँ');
  expect(hindi).not.toContain('Show ');
  expect(await html('/beyond-academics')).toContain('Show Library');
});

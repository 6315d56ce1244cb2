import { describe, expect, it } from 'vitest';
import { alertInputSchema } from '../alerts.ts';
import { menuItemSchema } from '../menus.ts';
import { heroSchema, newPageInput, pageInputSchema, richDocSchema } from './pages.ts';
import { sectionSchemas } from './school-information.ts';

/** Another site dressed as a page of this one, or a script: refused by every link field. */
const refused = [
  '/\\evil.example',
  '//evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r/evil.example',
  '/ /evil.example',
  '/\u00a0/evil.example',
  '/\u2028/evil.example',
  '/\u0000/evil.example',
  'https:\\\\evil.example',
  'https:/\\evil.example',
  'https:///evil.example',
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  '  javascript:alert(1)',
  'java\tscript:alert(1)',
  ' \tJAVASCRIPT:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '  DATA:text/html;base64,PHNjcmlwdD4=',
  'vbscript:msgbox(1)',
  '  VBScript:msgbox(1)',
  'evil.example',
  'about',
  '#',
  'mailto:',
  'tel:',
  '',
  '   ',
];

/** What staff link to. */
const accepted = [
  '/about',
  '/hi/contact',
  'https://example.org/x',
  'HTTPS://example.org/x',
  'mailto:office@vedavidya.example',
  'tel:+917752040100',
  '#anchor',
  '/files/a.pdf?x=1',
  '/news#top',
  '  /about  ',
];

const richText = (href: string) => ({
  type: 'doc',
  content: [
    {
      type: 'paragraph',
      content: [{ type: 'text', text: 'Read', marks: [{ type: 'link', attrs: { href } }] }],
    },
  ],
});

/** Each kind of field that holds a link, asked whether it takes `link`. */
const fields: Record<string, (link: string) => boolean> = {
  'menu link': (path) => menuItemSchema.safeParse({ label: 'Fees', path }).success,
  'page button': (to) =>
    heroSchema.safeParse({ title: 'Fees', actions: [{ label: 'Go', to }] }).success,
  'rich text link': (href) => richDocSchema.safeParse(richText(href)).success,
  'page save (closing buttons)': (to) =>
    pageInputSchema.safeParse({
      ...newPageInput('fees', 'Fees'),
      cta: { title: 'Visit', text: 'Come and see', actions: [{ label: 'Go', to }] },
    }).success,
  'alert link': (link) =>
    alertInputSchema.safeParse({ message: 'Closed', link, expiresAt: '2030-01-01T00:00:00Z' })
      .success,
};

describe('the one rule for links', () => {
  for (const [field, takes] of Object.entries(fields)) {
    it.each(refused)(`${field} refuses %j`, (link) => {
      // An alert's link may be left empty: no link at all.
      if (field === 'alert link' && link.trim() === '') return;
      expect(takes(link)).toBe(false);
    });
    it.each(accepted)(`${field} accepts %j`, (link) => {
      expect(takes(link)).toBe(true);
    });
  }

  it('holds for the school information’s web address, which only links to another site', () => {
    const infrastructure = {
      campusAreaSqM: 5000,
      classrooms: 20,
      classroomSizeSqM: 45,
      labs: 'Science and computer labs',
      internet: 'Yes',
      girlsToilets: 8,
      boysToilets: 8,
    };
    const takes = (inspectionVideo: string) =>
      sectionSchemas.infrastructure.safeParse({ ...infrastructure, inspectionVideo }).success;
    for (const link of refused.filter((link) => link.trim() !== ''))
      expect(takes(link), link).toBe(false);
    expect(takes('https://example.org/x')).toBe(true);
    expect(takes('')).toBe(true);
    expect(takes('/about')).toBe(false);
  });
});

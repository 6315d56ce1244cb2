import { describe, expect, it } from 'vitest';
import type { PublicContentReader } from '#contracts/public-content.ts';
import { englishAnswers, withoutHindi } from './english-answers.ts';

describe('withoutHindi', () => {
  it('drops translations and Hindi fields at every depth and keeps the rest', () => {
    const answer = {
      title: 'Annual day',
      titleHi: 'वार्षिकोत्सव',
      history: 'Founded 1998',
      chi: 'a key that only ends in "hi"',
      Hi: 'not a field name the rule matches',
      blocks: [
        { text: 'Welcome', hi: { text: 'स्वागत' }, items: [{ labelHi: 'लिंक', label: 'Link' }] },
      ],
      when: new Date('2026-11-27T00:00:00Z'),
      nothing: null,
    };
    expect(withoutHindi(answer)).toEqual({
      title: 'Annual day',
      history: 'Founded 1998',
      chi: 'a key that only ends in "hi"',
      Hi: 'not a field name the rule matches',
      blocks: [{ text: 'Welcome', items: [{ label: 'Link' }] }],
      when: answer.when,
      nothing: null,
    });
    // The answer itself is shared by every page that read it: it keeps its Hindi.
    expect(answer.titleHi).toBe('वार्षिकोत्सव');
    expect(answer.blocks[0]?.hi).toEqual({ text: 'स्वागत' });
  });

  it('gives the same copy for the same answer, frozen when the answer is', () => {
    const shared = Object.freeze({ titleHi: 'सूचना', title: 'Notice' });
    const copy = withoutHindi(shared);
    expect(withoutHindi(shared)).toBe(copy);
    expect(Object.isFrozen(copy)).toBe(true);
    expect(Object.isFrozen(withoutHindi({ title: 'Notice' }))).toBe(false);
  });

  it('leaves values that are not plain objects as they are', () => {
    expect(withoutHindi('नमस्ते')).toBe('नमस्ते');
    expect(withoutHindi(3)).toBe(3);
    expect(withoutHindi(undefined)).toBeUndefined();
  });
});

describe('englishAnswers', () => {
  const school = { name: 'School', nameHi: 'विद्यालय' };
  const item = { title: 'Sports day', titleHi: 'खेल दिवस' };
  const reader = {
    school: async () => school,
    items: async () => [item],
    menus: async () => ({ header: [{ label: 'About', labelHi: 'परिचय' }] }),
    today: () => '2026-11-27',
  } as unknown as PublicContentReader;

  it('answers the page reads without Hindi', async () => {
    const english = englishAnswers(reader);
    expect(await english.items('news')).toEqual([{ title: 'Sports day' }]);
    expect(await english.menus()).toEqual({ header: [{ label: 'About' }] });
  });

  it('leaves the school whole: the root reads it once for both languages', async () => {
    const english = englishAnswers(reader);
    expect(await english.school()).toBe(school);
    expect(english.today()).toBe('2026-11-27');
  });
});

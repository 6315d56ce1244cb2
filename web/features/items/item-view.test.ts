import { describe, expect, it } from 'vitest';
import type { Achievement } from '#contracts/content/achievements.ts';
import { itemView } from './item-view.ts';

const picture = {
  url: '/uploads/cup-800.webp',
  width: 800,
  height: 600,
  srcset: '/uploads/cup-400.webp 400w, /uploads/cup-1200.webp 1200w',
};

const achievement = {
  _id: 'a1',
  id: 'a1',
  title: 'District chess champions',
  slug: 'district-chess-champions',
  description: 'Our under-14 team won every round.',
  titleHi: 'ज़िला शतरंज विजेता',
  descriptionHi: null,
  names: 'Under-14 chess team',
  namesHi: 'अंडर-14 शतरंज टीम',
  category: 'sports',
  level: 'district',
  date: '2026-11-27',
  picture: null,
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-28T10:00:00.000Z',
} as Achievement;

describe("an achievement's page", () => {
  it('shows its pupils, category and level, and its body is its description', () => {
    const view = itemView('achievements', achievement);
    expect(view).toMatchObject({
      path: '/achievements/district-chess-champions',
      date: '2026-11-27',
      body: 'Our under-14 team won every round.',
      facts: [
        { label: 'Pupils or team', value: 'Under-14 chess team', lang: undefined },
        { label: 'Category', value: 'Sports' },
        { label: 'Level', value: 'District' },
      ],
      modified: '2026-11-28T10:00:00.000Z',
    });
    expect(view.image).toBeUndefined();
  });

  it('says in Hindi what staff wrote in Hindi, and the English of the rest', () => {
    const untranslated = itemView('achievements', { ...achievement, namesHi: null }, 'hi');
    expect(untranslated.facts?.[0]).toEqual({
      label: 'विद्यार्थी या टीम',
      value: 'Under-14 chess team',
      lang: 'en',
    });
    const view = itemView('achievements', achievement, 'hi');
    expect(view).toMatchObject({
      title: 'ज़िला शतरंज विजेता',
      titleLang: 'hi',
      facts: [
        { label: 'विद्यार्थी या टीम', value: 'अंडर-14 शतरंज टीम', lang: 'hi' },
        { label: 'श्रेणी', value: 'खेलकूद' },
        { label: 'स्तर', value: 'ज़िला' },
      ],
      body: 'Our under-14 team won every round.',
      bodyLang: 'en',
    });
  });

  it('previews its picture when it has one, else its drawn card', () => {
    expect(itemView('achievements', achievement).sharePreview).toEqual({
      title: 'District chess champions',
    });
    const pictured = itemView('achievements', { ...achievement, picture });
    expect(pictured.sharePreview).toEqual({ picture });
    expect(pictured.image).toEqual({
      src: picture.url,
      srcSet: picture.srcset,
      width: 800,
      height: 600,
    });
  });
});

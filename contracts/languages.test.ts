import { describe, expect, it } from 'vitest';
import { languageOfPath, pathInLanguage, pathWithoutLanguage } from './languages.ts';
import { expandOptionalSegments } from './optional-segments.ts';

describe('the language of an address', () => {
  it('is Hindi under /hi/ only', () => {
    expect(languageOfPath('/hi')).toBe('hi');
    expect(languageOfPath('/hi/contact')).toBe('hi');
    expect(languageOfPath('/')).toBe('en');
    expect(languageOfPath('/history')).toBe('en');
    expect(languageOfPath('/contact')).toBe('en');
  });

  it('gives each page its twin, keeping the query and the fragment', () => {
    expect(pathInLanguage('/', 'hi')).toBe('/hi');
    expect(pathInLanguage('/news?page=2#list', 'hi')).toBe('/hi/news?page=2#list');
    expect(pathInLanguage('/hi/news?page=2', 'en')).toBe('/news?page=2');
    expect(pathInLanguage('/hi', 'en')).toBe('/');
    expect(pathInLanguage('/hi/contact', 'hi')).toBe('/hi/contact');
    expect(pathWithoutLanguage('/hi/notices/fee-dates')).toBe('/notices/fee-dates');
  });

  it('leaves files, the API, the admin, other sites and relative links alone', () => {
    for (const path of [
      '/feed.xml',
      '/uploads/brochure.pdf',
      '/api/contact',
      '/admin/dashboard',
      '/admin-login',
      'https://example.org/x',
      '//example.org/x',
      '?month=2026-11',
      'mailto:office@example.org',
    ])
      expect(pathInLanguage(path, 'hi'), path).toBe(path);
  });
});

describe('optional route segments', () => {
  it('give a page with and without the segment', () => {
    expect(expandOptionalSegments('/hi?')).toEqual(['/', '/hi']);
    expect(expandOptionalSegments('/hi?/news/:slug')).toEqual(['/news/:slug', '/hi/news/:slug']);
    expect(expandOptionalSegments('/contact')).toEqual(['/contact']);
  });
});

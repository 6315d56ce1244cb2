import { describe, expect, it } from 'vitest';
import { logoAccept, logoFileProblem } from './logo-file.ts';

describe('logoFileProblem', () => {
  it('takes an SVG, PNG or WebP of up to 1 MB', () => {
    expect(logoFileProblem({ name: 'Logo.PNG', size: 40_000 })).toBeUndefined();
    expect(logoFileProblem({ name: 'logo.webp', size: 1024 * 1024 })).toBeUndefined();
    expect(logoFileProblem({ name: 'crest.svg', size: 2_000 })).toBeUndefined();
    expect(logoFileProblem({ name: 'Crest.SVG', size: 2_000 })).toBeUndefined();
  });

  it('refuses other files and larger ones in words', () => {
    for (const name of ['letter.pdf', 'photo.jpg', 'crest.svgz', 'logo'])
      expect(logoFileProblem({ name, size: 2_000 }), name).toBe(
        'The logo must be an SVG, PNG or WebP picture.',
      );
    expect(logoFileProblem({ name: 'logo.png', size: 1024 * 1024 + 1 })).toBe(
      'The logo is too large: it must be at most 1 MB.',
    );
    expect(logoFileProblem({ name: 'logo.svg', size: 1024 * 1024 + 1 })).toBe(
      'The logo is too large: it must be at most 1 MB.',
    );
    expect(logoFileProblem({ name: 'logo.png', size: 0 })).toBe('The file is empty.');
  });

  it('lets the file dialog offer SVG as well', () => {
    expect(logoAccept.split(',')).toEqual(expect.arrayContaining(['.svg', 'image/svg+xml']));
  });
});

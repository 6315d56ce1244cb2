import { describe, expect, it } from 'vitest';
import { logoFileProblem } from './logo-file.ts';

describe('logoFileProblem', () => {
  it('takes a PNG or WebP of up to 1 MB', () => {
    expect(logoFileProblem({ name: 'Logo.PNG', size: 40_000 })).toBeUndefined();
    expect(logoFileProblem({ name: 'logo.webp', size: 1024 * 1024 })).toBeUndefined();
  });

  it('refuses other files and larger ones in words', () => {
    expect(logoFileProblem({ name: 'logo.svg', size: 2_000 })).toBe(
      'The logo must be a PNG or WebP picture.',
    );
    expect(logoFileProblem({ name: 'letter.pdf', size: 2_000 })).toBe(
      'The logo must be a PNG or WebP picture.',
    );
    expect(logoFileProblem({ name: 'logo.png', size: 1024 * 1024 + 1 })).toBe(
      'The logo is too large: it must be at most 1 MB.',
    );
    expect(logoFileProblem({ name: 'logo.png', size: 0 })).toBe('The file is empty.');
  });
});

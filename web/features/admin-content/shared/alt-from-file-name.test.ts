import { describe, expect, it } from 'vitest';
import { altFromFileName } from './alt-from-file-name.ts';

describe('altFromFileName', () => {
  it('drops the extension and turns dashes and underscores into spaces', () => {
    expect(altFromFileName('annual-day_stage.jpg')).toBe('annual day stage');
    expect(altFromFileName('Prize giving.final.png')).toBe('Prize giving.final');
    expect(altFromFileName('--sports--day--.webp')).toBe('sports day');
    expect(altFromFileName('no-extension')).toBe('no extension');
  });
});

import { describe, expect, it } from 'vitest';
import { demoSchool } from '#contracts/demo-school.ts';
import { checkColours, pickerValue, shownRatio } from './colour-check.ts';

describe('checkColours', () => {
  it('finds nothing wrong with the demo school', () => {
    expect(checkColours(demoSchool.colours)).toEqual({ invalid: [], unreadable: [] });
  });

  it('names a light accent colour in words, with its contrast', () => {
    const { unreadable } = checkColours({ ...demoSchool.colours, accent: '#f59e0b' });
    expect(unreadable).toEqual([
      {
        field: 'accent',
        ratio: expect.closeTo(2.15, 2),
        message: 'White text on accent colour is hard to read (2.1:1)',
      },
    ]);
  });

  it('checks the soft accent against the dark main colour both ways', () => {
    const { unreadable } = checkColours({ ...demoSchool.colours, accentSoft: '#2a6f8f' });
    expect(unreadable.map((pair) => pair.message)).toEqual([
      expect.stringMatching(/^Dark main colour text on soft accent colour is hard to read \(/),
      expect.stringMatching(/^Soft accent colour text on dark main colour is hard to read \(/),
    ]);
    expect(unreadable.map((pair) => pair.field)).toEqual(['accentSoft', 'primaryDark']);
  });

  it('lists what is not a colour and checks no pair with it', () => {
    expect(checkColours({ ...demoSchool.colours, primary: 'blue', event: ' #0f766e ' })).toEqual({
      invalid: ['primary'],
      unreadable: [],
    });
  });
});

describe('shownRatio', () => {
  it('rounds down, so a failing pair never reads as 4.5:1', () => {
    expect(shownRatio(4.46)).toBe('4.4');
    expect(shownRatio(2.149)).toBe('2.1');
    expect(shownRatio(21)).toBe('21.0');
  });
});

describe('pickerValue', () => {
  it('gives the picker six lower-case digits, and nothing for what is not a colour', () => {
    expect(pickerValue('#0B4F6C')).toBe('#0b4f6c');
    expect(pickerValue('#abc')).toBe('#aabbcc');
    expect(pickerValue('teal')).toBeUndefined();
  });
});

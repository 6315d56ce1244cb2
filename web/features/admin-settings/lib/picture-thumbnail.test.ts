import { describe, expect, it } from 'vitest';
import { pictureThumbnail } from './picture-thumbnail.ts';

describe('pictureThumbnail', () => {
  it('asks the library for its 400-pixel copy of an uploaded picture', () => {
    expect(pictureThumbnail('/uploads/0b7c-w1600.webp')).toBe('/uploads/0b7c-w400.webp');
    expect(pictureThumbnail('/uploads/0b7c-r1a2b3c4d-w800.webp')).toBe(
      '/uploads/0b7c-r1a2b3c4d-w400.webp',
    );
  });

  it('leaves the pictures that ship with the site, and documents, as they are', () => {
    expect(pictureThumbnail('/images/campus.svg')).toBe('/images/campus.svg');
    expect(pictureThumbnail('/uploads/0b7c.png')).toBe('/uploads/0b7c.png');
  });
});

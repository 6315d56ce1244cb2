import { describe, expect, it } from 'vitest';
import { shortClassNames } from './class-names.ts';

const card =
  '.card { padding: 1rem; }\n.title { font-weight: 600; }\n.card:hover .title { color: red; }';

describe('shortClassNames', () => {
  it('names a class the same in two builds, from the file and its text alone', () => {
    const browser = shortClassNames('/site');
    const server = shortClassNames('/site');
    expect(browser('title', '/site/web/ui/card.module.css', card)).toBe(
      server('title', '/site/web/ui/card.module.css?used', card),
    );
  });

  it("gives a file's classes one prefix and each its own place", () => {
    const name = shortClassNames('/site');
    const cardName = name('card', '/site/web/ui/card.module.css', card);
    const titleName = name('title', '/site/web/ui/card.module.css', card);
    expect(cardName).toMatch(/^_[\w-]{5}0$/);
    expect(titleName).toBe(`${cardName.slice(0, 6)}1`);
  });

  it('names the same class of two files apart', () => {
    const name = shortClassNames('/site');
    expect(name('card', '/site/web/ui/card.module.css', card)).not.toBe(
      name('card', '/site/web/ui/other.module.css', card),
    );
  });
});

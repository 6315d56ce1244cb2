import { describe, expect, it } from 'vitest';
import type { PublicContentReader } from '#contracts/public-content.ts';
import { createResponseCache } from '#server/cache/response-cache.ts';
import { rememberedReads } from './remembered-reads.ts';

/** A reader whose menus and pages count the times they were read. */
function countingReader() {
  const reads = { menus: 0, page: 0, alert: 0 };
  const state = { today: '2026-11-24', failPage: false };
  const reader = {
    today: () => state.today,
    menus: async () => ({ header: [{ label: `read ${++reads.menus}` }] }),
    page: async (slug: string) => {
      reads.page += 1;
      if (state.failPage) throw new Error('database away');
      return { slug };
    },
    currentAlert: async () => void (reads.alert += 1),
  } as unknown as PublicContentReader;
  return { reader, reads, state };
}

describe('remembered public reads', () => {
  it('read once until what they depend on changes, and once a day; the alert every time', async () => {
    const cache = createResponseCache();
    const { reader, reads, state } = countingReader();
    const remembered = rememberedReads(reader, cache);
    await Promise.all([remembered.menus(), remembered.menus(), remembered.menus()]);
    expect(reads.menus).toBe(1);
    await remembered.page('fees');
    await remembered.page('fees');
    await remembered.page('uniform');
    expect(reads.page).toBe(2);

    cache.invalidate(['events']);
    await remembered.menus();
    await remembered.page('fees');
    expect([reads.menus, reads.page]).toEqual([1, 2]);
    cache.invalidate(['menus']);
    expect(await remembered.menus()).toEqual({ header: [{ label: 'read 2' }] });
    await remembered.page('fees');
    expect(reads.page).toBe(2);
    cache.invalidate();
    await remembered.page('fees');
    expect(reads.page).toBe(3);
    state.today = '2026-11-25';
    await remembered.menus();
    expect(reads.menus).toBe(3);

    await remembered.currentAlert();
    await remembered.currentAlert();
    expect(reads.alert).toBe(2);
  });

  it('ask again after a failed read, and freeze what pages share', async () => {
    const { reader, reads, state } = countingReader();
    const remembered = rememberedReads(reader, createResponseCache());
    state.failPage = true;
    await expect(remembered.page('fees')).rejects.toThrow('database away');
    state.failPage = false;
    expect(await remembered.page('fees')).toEqual({ slug: 'fees' });
    expect(reads.page).toBe(2);

    const menus = await remembered.menus();
    expect(() => menus.header.push(menus.header[0]!)).toThrow(TypeError);
  });
});

import { describe, expect, it } from 'vitest';
import { adminScreens, type AdminScreen } from '#contracts/admin-addresses.ts';
import { adminScreenTitle, adminScreensFor } from './admin-screens.tsx';

// The kinds' screens come from the registry (contracts/content/content-kinds.ts): one named for
// a screen that admin-screens.tsx neither draws from it nor writes out would be an empty page.
describe('the admin screens', () => {
  it('draw every screen that has an address, once', () => {
    const drawn = adminScreensFor('administrator', false).map((entry) => entry.screen);
    expect([...drawn].sort()).toEqual((Object.keys(adminScreens) as AdminScreen[]).sort());
  });

  it('title a content kind with a screen of its own by its plural label', () => {
    expect(adminScreenTitle('achievements')).toBe('Achievements');
    expect(adminScreenTitle('gallery')).toBe('Gallery');
    expect(adminScreenTitle('circulars')).toBe('Circulars');
  });
});

import { describe, it } from 'vitest';
import type { SearchAnswer } from '#contracts/search.ts';
import { seedDemoContent } from '../../demo/seed-demo-content.ts';
import { buildTestApp } from '../../test/build-test-app.ts';

const ctx = await buildTestApp({ clock: () => new Date('2026-11-27T06:00:00Z') });
const silent = { info: () => {} } as never;

describe('explore', () => {
  it('prints', { timeout: 300_000 }, async () => {
    await seedDemoContent(ctx.app.content, silent, new Date('2026-11-27T06:00:00Z'));
    const qs = process.env.QS!.split('|');
    let n = 0;
    for (const entry of qs) {
      const [q, lang] = entry.split('@');
      const r = await ctx.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q!)}&lang=${lang ?? 'en'}`, remoteAddress: `10.0.${n >> 8}.${n++ & 255}` });
      const a = r.json<SearchAnswer>();
      console.log(`${entry} [${a.total}${a.correctedQuery ? ' ->' + a.correctedQuery : ''}]: ` + a.results.slice(0, 4).map((x) => `${x.kind}:${x.title}`).join(' | '));
    }
  });
});

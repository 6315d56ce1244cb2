import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startBuiltServer } from './lib/built-server.mjs';
const server = await startBuiltServer({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'c-')), DATABASE_URL: '', DEMO: '1' });
const sitemap = await (await fetch(`${server.base}/sitemap.xml`)).text();
const paths = [...sitemap.matchAll(/<loc>[^<]*?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]);
const groups = {};
for (const p of paths) { const k = p.replace(/^\/hi/, '').split('/')[1] || 'home'; groups[k] = (groups[k] ?? 0) + 1; }
console.log(paths.length, JSON.stringify(groups));
let total = 0;
for (const p of paths) { const b = await (await fetch(server.base + p, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer(); total += b.byteLength; }
console.log('avg bytes', Math.round(total / paths.length));
await server.stop();

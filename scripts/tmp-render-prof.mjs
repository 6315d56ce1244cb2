import { get } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startBuiltServer } from './lib/built-server.mjs';
const server = await startBuiltServer({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'rp-')), DATABASE_URL: '', DEMO: '1', ADMIN_USERNAME: 'bench-admin', ADMIN_PASSWORD: 'bench-password-123' });
const base = server.base;
const ttlb = (url) => new Promise((resolve, reject) => { const start = performance.now(); get(url, { headers: { 'accept-encoding': 'br, gzip' } }, (r) => { r.on('data', () => {}); r.on('end', () => resolve(performance.now() - start)); }).on('error', reject); });
const { token } = await (await fetch(`${base}/api/auth/admin-login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'bench-admin', password: 'bench-password-123' }) })).json();
const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
const [event] = await (await fetch(`${base}/api/events`)).json();
const page = process.argv[2] ?? '/';
const times = [];
for (let i = 0; i < 220; i++) {
  await fetch(`${base}/api/events/${event.id}`, { method: 'PUT', headers, body: JSON.stringify({ title: event.title, date: event.date, description: `v${i}` }) });
  times.push(await ttlb(base + page));
}
const t = times.slice(20).sort((a, b) => a - b);
console.log('p50', t[100].toFixed(1), 'p99', t[198].toFixed(1));
await server.stop();

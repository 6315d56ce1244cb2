import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { performance } from 'node:perf_hooks';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startBuiltServer } from './lib/built-server.mjs';
const server = await startBuiltServer({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'c-')), DATABASE_URL: '', DEMO: '1' });
for (const p of ['/', '/news', '/mandatory-disclosure', '/school-calendar']) {
  const body = Buffer.from(await (await fetch(server.base + p)).arrayBuffer());
  const line = [p, body.length];
  for (const q of [4, 5, 6]) {
    const params = { [constants.BROTLI_PARAM_QUALITY]: q, [constants.BROTLI_PARAM_SIZE_HINT]: body.length, [constants.BROTLI_PARAM_LGWIN]: Math.min(22, Math.max(16, Math.ceil(Math.log2(body.length)))) };
    let out; const t = performance.now(); for (let i = 0; i < 20; i++) out = brotliCompressSync(body, { params }); line.push(`q${q} ${out.length} ${((performance.now() - t) / 20).toFixed(2)}ms`);
  }
  let g; const t = performance.now(); for (let i = 0; i < 20; i++) g = gzipSync(body, { level: 6 }); line.push(`gz6 ${g.length} ${((performance.now() - t) / 20).toFixed(2)}ms`);
  console.log(line.join(' | '));
}
await server.stop();

// Bundles the server and its CLI into dist/ (dependencies stay in node_modules), then
// pre-compresses the web build so the server never compresses a static file at request time.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';

// DIST_DIR and BUILD_DIR let two checkouts' worth of builds sit side by side (parallel e2e runs).
const distDir = process.env.DIST_DIR ?? 'dist';

const result = await build({
  entryPoints: {
    'server/main': 'server/main.ts',
    // The process sharp runs in (decision 0032), started by server/lib/images/image-worker.ts.
    'server/image-worker': 'server/lib/images/image-worker-main.ts',
    'server/admin-cli': 'server/cli/admin.ts',
    'server/backup-cli': 'server/cli/backup.ts',
    'server/restore-cli': 'server/cli/restore.ts',
    'server/search-rebuild-cli': 'server/cli/search-rebuild.ts',
  },
  outdir: distDir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  // Code behind a dynamic import (the S3 driver and its SDK) loads only when it is used.
  splitting: true,
  chunkNames: 'server/chunks/[name]-[hash]',
  sourcemap: true,
  logLevel: 'warning',
  write: false,
});
// esbuild writes strings, templates and regular expressions in ASCII (its default charset) but
// keeps some comments as they are; one '…' in a comment made V8 hold all of main.js as a two-byte
// string for the life of the process (0.9 MB more). Escaped, such a comment reads the same.
for (const file of result.outputFiles) {
  mkdirSync(path.dirname(file.path), { recursive: true });
  writeFileSync(
    file.path,
    file.path.endsWith('.js')
      ? file.text.replace(/[^\0-\x7f]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)
      : file.contents,
  );
}

const clientDir = path.join(process.env.BUILD_DIR ?? 'build', 'client');
const compressible = /\.(js|css|svg|json|txt|xml|webmanifest|ico)$/;
let count = 0;
function compressTree(dir) {
  for (const entry of readdirSync(dir)) {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) compressTree(file);
    else if (compressible.test(entry) && statSync(file).size > 512) {
      const body = readFileSync(file);
      writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      count += 1;
    }
  }
}
compressTree(clientDir);
console.log(`server bundled to ${distDir}/, ${count} web files pre-compressed`);

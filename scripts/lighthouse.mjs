// npm run lighthouse: Lighthouse 12 (mobile preset) on every public route of the built site, in
// Debian's Chromium. Prints scores and weights per route, writes HTML reports and a JSON summary
// to reports/lighthouse/. Run `npm run build` first. Optional arguments: routes to check.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumExecutable, chromiumFlags } from '../tests/browser.mjs';
import { distDir, freePort } from './lib/built-server.mjs';

// A free port: a server already running on a fixed one would be audited in its place.
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'school-lighthouse-'));
const server = spawn(process.execPath, [`${distDir}/server/main.js`], {
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    DEMO: '1',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: base,
    ADMIN_USERNAME: 'lighthouse',
    ADMIN_PASSWORD: 'lighthouse-password',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function waitForServer() {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start');
}

const outDir = 'reports/lighthouse';
mkdirSync(outDir, { recursive: true });
const chrome = await chromeLauncher.launch({
  chromePath: chromiumExecutable,
  chromeFlags: chromiumFlags.filter((flag) => flag !== '--headless').concat('--headless=new'),
});
try {
  await waitForServer();
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const routes = process.argv.slice(2).length
    ? process.argv.slice(2)
    : [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  const rows = [];
  console.log('route\tperf\ta11y\tbest\tseo\tLCP ms\tTBT ms\tCLS\ttotal KB\tJS KB (transferred)');
  // Lighthouse's trace engine now and then fails on one run; a second run of that route is kept.
  const audit = async (route, attemptsLeft = 2) => {
    const result = await lighthouse(`${base}${route}`, {
      port: chrome.port,
      output: 'html',
      logLevel: 'error',
    });
    const complete = result.lhr.audits['cumulative-layout-shift']?.numericValue !== undefined;
    return complete || attemptsLeft === 1 ? result : audit(route, attemptsLeft - 1);
  };
  for (const route of routes) {
    const result = await audit(route);
    const { categories, audits, finalDisplayedUrl } = result.lhr;
    // /enquiry-form sends visitors to the external admission form at once: nothing here to score.
    if (!finalDisplayedUrl.startsWith(base)) {
      console.log(`${route}\tnot measured: leaves the site for ${finalDisplayedUrl}`);
      continue;
    }
    if (audits['cumulative-layout-shift']?.numericValue === undefined) {
      console.log(`${route}\tnot measured: ${result.lhr.runtimeError?.message ?? 'audit failed'}`);
      continue;
    }
    const scripts = audits['resource-summary'].details.items.find(
      (item) => item.resourceType === 'script',
    );
    const row = {
      route,
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      bestPractices: Math.round(categories['best-practices'].score * 100),
      seo: Math.round(categories.seo.score * 100),
      lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
      tbtMs: Math.round(audits['total-blocking-time'].numericValue),
      cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      totalKb: Math.round(audits['total-byte-weight'].numericValue / 1024),
      jsKb: Math.round((scripts?.transferSize ?? 0) / 1024),
      failing: Object.values(categories)
        .flatMap((category) => category.auditRefs)
        .filter(
          (ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1,
        )
        .map((ref) => ref.id),
    };
    rows.push(row);
    writeFileSync(path.join(outDir, `${route.replaceAll('/', '_') || '_'}.html`), result.report);
    console.log(Object.values(row).join('\t'));
  }
  writeFileSync(path.join(outDir, 'summary.json'), JSON.stringify(rows, null, 2));
  console.log(`\n${rows.length} routes; reports in ${outDir}/`);
} finally {
  await chrome.kill();
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

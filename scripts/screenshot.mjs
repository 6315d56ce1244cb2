// Screenshots of pages at phone and desktop widths, for looking at the design:
//   node scripts/screenshot.mjs http://127.0.0.1:3000 / /our-school
import { chromium } from 'playwright-core';
import { chromiumExecutable, chromiumFlags } from '../tests/browser.mjs';

const [base, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumFlags });
for (const path of paths.length ? paths : ['/']) {
  for (const [name, width] of [
    ['mobile', 375],
    ['desktop', 1280],
  ]) {
    const page = await browser.newPage({ viewport: { width, height: 800 } });
    await page.goto(base + path, { waitUntil: 'networkidle' });
    const file = `reports/screenshots/${path.replaceAll('/', '_') || 'home'}-${name}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
    await page.close();
  }
}
await browser.close();

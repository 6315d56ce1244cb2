// Opens pages in Chromium and reports what a reviewer would catch: HTTP status, the number of
// h1 elements, console errors, failed requests and axe-core (WCAG 2.2 AA) violations.
//   node scripts/check-pages.mjs http://127.0.0.1:3000 / /our-school [--mobile]
import AxeBuilder from '@axe-core/playwright';
import { chromium } from 'playwright-core';
import { chromiumExecutable, chromiumFlags } from '../tests/browser.mjs';

const args = process.argv.slice(2);
const mobile = args.includes('--mobile');
const [base, ...paths] = args.filter((arg) => arg !== '--mobile');
const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumFlags });
const context = await browser.newContext({
  viewport: mobile ? { width: 375, height: 800 } : { width: 1280, height: 800 },
});
await context.route(
  (url) => !url.href.startsWith(base),
  (route) => route.fulfill({ status: 204, body: '' }),
);
let problems = 0;
for (const path of paths) {
  const page = await context.newPage();
  const errors = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('requestfailed', (request) => errors.push(`failed request ${request.url()}`));
  const response = await page.goto(base + path, { waitUntil: 'networkidle' });
  const h1 = await page.locator('h1').count();
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const violations = axe.violations.map(
    (v) => `${v.id} (${v.nodes.length}): ${v.nodes[0]?.target.join(' ')}`,
  );
  const ok =
    response?.status() === 200 && h1 === 1 && errors.length === 0 && violations.length === 0;
  if (!ok) problems += 1;
  console.log(`${ok ? 'pass' : 'FAIL'} ${path} status=${response?.status()} h1=${h1}`);
  for (const line of [...errors, ...violations]) console.log(`     ${line}`);
  await page.close();
}
await browser.close();
process.exit(problems ? 1 : 0);

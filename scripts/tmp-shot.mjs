import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const shots = JSON.parse(process.argv[2]);
for (const [name, url, width, js] of shots) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: js });
  const page = await ctx.newPage();
  await page.goto('http://127.0.0.1:4111' + url);
  await page.screenshot({ path: `/tmp/${name}.png`, fullPage: false });
  console.log(name, await page.title());
  await ctx.close();
}
await browser.close();

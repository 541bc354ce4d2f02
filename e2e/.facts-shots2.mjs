import { chromium } from '@playwright/test';
const id = process.argv[2];
const base = 'http://127.0.0.1:3961';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const width of [390, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: 1100 } });
  await context.addInitScript(() => localStorage.setItem('mariner.welcomeModalDismissed', 'true'));
  const page = await context.newPage();
  await page.goto(base + '/auctions?saleType=HYBRID,ONLINE_TIMED');
  await page.waitForSelector('html[data-interactive=true]');
  await page.screenshot({ path: `/tmp/facts-shots/list-top-${width}.png` });
  await page.goto(base + `/auctions/${id}`);
  await page.waitForSelector('html[data-interactive=true]');
  await page.getByRole('heading', { level: 1 }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/facts-shots/detail-top-${width}.png` });
  await context.close();
}
await browser.close();

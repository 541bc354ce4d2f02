import { chromium } from '@playwright/test';
const id = process.argv[2];
const base = 'http://127.0.0.1:3961';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const width of [390, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript(() => localStorage.setItem('mariner.welcomeModalDismissed', 'true'));
  const page = await context.newPage();
  for (const [name, path] of [['detail', `/auctions/${id}`], ['detail-fr', `/fr/encans/${id}`], ['list', '/auctions?saleType=HYBRID,ONLINE_TIMED']]) {
    await page.goto(base + path);
    await page.waitForSelector('html[data-interactive=true]');
    if (name.startsWith('detail')) {
      const block = page.getByRole('region', { name: /Know before you go|savoir/ });
      await block.scrollIntoViewIfNeeded().catch(() => {});
      await block.screenshot({ path: `/tmp/facts-shots/${name}-block-${width}.png` }).catch((e) => console.log(name, e.message));
    }
    await page.screenshot({ path: `/tmp/facts-shots/${name}-${width}.png`, fullPage: true });
  }
  // The listing form, signed in as the admin.
  await page.goto(base + '/login');
  await page.getByLabel(/e-?mail/i).first().fill('admin@facts.test');
  await page.getByLabel(/password/i).first().fill('facts-admin-pw');
  await page.getByRole('button', { name: /log in|sign in/i }).first().click();
  await page.waitForURL(/dashboard|admin|\/$/).catch(() => {});
  await page.goto(base + `/edit-listing/${id}`);
  await page.waitForSelector('html[data-interactive=true]');
  const form = page.getByRole('region', { name: 'The sale' });
  await form.waitFor().catch((e) => console.log('form', e.message));
  await form.screenshot({ path: `/tmp/facts-shots/form-${width}.png` }).catch((e) => console.log('form', e.message));
  await context.close();
}
await browser.close();

import { chromium, request } from '@playwright/test';
const base = 'http://127.0.0.1:3917';
const api = await request.newContext({ baseURL: base });
const login = await api.post('/api/auth/login', { data: { email: 'admin@shots.test', password: 'shots-admin-password' } });
console.log('login', login.status());
const pending = await (await api.get('/api/auctions?status=PENDING&limit=5')).json();
let n = 0;
for (const a of pending.auctions ?? []) {
  if (n++ % 2 === 0) await api.put(`/api/auctions/${a.id}/approve`);
  else await api.put(`/api/auctions/${a.id}/reject`, { data: { code: 'DUPLICATE', note: 'Same sale as last week.' } });
}
await api.put('/api/payments/pricing', { data: { key: 'AUCTION_LISTING', value: 10900 } });
const cats = await (await api.get('/api/categories')).json();
await api.put(`/api/categories/${cats[0].id}`, { data: { name: `${cats[0].name} & more`, nameFr: `${cats[0].nameFr ?? cats[0].name} et plus` } });
const storage = await api.storageState();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [width, height] of [[390, 844], [1280, 900]]) {
  for (const lang of ['en', 'fr']) {
    const context = await browser.newContext({ viewport: { width, height }, storageState: storage });
    await context.addInitScript(() => localStorage.setItem('mariner.welcomeModalDismissed', 'true'));
    const page = await context.newPage();
    await page.goto(`${base}${lang === 'fr' ? '/fr/admin' : '/admin'}?tab=audit`);
    await page.waitForSelector('html[data-interactive=true]');
    await page.getByRole('list').filter({ has: page.locator('details') }).first().waitFor().catch(() => {});
    await page.waitForTimeout(1500);
    const summary = page.locator('details summary').first();
    if (await summary.count()) await summary.click();
    await page.screenshot({ path: `/tmp/audit-log-shots/audit-${lang}-${width}.png`, fullPage: false });
    await page.locator('section[aria-labelledby=audit-heading]').screenshot({ path: `/tmp/audit-log-shots/audit-${lang}-${width}-section.png` }).catch((e) => console.log(e.message));
    await context.close();
  }
}
await browser.close();
await api.dispose();

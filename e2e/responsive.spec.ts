import sharp from 'sharp';
import { ADMIN, registerAuctioneer, signIn } from './support/accounts.ts';
import { expect, test } from './support/test.ts';

test('on a phone the header collapses into a menu that opens, navigates and closes with Escape', async ({
  page,
}) => {
  await page.goto('/');
  const menuButton = page.getByRole('button', { name: /menu/i });
  await expect(menuButton).toBeVisible();
  await menuButton.click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

  await menuButton.click();
  await page.getByRole('link', { name: 'About' }).last().click();
  await expect(page).toHaveURL(/\/about$/);
});

// French twins too: French words are longer ("Effacer les filtres" was cut off at the card's edge).
for (const path of [
  '/',
  '/auctions',
  '/calendar',
  '/saved-auctions',
  '/login',
  '/register',
  '/about',
  '/terms',
  '/fr',
  '/fr/encans',
  '/fr/calendrier',
  '/fr/repertoire/services',
  '/fr/connexion',
  '/fr/inscription',
]) {
  test(`${path} fits a 360 px screen without sideways scrolling or anything cut off`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // The page clips sideways overflow (overflow-x: clip), so also look for what the clip would hide.
    const cutOff = await page.evaluate(() =>
      Array.from(document.querySelectorAll('#root *'))
        .filter((element) => {
          const box = element.getBoundingClientRect();
          if (box.width === 0 || box.height === 0 || element.closest('.sr-only')) return false;
          return box.right > window.innerWidth + 1 || box.left < -1;
        })
        .map((element) => `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 40)}"`),
    );
    expect(cutOff).toEqual([]);
  });
}

test('the dashboard works on a phone', async ({ page }) => {
  const account = await registerAuctioneer(page.request);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: `Welcome back, ${account.firstName}!` })).toBeVisible();
});

// A select shows only its chosen option, clipped to its box: French options are longer ("Date la
// plus proche" showed as "Date la plus" on a wide screen, where the list's filters share a row).
for (const path of [
  '/auctions',
  '/fr/encans',
  '/directory/services',
  '/fr/repertoire/services',
  '/register',
  '/fr/inscription',
]) {
  test(`${path} shows each select's whole choice on a phone and on a wide screen`, async ({ page }) => {
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      const clipped = await page.evaluate(() => {
        const context = document.createElement('canvas').getContext('2d');
        if (!context) return ['no canvas'];
        // Not the categories: their names are the admins' data, and a phone's picker shows them whole.
        const selects = document.querySelectorAll<HTMLSelectElement>('main select:not([name="category"])');
        return Array.from(selects).flatMap((select) =>
          Array.from(select.options).flatMap((option) => {
            const style = getComputedStyle(select);
            context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
            // Room for the text: the box less its padding (the right one holds the drop-down arrow).
            const room =
              select.clientWidth -
              Number.parseFloat(style.paddingLeft) -
              Number.parseFloat(style.paddingRight);
            const needed = context.measureText(option.text).width;
            return needed > room
              ? [`${select.name}: "${option.text}" needs ${Math.ceil(needed)} px of ${Math.floor(room)}`]
              : [];
          }),
        );
      });
      expect(clipped, `at ${width} px`).toEqual([]);
    }
  });
}

// Issue 28, item 7: a leaderboard was cut to 90 px high at 390 px. Now a phone shows its mobile image
// (320 × 100) when it has one, else the whole 970 × 90 image scaled to the width.
test('a phone shows a leaderboard whole, or its mobile image; a wide screen the leaderboard', async ({
  page,
  playwright,
  baseURL,
}) => {
  const admin = await playwright.request.newContext({ baseURL });
  await signIn(admin, ADMIN);
  const image = (width: number, height: number, background: string) =>
    sharp({ create: { width, height, channels: 3, background } })
      .png()
      .toBuffer();
  const upload = async (buffer: Buffer, kind = '') => {
    const uploaded = await admin.post(`/api/banners/upload${kind}`, {
      multipart: { image: { name: 'banner.png', mimeType: 'image/png', buffer } },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(200);
    return (await uploaded.json()).imageUrl as string;
  };
  const stamp = Date.now();
  const withMobile = `Phone-ready leaderboard ${stamp}`;
  const wideOnly = `Wide-only leaderboard ${stamp}`;
  // A superadmin's banners are free; approved, they are served from their start, a few seconds on.
  const start = new Date(Date.now() + 3_000);
  const ids: string[] = [];
  for (const [name, mobile] of [
    [withMobile, await upload(await image(640, 200, '#b45309'), '?kind=mobile')],
    [wideOnly, null],
  ] as const) {
    const created = await admin.post('/api/banners', {
      data: {
        advertiserName: name,
        contactEmail: 'ads@example.com',
        targetUrl: 'https://example.com/',
        placement: 'HOMEPAGE_FEATURED',
        size: 'LEADERBOARD',
        startDate: start.toISOString(),
        endDate: new Date(start.getTime() + 7 * 86_400_000).toISOString(),
        imageUrl: await upload(await image(970, 90, '#0b3954')),
        ...(mobile ? { mobileImageUrl: mobile } : {}),
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = await created.json();
    expect((await admin.put(`/api/banners/${id}/approve`)).status()).toBe(200);
    ids.push(id);
  }

  /** Each shown leaderboard of ours: the image's source, and its drawn and natural proportions. */
  const shown = async () => {
    await page.goto('/');
    return page.evaluate(
      (names) => {
        const found: Record<string, { src: string; drawn: number; natural: number; fits: boolean }> = {};
        for (const img of Array.from(document.querySelectorAll('main img'))) {
          const image = img as HTMLImageElement;
          if (!names.includes(image.alt) || !image.complete || image.naturalWidth === 0) continue;
          const box = image.getBoundingClientRect();
          const link = image.closest('a')?.getBoundingClientRect();
          found[image.alt] = {
            src: image.currentSrc,
            drawn: box.width / box.height,
            natural: image.naturalWidth / image.naturalHeight,
            fits:
              Boolean(link) &&
              box.width <= (link?.width ?? 0) + 0.5 &&
              box.height <= (link?.height ?? 0) + 0.5,
          };
        }
        return found;
      },
      [withMobile, wideOnly],
    );
  };

  // Both leaderboards of the home page are served once they start (top and featured). The checks
  // read the very load that showed both: another load may still be drawing an image, or rotate in a
  // leaderboard another journey is running at the same moment.
  let phone: Awaited<ReturnType<typeof shown>> = {};
  await expect
    .poll(
      async () => {
        phone = await shown();
        return Object.keys(phone).sort();
      },
      { timeout: 30_000 },
    )
    .toEqual([withMobile, wideOnly].sort());
  expect(phone[withMobile]?.src).toMatch(/\/mobile-[0-9a-f]+\.webp$/);
  for (const name of [withMobile, wideOnly]) {
    // Drawn in the image's own proportions (nothing cropped), inside its link.
    expect(Math.abs((phone[name]?.drawn ?? 0) - (phone[name]?.natural ?? 1)), name).toBeLessThan(0.1);
    expect(phone[name]?.fits, name).toBe(true);
  }
  expect(phone[wideOnly]?.natural).toBeCloseTo(970 / 90, 1);

  await page.setViewportSize({ width: 1280, height: 900 });
  let wide: Awaited<ReturnType<typeof shown>> = {};
  await expect
    .poll(
      async () => {
        wide = await shown();
        return Boolean(wide[withMobile]);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  expect(wide[withMobile]?.src).not.toMatch(/\/mobile-/);
  expect(wide[withMobile]?.natural).toBeCloseTo(970 / 90, 1);

  for (const id of ids) expect((await admin.delete(`/api/banners/${id}`)).status()).toBe(200);
  await admin.dispose();
});

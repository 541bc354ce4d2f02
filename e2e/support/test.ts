import { test as base, expect, type Page, type Response } from '@playwright/test';

/**
 * A page loaded as a document shows the server's HTML before the app has taken it over (issue 14:
 * public pages are rendered on the server). A person cannot tell the moment; a journey must, or its
 * first click lands on markup no handler listens to yet. The app marks <html data-interactive>
 * once it has hydrated (or rendered) the page.
 */
export async function untilInteractive(page: Page, response: Response | null): Promise<void> {
  const type = response?.headers()['content-type'] ?? '';
  if (!type.includes('text/html')) return;
  await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true');
}

/** Makes `goto` and `reload` on this page wait until the app has taken over what they loaded. */
export function waitingForTheApp(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await untilInteractive(page, response);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await untilInteractive(page, response);
    return response;
  };
  return page;
}

export const test = base.extend({
  page: async ({ page }, use) => {
    await use(waitingForTheApp(page));
  },
  context: async ({ context }, use) => {
    context.on('page', waitingForTheApp);
    await use(context);
  },
});

export type { APIRequestContext, Page } from '@playwright/test';
export { expect };

import { test as base, expect, type Page, type Response } from '@playwright/test';

/**
 * A page loaded as a document shows the server's HTML before the app has taken it over (issue 14:
 * public pages are rendered on the server). A person cannot tell the moment; a journey must, or its
 * first click lands on markup no handler listens to yet. The app marks <html data-interactive>
 * once it has hydrated (or rendered) the page, and counts on <html data-deferred-pending> the parts
 * whose code it fetches only then (issue 26, lib/deferred-component.tsx): a journey waits for both.
 */
export async function untilInteractive(page: Page, response: Response | null): Promise<void> {
  const type = response?.headers()['content-type'] ?? '';
  if (!type.includes('text/html')) return;
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.interactive === 'true' &&
      Number(document.documentElement.dataset.deferredPending ?? 0) === 0,
  );
}

/** contracts WELCOME_MODAL_STORAGE_KEY (e2e does not depend on the contracts package). */
const WELCOME_DISMISSED_KEY = 'mariner.welcomeModalDismissed';

/**
 * Journeys visit as people who have dismissed the welcome (spec 000 §2: a modal that opens about a
 * second after the home page loads, hiding the page behind it from roles and clicks). Whether a
 * journey's next step came before that second depended on the machine's speed: on a loaded one the
 * logout journey, which lands on the home page, found the header hidden and failed.
 */
function asReturningVisitor(page: Page): Promise<unknown> {
  return page.addInitScript((key) => {
    try {
      window.localStorage.setItem(key, 'true');
    } catch {
      // A page without storage (about:blank, a data: URL) shows no welcome anyway.
    }
  }, WELCOME_DISMISSED_KEY);
}

/**
 * Makes `goto` and `reload` on this page wait until the app has taken over what they loaded, on a
 * page whose visitor has dismissed the welcome.
 */
export function waitingForTheApp(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  // Caught here: a page closed before its first goto has no script to add, and no one to tell.
  const returning = asReturningVisitor(page).catch(() => {});
  page.goto = async (url, options) => {
    await returning;
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

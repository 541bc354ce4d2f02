import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, type MockInstance, vi } from 'vitest';
import { i18n } from '../app/i18n.ts';
import { addEveryText } from '../app/i18n-bundled.ts';
import { preloadNewsletterSignup } from '../features/newsletter/components/NewsletterSignupLater.tsx';
import { setFirstPageShown } from '../lib/use-after-hydration.ts';

addEveryText(i18n);

// The footer's sign-up, on every page, comes once a hydrating page is interactive (issue 26); every
// page's loader fetches it first, as the tests do here (a render would otherwise suspend in act).
beforeAll(() => preloadNewsletterSignup());

// findBy…/waitFor retry until the page shows what is awaited; their 1 s default is a real time window
// that a busy two-core CI machine overran (a lazy page chunk took longer to load). A passing test is no
// slower for a longer bound: it only changes how long a failing one takes to say so.
configure({ asyncUtilTimeout: 10_000 });

// A test that makes React (or anything else) call console.error fails: such calls hide real bugs
// (act warnings, bad props, unhandled render errors) behind a green run.
let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  // A test renders as the browser does after a navigation; one hydrating server HTML says so.
  setFirstPageShown(false);
  const original = console.error;
  consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    original(...args);
  });
});

afterEach(() => {
  cleanup();
  const calls = consoleError.mock.calls;
  vi.restoreAllMocks();
  if (calls.length > 0) {
    throw new Error(
      `console.error was called ${calls.length} time(s); the first call: ${String(calls[0]?.[0])}`,
    );
  }
});

// Test files share one jsdom per worker (vitest.config.ts: isolate false): each leaves the document,
// the storage and the language as the next file expects to find them, as a fresh jsdom would be.
afterAll(async () => {
  if (typeof document === 'undefined') return; // a file that runs in node, not jsdom
  localStorage.clear();
  sessionStorage.clear();
  document.head.innerHTML = '';
  document.title = '';
  document.documentElement.removeAttribute('lang');
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

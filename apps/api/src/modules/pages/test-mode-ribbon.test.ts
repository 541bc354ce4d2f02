import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MESSAGES, MESSAGES_FR } from '@mariner/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-db.ts';

/**
 * Issue 25, defect 10: while the built-in test processor takes the payments, every page's HTML
 * says so, public or private, found or not; with Stripe no page does.
 */

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Generic title</title>
  </head>
  <body class="app"><div id="root"></div></body>
</html>`;

const PAGES = ['/', '/fr', '/auctions', '/dashboard', '/admin', '/no-such-page'];

let webDist: string;
let onTestProcessor: TestApp;
let onStripe: TestApp;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'mm-web-ribbon-'));
  await writeFile(path.join(webDist, 'index.html'), SHELL);
  onTestProcessor = await createTestApp({ webDist });
  onStripe = await createTestApp({
    webDist,
    config: { stripe: { secretKey: 'sk_test_51Mariner', publishableKey: 'pk_test_51Mariner' } },
  });
});
afterAll(async () => {
  await onTestProcessor?.close();
  await onStripe?.close();
  await rm(webDist, { recursive: true, force: true });
});

const htmlOf = async (t: TestApp, url: string) => {
  const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  return response.body;
};

describe('the test-mode ribbon', () => {
  it('is the first thing in the body of every page, in both languages, while payments are tests', async () => {
    for (const url of PAGES) {
      const html = await htmlOf(onTestProcessor, url);
      expect(html, url).toMatch(
        new RegExp(
          `<body class="app">\\s*<div class="test-mode-ribbon" role="note"><span lang="en">${MESSAGES.testModeRibbon}</span><span lang="fr">${MESSAGES_FR.testModeRibbon}</span></div>\\s*<div id="root">`,
        ),
      );
    }
  });

  it('is on no page when Stripe takes the payments', async () => {
    for (const url of PAGES) {
      const html = await htmlOf(onStripe, url);
      expect(html, url).toContain('<div id="root">');
      expect(html, url).not.toContain('test-mode-ribbon');
      expect(html, url).not.toContain(MESSAGES.testModeRibbon);
    }
  });
});

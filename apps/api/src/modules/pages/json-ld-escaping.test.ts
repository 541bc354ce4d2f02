import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-db.ts';
import { createWebDist, type WebDist } from '../../test/web-dist.ts';
import { createAuction, createCategory } from '../auctions/test-fixtures.ts';

/**
 * Issue 25, defect 2: stored text holding the line and paragraph separators (which JSON allows
 * but older JavaScript did not) or a closing tag stays data inside a page's JSON-LD.
 */

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="generic description" />
    <title>Generic title</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

let t: TestApp;
let web: WebDist;
let auctionId: string;
const TITLE = 'Boat sale\u2028</script><script>alert(1)</script>\u2029end';

beforeAll(async () => {
  // The JSON-LD is the auction page's head, from the web app's server render (issue 26).
  web = await createWebDist(SHELL);
  t = await createTestApp({ webDist: web.webDist, config: { publicUrl: 'https://mariner.example' } });
  const seller = (await createUser(t.db, { companyName: 'Harbour\u2028Auctions' })).user;
  auctionId = await createAuction(t.app, {
    sellerId: seller.id,
    categoryId: (await createCategory(t.db)).id,
    title: TITLE,
    description: `A long enough description\u2029with separators\u2028and </SCRIPT > in it, for the page.`,
  });
});
afterAll(async () => {
  await t.close();
  await web.remove();
});

describe('JSON-LD of an auction page', () => {
  it('escapes U+2028, U+2029 and closing tags, and reads back whole', async () => {
    const response = await t.app.inject({ url: `/auctions/${auctionId}`, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    const scripts = [
      ...response.body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
    ].map((match) => match[1] ?? '');
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(script).not.toMatch(/[\u2028\u2029<>]/);
    }
    expect(JSON.parse(scripts[0] ?? 'null').name).toBe(TITLE);
  });
});

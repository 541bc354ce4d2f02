import type { Page } from '@playwright/test';

/** A 1×1 transparent PNG: a map tile that loads. */
const BLANK_TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/**
 * This machine has no internet, so the OpenStreetMap tiles the maps ask for (the list's map and an
 * auction page's small map, issue 28) would fail and write console errors: each is answered here
 * with a blank tile, so a test that reads the console sees only the page's own errors.
 */
export const stubMapTiles = (page: Page) =>
  page.route(/tile\.openstreetmap\.org/, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_TILE }),
  );

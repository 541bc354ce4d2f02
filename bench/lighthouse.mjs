// Issue 14: Lighthouse's mobile audit (its default: a mid-range phone on a slow 4G link, simulated)
// of the five public pages the goals name, run against Debian's Chromium when there is one.
import { existsSync } from 'node:fs';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const GOALS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };

/** CHROME_PATH when set (and there), else the first Chromium found in the usual places. */
const chromePath = () =>
  process.env.CHROME_PATH
    ? [process.env.CHROME_PATH].find((path) => existsSync(path))
    : ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find((path) =>
        existsSync(path),
      );

/** `pages`: [name, absolute address]. Prints one row per page; answers the rows. */
export async function printLighthouse(pages) {
  const executable = chromePath();
  if (!executable) {
    console.log(
      process.env.CHROME_PATH
        ? `\nCHROME_PATH=${process.env.CHROME_PATH} does not exist: Lighthouse skipped.`
        : '\nNo Chromium found (set CHROME_PATH): Lighthouse skipped.',
    );
    return [];
  }
  const chrome = await launch({
    chromePath: executable,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const rows = [];
  try {
    for (const [name, url] of pages) {
      const result = await lighthouse(url, {
        port: chrome.port,
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      const { categories, audits } = result.lhr;
      const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
      const missed = CATEGORIES.filter((id) => score(id) < GOALS[id]);
      rows.push({
        page: name,
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best practices': score('best-practices'),
        seo: score('seo'),
        'LCP s': Number(((audits['largest-contentful-paint']?.numericValue ?? 0) / 1000).toFixed(1)),
        CLS: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
        goals: missed.length ? `MISSED: ${missed.join(', ')}` : 'met',
        failing: CATEGORIES.flatMap((id) =>
          (categories[id]?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 0.9)
            .map((ref) => ref.id),
        )
          .slice(0, 6)
          .join(' '),
      });
    }
  } finally {
    chrome.kill();
  }
  console.log('\nLighthouse, mobile (goals: performance ≥ 95, the others 100):');
  console.table(rows);
  return rows;
}

import { describe, expect, it } from 'vitest';
import { pageWithTotal } from './page-total.ts';

/** Issue 31 item 4: a short page is its own total; anything else is counted. */
describe('pageWithTotal', () => {
  const run = async (rows: number[], limit: number, offset: number, counted = 999) => {
    let counts = 0;
    const result = await pageWithTotal(
      async () => rows,
      async () => {
        counts += 1;
        return counted;
      },
      limit,
      offset,
    );
    return { ...result, counts };
  };

  it('takes a short first page as the total, without counting', async () => {
    expect(await run([1], 50, 0)).toEqual({ rows: [1], total: 1, counts: 0 });
    expect(await run([], 50, 0)).toEqual({ rows: [], total: 0, counts: 0 });
  });

  it('adds the rows before a short later page', async () => {
    expect(await run([1, 2], 50, 100)).toEqual({ rows: [1, 2], total: 102, counts: 0 });
  });

  it('counts after a full page, and for a page past the end', async () => {
    expect(await run([1, 2], 2, 0, 7)).toMatchObject({ total: 7, counts: 1 });
    expect(await run([], 50, 500, 120)).toMatchObject({ rows: [], total: 120, counts: 1 });
  });
});

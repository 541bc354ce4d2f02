import { describe, expect, it } from 'vitest';
import { hydrationProblem } from './hydration-problem.ts';

describe('a recoverable hydration error on the console', () => {
  it('says the error React caught and where, not only the boundary it gave up on', () => {
    const thrown = new Error('Failed to fetch dynamically imported module');
    const error = new Error('Minified React error #422', { cause: thrown });
    expect(hydrationProblem(error, '\n    at AuctionMap\n    at Suspense')).toEqual([
      'Hydration mismatch',
      error,
      'caused by',
      thrown,
      'in',
      'at AuctionMap\n    at Suspense',
    ]);
  });

  it('says a plain mismatch as before', () => {
    const error = new Error('Hydration failed');
    expect(hydrationProblem(error)).toEqual(['Hydration mismatch', error]);
  });
});

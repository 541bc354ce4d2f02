import type { ReactNode } from 'react';
import { cx } from '../lib/cx.ts';

/**
 * Cards three, two or one to a row (the list's results, a buyer's saved auctions, the items found),
 * dimmed and marked busy while the next page loads. Its children are the `<li>`s.
 */
export function CardGrid({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <ul
      aria-busy={busy}
      className={cx('grid gap-6 sm:grid-cols-2 lg:grid-cols-3 transition-opacity', busy && 'opacity-60')}
    >
      {children}
    </ul>
  );
}

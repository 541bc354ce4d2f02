import type { Auction } from '@mariner/contracts';
import { cx } from '../../../lib/cx.ts';
import { AuctionCard } from './AuctionCard.tsx';

/** The list's results, 12 a page (spec 000 §2), dimmed while the next page loads. */
export function AuctionGrid({
  auctions,
  isPlaceholderData,
}: {
  auctions: Auction[];
  isPlaceholderData: boolean;
}) {
  return (
    <ul
      aria-busy={isPlaceholderData}
      className={cx(
        'grid gap-6 sm:grid-cols-2 lg:grid-cols-3 transition-opacity',
        isPlaceholderData && 'opacity-60',
      )}
    >
      {auctions.map((auction) => (
        <li key={auction.id}>
          <AuctionCard auction={auction} />
        </li>
      ))}
    </ul>
  );
}

import type { Auction } from '@mariner/contracts';
import { CardGrid } from '../../../components/CardGrid.tsx';
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
    <CardGrid busy={isPlaceholderData}>
      {auctions.map((auction) => (
        <li key={auction.id}>
          <AuctionCard auction={auction} />
        </li>
      ))}
    </CardGrid>
  );
}

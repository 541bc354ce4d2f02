import type { Auction } from '@mariner/contracts';
import { formatBuyersPremium } from '@mariner/contracts/constants';
import { currentLocale } from '../../../lib/locale.ts';

/**
 * Issue 28: "+ 15 % buyer's premium" beside a date of the sale, so no one reads a price without
 * it; nothing when the seller stated no premium. The words are the contracts' (the flyer prints
 * the same).
 */
export function BuyersPremiumNote({
  auction,
  className = 'block text-sm font-normal text-muted',
}: {
  auction: Pick<Auction, 'buyersPremiumPercent'>;
  className?: string;
}) {
  if (auction.buyersPremiumPercent === null || auction.buyersPremiumPercent === undefined) return null;
  return (
    <span className={className}>{formatBuyersPremium(auction.buyersPremiumPercent, currentLocale())}</span>
  );
}

import type { Auction, AuctionSeller } from '@mariner/contracts';

export interface SellerGroup {
  sellerId: string;
  seller: AuctionSeller;
  auctions: Auction[];
}

/**
 * The review queue by seller, so one seller's listings can be approved together (spec 001 §2).
 * Issue 31: in the server's order (oldest submissions first unless the admin sorts otherwise),
 * each seller where their first auction comes.
 */
export function groupBySeller(auctions: readonly Auction[]): SellerGroup[] {
  const groups = new Map<string, SellerGroup>();
  for (const auction of auctions) {
    const group = groups.get(auction.sellerId);
    if (group) group.auctions.push(auction);
    else
      groups.set(auction.sellerId, {
        sellerId: auction.sellerId,
        seller: auction.seller,
        auctions: [auction],
      });
  }
  return [...groups.values()];
}

/** The seller's person name as admins see it, or null when the answer carries none. */
export const sellerPersonName = (seller: AuctionSeller): string | null =>
  [seller.firstName, seller.lastName].filter(Boolean).join(' ').trim() || seller.companyContactName || null;

/** What the seller is called on the screen: the company, else the person, else the e-mail. */
export const sellerDisplayName = (seller: AuctionSeller): string =>
  seller.companyName?.trim() || sellerPersonName(seller) || seller.email;

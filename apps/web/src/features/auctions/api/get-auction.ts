import { useQuery } from '@tanstack/react-query';
import { auctionQueryOptions } from '../../../lib/api/auctions.ts';

export const useAuction = (id: string) => useQuery(auctionQueryOptions(id));

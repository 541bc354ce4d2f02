import { usePendingAuctions } from '../api/get-pending-auctions.ts';

/** The count on the Pending Auctions tab, read from the same cached list the panel shows. */
export function PendingAuctionsCount() {
  const { data } = usePendingAuctions();
  return data ? String(data.pagination.total) : null;
}

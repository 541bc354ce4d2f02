import { usePendingAuctionsCount } from '../api/get-pending-auctions.ts';

/** The count on the Pending Auctions tab: the whole queue's, whatever the panel's search. */
export function PendingAuctionsCount() {
  const { data } = usePendingAuctionsCount();
  return data ? String(data.pagination.total) : null;
}

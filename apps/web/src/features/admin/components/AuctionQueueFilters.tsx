import { useTranslation } from '../../../lib/i18n/index.tsx';
import { AUCTION_QUEUE_SORTS, type AuctionQueueFilter } from '../api/review-queue-filters.ts';
import { ListFilters, provinceSelect, sortSelect } from './ListFilters.tsx';

/** Issue 31: the pending auctions' search (title, seller), province and sort. */
export function AuctionQueueFilters(props: {
  value: AuctionQueueFilter;
  onChange: (filter: AuctionQueueFilter) => void;
}) {
  const { t } = useTranslation('admin-queues');
  return (
    <ListFilters
      {...props}
      label={t('auctionFilters.label')}
      searchLabel={t('search')}
      searchHint={t('auctionFilters.searchHint')}
      submitLabel={t('submit')}
      selects={[
        provinceSelect(t('province'), t('allProvinces')),
        sortSelect(t('sort'), AUCTION_QUEUE_SORTS, (sort) => t(`auctionSorts.${sort}`)),
      ]}
    />
  );
}

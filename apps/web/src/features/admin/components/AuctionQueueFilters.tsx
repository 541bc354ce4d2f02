import { Province } from '@mariner/contracts';
import { SelectField } from '../../../components/SelectField.tsx';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { provinceLabel } from '../../../lib/labels.ts';
import { AUCTION_QUEUE_SORTS, type AuctionQueueFilter } from '../api/review-queue-filters.ts';
import { ListFilters } from './ListFilters.tsx';

interface AuctionQueueFiltersProps {
  value: AuctionQueueFilter;
  /** Every change starts again at the first page. */
  onChange: (filter: AuctionQueueFilter) => void;
}

/** Issue 31: the pending auctions' search (title, seller), province and sort. */
export function AuctionQueueFilters({ value, onChange }: AuctionQueueFiltersProps) {
  const { t } = useTranslation('admin-queues');
  return (
    <ListFilters
      label={t('auctionFilters.label')}
      searchLabel={t('search')}
      searchHint={t('auctionFilters.searchHint')}
      submitLabel={t('submit')}
      search={value.search}
      onSearch={(search) => onChange({ ...value, search, page: 1 })}
    >
      {(search) => {
        const change = (next: Partial<AuctionQueueFilter>) =>
          onChange({ ...value, search, ...next, page: 1 });
        return (
          <>
            <SelectField
              label={t('province')}
              value={value.province}
              onChange={(event) => {
                const province = Province.safeParse(event.target.value);
                change({ province: province.success ? province.data : '' });
              }}
            >
              <option value="">{t('allProvinces')}</option>
              {Province.options.map((province) => (
                <option key={province} value={province}>
                  {provinceLabel(province)}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={t('sort')}
              value={value.sort}
              onChange={(event) => {
                const sort = AUCTION_QUEUE_SORTS.find((option) => option === event.target.value);
                change({ sort: sort ?? 'oldest' });
              }}
            >
              {AUCTION_QUEUE_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`auctionSorts.${sort}`)}
                </option>
              ))}
            </SelectField>
          </>
        );
      }}
    </ListFilters>
  );
}

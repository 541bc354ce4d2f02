import { BannerPlacement } from '@mariner/contracts';
import { SelectField } from '../../../components/SelectField.tsx';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { BANNER_QUEUE_SORTS, type BannerQueueFilter } from '../api/review-queue-filters.ts';
import { ListFilters } from './ListFilters.tsx';

interface BannerQueueFiltersProps {
  value: BannerQueueFilter;
  /** Every change starts again at the first page. */
  onChange: (filter: BannerQueueFilter) => void;
}

/** Issue 31: the pending banners' search (advertiser, e-mail, account), placement and sort. */
export function BannerQueueFilters({ value, onChange }: BannerQueueFiltersProps) {
  const { t } = useTranslation(['admin-queues', 'banners']);
  return (
    <ListFilters
      label={t('bannerFilters.label')}
      searchLabel={t('search')}
      searchHint={t('bannerFilters.searchHint')}
      submitLabel={t('submit')}
      search={value.search}
      onSearch={(search) => onChange({ ...value, search, page: 1 })}
    >
      {(search) => {
        const change = (next: Partial<BannerQueueFilter>) => onChange({ ...value, search, ...next, page: 1 });
        return (
          <>
            <SelectField
              label={t('bannerFilters.placement')}
              value={value.placement}
              onChange={(event) => {
                const placement = BannerPlacement.safeParse(event.target.value);
                change({ placement: placement.success ? placement.data : '' });
              }}
            >
              <option value="">{t('bannerFilters.allPlacements')}</option>
              {BannerPlacement.options.map((placement) => (
                <option key={placement} value={placement}>
                  {t(`banners:placements.${placement}`)}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={t('sort')}
              value={value.sort}
              onChange={(event) => {
                const sort = BANNER_QUEUE_SORTS.find((option) => option === event.target.value);
                change({ sort: sort ?? 'newest' });
              }}
            >
              {BANNER_QUEUE_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`bannerSorts.${sort}`)}
                </option>
              ))}
            </SelectField>
          </>
        );
      }}
    </ListFilters>
  );
}

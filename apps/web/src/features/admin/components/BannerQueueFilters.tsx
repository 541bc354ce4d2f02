import { BannerPlacement } from '@mariner/contracts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { BANNER_QUEUE_SORTS, type BannerQueueFilter } from '../api/review-queue-filters.ts';
import { ListFilters, sortSelect } from './ListFilters.tsx';

/** Issue 31: the pending banners' search (advertiser, e-mail, account), placement and sort. */
export function BannerQueueFilters(props: {
  value: BannerQueueFilter;
  onChange: (filter: BannerQueueFilter) => void;
}) {
  const { t } = useTranslation(['admin-queues', 'banners']);
  return (
    <ListFilters
      {...props}
      label={t('bannerFilters.label')}
      searchLabel={t('search')}
      searchHint={t('bannerFilters.searchHint')}
      submitLabel={t('submit')}
      selects={[
        {
          field: 'placement',
          label: t('bannerFilters.placement'),
          allLabel: t('bannerFilters.allPlacements'),
          options: BannerPlacement.options,
          optionLabel: (placement) => t(`banners:placements.${placement}`),
        },
        sortSelect(t('sort'), BANNER_QUEUE_SORTS, (sort) => t(`bannerSorts.${sort}`)),
      ]}
    />
  );
}

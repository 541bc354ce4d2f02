import { ADMIN_DIRECTORY_LISTING_SORTS } from '@mariner/contracts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import type { DirectoryReviewFilter } from '../api/review-queue-filters.ts';
import { ListFilters, sortSelect } from './ListFilters.tsx';

/** Issue 31 item 2: the directory listings queue's search (company, e-mail, owner) and sort. */
export function DirectoryReviewFilters(props: {
  value: DirectoryReviewFilter;
  onChange: (filter: DirectoryReviewFilter) => void;
}) {
  const { t } = useTranslation('admin-queues');
  return (
    <ListFilters
      {...props}
      label={t('directoryListingFilters.label')}
      searchLabel={t('search')}
      searchHint={t('directoryListingFilters.searchHint')}
      submitLabel={t('submit')}
      selects={[
        sortSelect(t('sort'), ADMIN_DIRECTORY_LISTING_SORTS, (sort) => t(`directoryListingSorts.${sort}`)),
      ]}
    />
  );
}

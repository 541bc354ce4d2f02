import { ADMIN_DIRECTORY_LISTING_SORTS } from '@mariner/contracts';
import { SelectField } from '../../../components/SelectField.tsx';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import type { DirectoryReviewFilter } from '../api/review-queue-filters.ts';
import { ListFilters } from './ListFilters.tsx';

interface DirectoryReviewFiltersProps {
  value: DirectoryReviewFilter;
  /** Every change starts again at the first page. */
  onChange: (filter: DirectoryReviewFilter) => void;
}

/** Issue 31 item 2: the directory listings queue's search (company, e-mail, owner) and sort. */
export function DirectoryReviewFilters({ value, onChange }: DirectoryReviewFiltersProps) {
  const { t } = useTranslation('admin-queues');
  return (
    <ListFilters
      label={t('directoryListingFilters.label')}
      searchLabel={t('search')}
      searchHint={t('directoryListingFilters.searchHint')}
      submitLabel={t('submit')}
      search={value.search}
      onSearch={(search) => onChange({ ...value, search, page: 1 })}
    >
      {(search) => (
        <SelectField
          label={t('sort')}
          value={value.sort}
          onChange={(event) => {
            const sort = ADMIN_DIRECTORY_LISTING_SORTS.find((option) => option === event.target.value);
            onChange({ ...value, search, sort: sort ?? 'oldest', page: 1 });
          }}
        >
          {ADMIN_DIRECTORY_LISTING_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`directoryListingSorts.${sort}`)}
            </option>
          ))}
        </SelectField>
      )}
    </ListFilters>
  );
}

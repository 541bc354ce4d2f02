import { AdminDirectorySort, AdvertiserType } from '@mariner/contracts';
import type { DirectoryUsersFilter } from '../../../lib/api/users.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { advertiserTypeText } from '../../../lib/labels.ts';
import { choices, ListFilters, sortSelect } from './ListFilters.tsx';

type Filter = Required<DirectoryUsersFilter>;

/** Issue 31: the Directory tab's search (company, names, e-mail), advertiser type, listed state and order. */
export function DirectoryFilters(props: { value: Filter; onChange: (filter: Filter) => void }) {
  const { t } = useTranslation(['admin-directory', 'admin-queues']);
  return (
    <ListFilters
      {...props}
      trimSearch
      label={t('search.label')}
      searchLabel={t('search.label')}
      searchHint={t('search.placeholder')}
      submitLabel={t('search.submit')}
      selects={[
        {
          field: 'advertiserType',
          label: t('admin-queues:directory.type'),
          allLabel: t('admin-queues:directory.allTypes'),
          ...choices(AdvertiserType.options, advertiserTypeText),
        },
        {
          field: 'listed',
          label: t('admin-queues:directory.listed'),
          allLabel: t('admin-queues:directory.listedAny'),
          options: ['true', 'false'],
          optionLabel: (listed) =>
            t(`admin-queues:directory.${listed === 'true' ? 'listedYes' : 'listedNo'}`),
        },
        sortSelect(t('admin-queues:sort'), AdminDirectorySort.options, (sort) =>
          t(`admin-queues:directory.sorts.${sort}`),
        ),
      ]}
    />
  );
}

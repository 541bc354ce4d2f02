import { AdminDirectorySort, AdvertiserType } from '@mariner/contracts';
import { SelectField } from '../../../components/SelectField.tsx';
import type { DirectoryUsersFilter } from '../../../lib/api/users.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { advertiserTypeText } from '../../../lib/labels.ts';
import { ListFilters } from './ListFilters.tsx';

interface DirectoryFiltersProps {
  value: Required<DirectoryUsersFilter>;
  /** Every change starts again at the first page. */
  onChange: (filter: Required<DirectoryUsersFilter>) => void;
}

/** Issue 31: the Directory tab's search (company, names, e-mail), advertiser type, listed state and order. */
export function DirectoryFilters({ value, onChange }: DirectoryFiltersProps) {
  const { t } = useTranslation(['admin-directory', 'admin-queues']);
  return (
    <ListFilters
      label={t('search.label')}
      searchLabel={t('search.label')}
      searchHint={t('search.placeholder')}
      submitLabel={t('search.submit')}
      search={value.search}
      onSearch={(search) => onChange({ ...value, search: search.trim(), page: 1 })}
    >
      {(search) => {
        const change = (next: Partial<DirectoryUsersFilter>) =>
          onChange({ ...value, search: search.trim(), ...next, page: 1 });
        return (
          <>
            <SelectField
              label={t('admin-queues:directory.type')}
              value={value.advertiserType}
              onChange={(event) => {
                const type = AdvertiserType.safeParse(event.target.value);
                change({ advertiserType: type.success ? type.data : '' });
              }}
            >
              <option value="">{t('admin-queues:directory.allTypes')}</option>
              {AdvertiserType.options.map((type) => (
                <option key={type} value={type}>
                  {advertiserTypeText(type)}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={t('admin-queues:directory.listed')}
              value={value.listed}
              onChange={(event) => {
                const listed = event.target.value;
                change({ listed: listed === 'true' || listed === 'false' ? listed : '' });
              }}
            >
              <option value="">{t('admin-queues:directory.listedAny')}</option>
              <option value="true">{t('admin-queues:directory.listedYes')}</option>
              <option value="false">{t('admin-queues:directory.listedNo')}</option>
            </SelectField>
            <SelectField
              label={t('admin-queues:sort')}
              value={value.sort}
              onChange={(event) => {
                const sort = AdminDirectorySort.safeParse(event.target.value);
                change({ sort: sort.success ? sort.data : 'name' });
              }}
            >
              {AdminDirectorySort.options.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`admin-queues:directory.sorts.${sort}`)}
                </option>
              ))}
            </SelectField>
          </>
        );
      }}
    </ListFilters>
  );
}

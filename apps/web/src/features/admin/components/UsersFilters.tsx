import { Province, Role, UserListSort } from '@mariner/contracts';
import { SelectField } from '../../../components/SelectField.tsx';
import type { UsersFilter } from '../../../lib/api/users.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { provinceLabel } from '../../../lib/labels.ts';
import { ListFilters } from './ListFilters.tsx';
import { ROLE_OPTIONS } from './users-display.ts';

interface UsersFiltersProps {
  value: UsersFilter;
  /** Every change starts again at the first page. */
  onChange: (filter: UsersFilter) => void;
}

/** Search (name, e-mail, company) applies on submit; role, province and sort apply at once. */
export function UsersFilters({ value, onChange }: UsersFiltersProps) {
  const { t } = useTranslation('admin-users');

  return (
    <ListFilters
      label={t('filters.label')}
      searchLabel={t('filters.search')}
      searchHint={t('filters.searchHint')}
      submitLabel={t('filters.submit')}
      search={value.search}
      onSearch={(search) => onChange({ ...value, search, page: 1 })}
    >
      {(search) => {
        const change = (next: Partial<UsersFilter>) => onChange({ ...value, search, ...next, page: 1 });
        return (
          <>
            <SelectField
              label={t('filters.role')}
              value={value.role}
              onChange={(event) => {
                const role = event.target.value;
                change({ role: role === '' ? '' : Role.parse(role) });
              }}
            >
              <option value="">{t('filters.allRoles')}</option>
              {ROLE_OPTIONS.map((role) => (
                <option key={role} value={role}>
                  {t(`roles.${role}`)}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={t('filters.province')}
              value={value.province}
              onChange={(event) => {
                const province = event.target.value;
                change({ province: province === '' ? '' : Province.parse(province) });
              }}
            >
              <option value="">{t('filters.allProvinces')}</option>
              {Province.options.map((province) => (
                <option key={province} value={province}>
                  {provinceLabel(province)}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={t('filters.sort')}
              value={value.sort}
              onChange={(event) => change({ sort: UserListSort.parse(event.target.value) })}
            >
              {UserListSort.options.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`filters.sorts.${sort}`)}
                </option>
              ))}
            </SelectField>
          </>
        );
      }}
    </ListFilters>
  );
}

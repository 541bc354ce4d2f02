import { UserListSort } from '@mariner/contracts';
import type { UsersFilter } from '../../../lib/api/users.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { filterTexts, ListFilters, provinceSelect, sortSelect } from './ListFilters.tsx';
import { ROLE_OPTIONS } from './users-display.ts';

/** Search (name, e-mail, company) applies on submit; role, province and sort apply at once. */
export function UsersFilters(props: { value: UsersFilter; onChange: (filter: UsersFilter) => void }) {
  const { t } = useTranslation('admin-users');
  return (
    <ListFilters
      {...props}
      {...filterTexts(t)}
      selects={[
        {
          field: 'role',
          label: t('filters.role'),
          allLabel: t('filters.allRoles'),
          options: ROLE_OPTIONS,
          optionLabel: (role) => t(`roles.${role}`),
        },
        provinceSelect(t('filters.province'), t('filters.allProvinces')),
        sortSelect(t('filters.sort'), UserListSort.options, (sort) => t(`filters.sorts.${sort}`)),
      ]}
    />
  );
}

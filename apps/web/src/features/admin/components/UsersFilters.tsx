import { Province, Role, UserListSort } from '@mariner/contracts';
import { Search } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { SelectField } from '../../../components/SelectField.tsx';
import { TextField } from '../../../components/TextField.tsx';
import type { UsersFilter } from '../../../lib/api/users.ts';
import { provinceLabel } from '../../../lib/labels.ts';
import { ROLE_OPTIONS } from './users-display.ts';

interface UsersFiltersProps {
  value: UsersFilter;
  /** Every change starts again at the first page. */
  onChange: (filter: UsersFilter) => void;
}

/** Search (name, e-mail, company) applies on submit; role, province and sort apply at once. */
export function UsersFilters({ value, onChange }: UsersFiltersProps) {
  const { t } = useTranslation('admin-users');
  const [search, setSearch] = useState(value.search);
  // Back and Forward change the address, and so the search the box shows.
  useEffect(() => setSearch(value.search), [value.search]);

  const change = (next: Partial<UsersFilter>) => onChange({ ...value, search, ...next, page: 1 });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change({});
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is still unknown to older browsers and jsdom; the role is the same.
    <form
      role="search"
      aria-label={t('filters.label')}
      onSubmit={submit}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto] lg:items-end"
    >
      <div className="sm:col-span-2 lg:col-span-1">
        <TextField
          label={t('filters.search')}
          type="search"
          placeholder={t('filters.searchHint')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
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
      <Button type="submit" variant="navy" className="min-h-11">
        <Search aria-hidden="true" className="size-4" />
        {t('filters.submit')}
      </Button>
    </form>
  );
}

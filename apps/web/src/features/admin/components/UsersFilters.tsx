import { Role } from '@mariner/contracts';
import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { SelectField } from '../../../components/SelectField.tsx';
import { TextField } from '../../../components/TextField.tsx';
import type { UsersFilter } from '../../../lib/api/users.ts';
import { ROLE_OPTIONS } from './users-display.ts';

interface UsersFiltersProps {
  value: UsersFilter;
  onChange: (filter: UsersFilter) => void;
}

/** Search (name, e-mail, company) applies on submit; the role filter applies at once. */
export function UsersFilters({ value, onChange }: UsersFiltersProps) {
  const { t } = useTranslation('admin-users');
  const [search, setSearch] = useState(value.search);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...value, search });
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is still unknown to older browsers and jsdom; the role is the same.
    <form
      role="search"
      aria-label={t('filters.label')}
      onSubmit={submit}
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
    >
      <div className="flex-1">
        <TextField
          label={t('filters.search')}
          type="search"
          placeholder={t('filters.searchHint')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <div className="sm:w-48">
        <SelectField
          label={t('filters.role')}
          value={value.role}
          onChange={(event) => {
            const role = event.target.value;
            onChange({ search, role: role === '' ? '' : Role.parse(role) });
          }}
        >
          <option value="">{t('filters.allRoles')}</option>
          {ROLE_OPTIONS.map((role) => (
            <option key={role} value={role}>
              {t(`roles.${role}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <Button type="submit" variant="navy" className="min-h-11">
        <Search aria-hidden="true" className="size-4" />
        {t('filters.submit')}
      </Button>
    </form>
  );
}

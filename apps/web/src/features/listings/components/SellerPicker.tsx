import type { AdminUser, User } from '@mariner/contracts';
import { type ComponentProps, useId, useMemo, useState } from 'react';
import { controlClasses, Field } from '../../../components/Field.tsx';
import { cx } from '../../../lib/cx.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';

type Person = Pick<User, 'id' | 'email' | 'firstName' | 'lastName' | 'companyName'>;

const describe = (person: Person) => {
  const name = `${person.firstName} ${person.lastName}`.trim();
  return person.companyName
    ? `${person.companyName} (${name}, ${person.email})`
    : `${name} (${person.email})`;
};

interface SellerPickerProps extends Omit<ComponentProps<'select'>, 'id' | 'children'> {
  self: Person;
  users: AdminUser[];
  selectedId: string;
  error?: string | undefined;
}

/**
 * Spec 000 §2/§6: a superadmin may create a listing for any user. A native select (fine on
 * phones) with a search box in front, since the list can hold a thousand users.
 */
export function SellerPicker({ self, users, selectedId, error, className, ...select }: SellerPickerProps) {
  const { t } = useTranslation('listings');
  const searchId = useId();
  const [search, setSearch] = useState('');

  const others = useMemo(
    () =>
      users
        .filter((person) => person.id !== self.id)
        .map((person) => ({ id: person.id, label: describe(person) }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [users, self.id],
  );
  const needle = search.trim().toLowerCase();
  // The chosen seller stays listed whatever the search, so the select never shows a stale value.
  const shown = needle
    ? others.filter((person) => person.id === selectedId || person.label.toLowerCase().includes(needle))
    : others;

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={searchId} className="text-sm font-semibold text-ink">
          {t('form.searchUsers')}
        </label>
        <input
          id={searchId}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t('form.searchUsersPlaceholder')}
          className={controlClasses}
        />
      </div>
      <Field label={t('form.seller')} error={error}>
        {(control) => (
          <select className={cx(controlClasses, 'pr-8', className)} {...control} {...select}>
            <option value={self.id}>{t('form.myself', { email: self.email })}</option>
            {shown.map((person) => (
              <option key={person.id} value={person.id}>
                {person.label}
              </option>
            ))}
          </select>
        )}
      </Field>
    </div>
  );
}

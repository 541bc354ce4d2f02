import { isServiceProviderType, SERVICE_PROVIDER_TYPES, TEXT_MAXIMUMS } from '@mariner/contracts/constants';
import { Search, X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/Button.tsx';
import { SelectField } from '../../../components/SelectField.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { cx } from '../../../lib/cx.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { advertiserTypeText } from '../../../lib/labels.ts';
import type { DirectoryFilters as Filters } from '../hooks/use-directory-search.ts';

interface DirectoryFiltersProps {
  label: string;
  /** What the URL says now; the form follows it when it changes (Back, Clear, a link). */
  initial: Filters;
  /** The services directory offers a Service type select; the auctioneers' does not. */
  withServiceType?: boolean;
  onApply: (filters: Filters) => void;
  onClear: () => void;
}

/** Spec 001 §2: a search box (and on /directory/services a service type), applied with Search. */
export function DirectoryFilters({
  label,
  initial,
  withServiceType = false,
  onApply,
  onClear,
}: DirectoryFiltersProps) {
  const { t } = useTranslation('directory');
  const [filters, setFilters] = useState(initial);
  // Follow the URL without remounting, so focus stays on the field or button in use.
  const initialKey = JSON.stringify(initial);
  const [followedKey, setFollowedKey] = useState(initialKey);
  if (followedKey !== initialKey) {
    setFollowedKey(initialKey);
    setFilters(initial);
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(filters);
  };

  const clear = () => {
    setFilters({ search: '', type: '' });
    onClear();
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is still unknown to older browsers and jsdom; the role is the same.
    <form
      role="search"
      aria-label={label}
      onSubmit={onSubmit}
      className={cx(
        'grid gap-4 rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-5 md:items-end',
        withServiceType
          ? 'md:grid-cols-[minmax(0,2fr)_minmax(0,1.5fr)_auto]'
          : 'md:grid-cols-[minmax(0,1fr)_auto]',
      )}
    >
      <TextField
        label={t('filters.search')}
        type="search"
        name="search"
        value={filters.search}
        onChange={(event) => setFilters((current) => ({ ...current, search: event.target.value }))}
        placeholder={t('filters.searchPlaceholder')}
        maxLength={TEXT_MAXIMUMS.search}
      />
      {withServiceType ? (
        <SelectField
          label={t('filters.serviceType')}
          name="type"
          value={filters.type}
          onChange={(event) => {
            const type = event.target.value;
            setFilters((current) => ({ ...current, type: isServiceProviderType(type) ? type : '' }));
          }}
        >
          <option value="">{t('filters.allServiceTypes')}</option>
          {SERVICE_PROVIDER_TYPES.map((type) => (
            <option key={type} value={type}>
              {advertiserTypeText(type)}
            </option>
          ))}
        </SelectField>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" className="min-h-11 flex-1 md:flex-none">
          <Search aria-hidden="true" className="size-4" />
          {t('filters.submit')}
        </Button>
        <Button type="button" variant="secondary" className="min-h-11 flex-1 md:flex-none" onClick={clear}>
          <X aria-hidden="true" className="size-4" />
          {t('filters.clear')}
        </Button>
      </div>
    </form>
  );
}

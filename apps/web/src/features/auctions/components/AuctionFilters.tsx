import { Search, X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { SelectField } from '../../../components/SelectField.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { useCategories } from '../../../lib/get-categories.ts';
import type { AuctionFilters as Filters } from '../hooks/use-auction-filters.ts';

interface AuctionFiltersProps {
  /** What the URL says now; the form follows it when it changes (Back, Clear Filters, a link). */
  initial: Filters;
  onApply: (filters: Filters) => void;
  onClear: () => void;
}

/** Spec 000 §2: search text, category and location, applied with Search, reset with Clear Filters. */
export function AuctionFilters({ initial, onApply, onClear }: AuctionFiltersProps) {
  const { t } = useTranslation('auctions');
  // Spec 000 §8: a failed category list is ignored; the select then offers only "All categories".
  const { data: categories = [] } = useCategories();
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
    setFilters({ search: '', category: '', location: '' });
    onClear();
  };

  const update = (key: keyof Filters) => (event: { target: { value: string } }) =>
    setFilters((current) => ({ ...current, [key]: event.target.value }));

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is still unknown to older browsers and jsdom; the role is the same.
    <form
      role="search"
      aria-label={t('filters.label')}
      onSubmit={onSubmit}
      className="grid gap-4 rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-5 md:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1.5fr)_minmax(0,1.5fr)_auto] lg:items-end"
    >
      <TextField
        label={t('filters.search')}
        type="search"
        name="search"
        value={filters.search}
        onChange={update('search')}
        placeholder={t('filters.searchPlaceholder')}
        maxLength={200}
      />
      <SelectField
        label={t('filters.category')}
        name="category"
        value={filters.category}
        onChange={update('category')}
      >
        <option value="">{t('filters.allCategories')}</option>
        {categories.map((category) => (
          <option key={category.id} value={category.id}>
            {category.name}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('filters.location')}
        name="location"
        value={filters.location}
        onChange={update('location')}
        placeholder={t('filters.locationPlaceholder')}
        maxLength={200}
        autoComplete="address-level2"
      />
      <div className="flex gap-2 md:col-span-2 lg:col-span-1">
        <Button type="submit" className="min-h-11 flex-1 lg:flex-none">
          <Search aria-hidden="true" className="size-4" />
          {t('filters.submit')}
        </Button>
        <Button
          type="button"
          variant="secondary"
          className="min-h-11 flex-1 whitespace-nowrap lg:flex-none"
          onClick={clear}
        >
          <X aria-hidden="true" className="size-4" />
          {t('filters.clear')}
        </Button>
      </div>
    </form>
  );
}

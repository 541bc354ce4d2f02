import { Province } from '@mariner/contracts';
import { Search } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '../../../components/Button.tsx';
import { SelectField } from '../../../components/SelectField.tsx';
import { TextField } from '../../../components/TextField.tsx';
import type { TFunction } from '../../../lib/i18n/index.tsx';
import { provinceLabel } from '../../../lib/labels.ts';

/** The fields every paged admin list's filter has: the search and the page. */
export interface ListFilterBase {
  search: string;
  page: number;
}

/** One filter or sort drop-down: which field of the filter it sets, and its choices. */
export interface FilterSelect<F> {
  field: keyof F & string;
  label: string;
  options: readonly string[];
  optionLabel: (option: string) => string;
  /** A filter that can be left open has a first "all" choice (value ''); a sort has none. */
  allLabel?: string;
  /** What a value off the list reads as: '' for a filter, the default order for a sort. */
  fallback?: string;
}

/**
 * A select's choices and their names: the select only ever hands `labelOf` one of `options`, so
 * the cast is safe and each list keeps its codes' own type.
 */
export const choices = <O extends string>(options: readonly O[], labelOf: (option: O) => string) => ({
  options,
  optionLabel: (option: string) => labelOf(option as O),
});

/** The province filter: the thirteen provinces and territories by name, in the reader's language. */
export const provinceSelect = <F extends { province: string }>(
  label: string,
  allLabel: string,
): FilterSelect<F> => ({
  field: 'province' as keyof F & string,
  label,
  allLabel,
  ...choices(Province.options, provinceLabel),
});

/** The order: no "all" choice; a value off the list is the list's default order, its first. */
export const sortSelect = <F extends { sort: string }, O extends string>(
  label: string,
  options: readonly O[],
  labelOf: (option: O) => string,
): FilterSelect<F> => ({
  field: 'sort' as keyof F & string,
  label,
  fallback: options[0],
  ...choices(options, labelOf),
});

/** The bar's texts of a tab whose namespace names them alike (`filters.label`, `.search`…). */
export const filterTexts = (t: TFunction) => ({
  label: t('filters.label'),
  searchLabel: t('filters.search'),
  searchHint: t('filters.searchHint'),
  submitLabel: t('filters.submit'),
});

interface ListFiltersProps<F extends ListFilterBase> {
  /** The form's accessible name ("Find users"). */
  label: string;
  searchLabel: string;
  searchHint: string;
  submitLabel: string;
  /** The filter the list shows now (from the address). */
  value: F;
  /** Every change starts again at the first page. */
  onChange: (filter: F) => void;
  selects: readonly FilterSelect<F>[];
  /** The search is trimmed before it is applied (the Directory tab's, as it always was). */
  trimSearch?: boolean;
}

/**
 * Issue 31: the search box, filters and sort above every paged admin list (Users, Invoices, the
 * review queues, the Directory), laid out alike: search on submit, selects at once. A select takes
 * the search as typed so far with it, so nothing the admin wrote is lost.
 */
export function ListFilters<F extends ListFilterBase>({
  label,
  searchLabel,
  searchHint,
  submitLabel,
  value,
  onChange,
  selects,
  trimSearch = false,
}: ListFiltersProps<F>) {
  const [typed, setTyped] = useState(value.search);
  // Back and Forward change the address, and so the search the box shows.
  useEffect(() => setTyped(value.search), [value.search]);
  const search = trimSearch ? typed.trim() : typed;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...value, search, page: 1 });
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is still unknown to older browsers and jsdom; the role is the same.
    <form
      role="search"
      aria-label={label}
      onSubmit={submit}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto] lg:items-end"
    >
      <div className="sm:col-span-2 lg:col-span-1">
        <TextField
          label={searchLabel}
          type="search"
          placeholder={searchHint}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      </div>
      {selects.map((select) => (
        <SelectField
          key={select.field}
          label={select.label}
          value={String(value[select.field])}
          onChange={(event) => {
            const raw = event.target.value;
            const next = select.options.includes(raw) ? raw : (select.fallback ?? '');
            onChange({ ...value, search, [select.field]: next, page: 1 });
          }}
        >
          {select.allLabel !== undefined ? <option value="">{select.allLabel}</option> : null}
          {select.options.map((option) => (
            <option key={option} value={option}>
              {select.optionLabel(option)}
            </option>
          ))}
        </SelectField>
      ))}
      <Button type="submit" variant="navy" className="min-h-11">
        <Search aria-hidden="true" className="size-4" />
        {submitLabel}
      </Button>
    </form>
  );
}

import { Search } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { Button } from '../../../components/Button.tsx';
import { TextField } from '../../../components/TextField.tsx';

interface ListFiltersProps {
  /** The form's accessible name ("Find users"). */
  label: string;
  searchLabel: string;
  searchHint: string;
  submitLabel: string;
  /** The search the list shows now (from the address). */
  search: string;
  /** Submitting applies the search typed. */
  onSearch: (search: string) => void;
  /**
   * The filter and sort selects, given the search as typed so far: a select applies at once and
   * takes the typed search with it, so nothing the admin wrote is lost.
   */
  children: (typedSearch: string) => ReactNode;
}

/**
 * Issue 31: the search box, filters and sort above every paged admin list (Users, the review
 * queues), laid out alike: search on submit, selects at once.
 */
export function ListFilters({
  label,
  searchLabel,
  searchHint,
  submitLabel,
  search,
  onSearch,
  children,
}: ListFiltersProps) {
  const [typed, setTyped] = useState(search);
  // Back and Forward change the address, and so the search the box shows.
  useEffect(() => setTyped(search), [search]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(typed);
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
      {children(typed)}
      <Button type="submit" variant="navy" className="min-h-11">
        <Search aria-hidden="true" className="size-4" />
        {submitLabel}
      </Button>
    </form>
  );
}

import { useSearchParams } from 'react-router';
import { usePageParam } from './use-page-param.ts';

export interface AuctionFilters {
  search: string;
  category: string;
  location: string;
}

const FILTER_KEYS = ['search', 'category', 'location'] as const;

export const readFilters = (params: URLSearchParams): AuctionFilters => ({
  search: params.get('search')?.trim() ?? '',
  category: params.get('category') ?? '',
  location: params.get('location')?.trim() ?? '',
});

/**
 * Spec 000 §2: the list's filters live in the URL as search, category, location and page, so a
 * reload, Back, and links from the home page (?search=, ?category=) all show the same results.
 */
export function useAuctionFilters() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const { page, setPage } = usePageParam();

  /** New filters start again at page 1. */
  const applyFilters = (next: AuctionFilters) => {
    const updated = new URLSearchParams();
    for (const key of FILTER_KEYS) {
      const value = next[key].trim();
      if (value) updated.set(key, value);
    }
    setParams(updated);
  };

  const clearFilters = () => setParams(new URLSearchParams());

  return { filters, page, applyFilters, clearFilters, setPage };
}

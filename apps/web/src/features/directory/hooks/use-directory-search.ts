import type { DirectoryQuery, ServiceDirectoryQuery, ServiceProviderType } from '@mariner/contracts';
import { isServiceProviderType, PAGE_SIZES } from '@mariner/contracts/constants';
import { useSearchParams } from 'react-router';
import { readPage } from '../../../lib/page-param.ts';

export interface DirectoryFilters {
  search: string;
  /** A service type, or '' for all (the auctioneers' directory has none). */
  type: ServiceProviderType | '';
}

/** An unknown type in an old or hand-made link is ignored rather than sent to be refused. */
export const readFilters = (params: URLSearchParams): DirectoryFilters => {
  const type = params.get('type');
  return { search: params.get('search')?.trim() ?? '', type: isServiceProviderType(type) ? type : '' };
};

/** The auctioneers' directory's query for an address (the page and its loader ask under one key). */
export const auctioneersQueryOf = (params: URLSearchParams): DirectoryQuery => ({
  search: readFilters(params).search || undefined,
  page: readPage(params),
  limit: PAGE_SIZES.directory,
});

/** The service companies' directory's query for an address. */
export const servicesQueryOf = (params: URLSearchParams): ServiceDirectoryQuery => {
  const filters = readFilters(params);
  return {
    search: filters.search || undefined,
    advertiserType: filters.type || undefined,
    page: readPage(params),
    limit: PAGE_SIZES.directory,
  };
};

/**
 * Spec 001 §2 Public directories: the search, the service type and the page live in the URL, so a
 * reload, Back and a shared link all show the same results. Page 1 is left out of the URL.
 */
export function useDirectorySearch() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const page = readPage(params);

  /** New filters start again at page 1. */
  const applyFilters = (next: DirectoryFilters) => {
    const updated = new URLSearchParams();
    const search = next.search.trim();
    if (search) updated.set('search', search);
    if (next.type) updated.set('type', next.type);
    setParams(updated);
  };

  const clearFilters = () => setParams(new URLSearchParams());

  const setPage = (next: number, options: { replace?: boolean } = {}) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next > 1) updated.set('page', String(next));
        else updated.delete('page');
        return updated;
      },
      { replace: options.replace },
    );

  return { filters, page, params, applyFilters, clearFilters, setPage };
}

import type { DirectoryQuery } from '@mariner/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { auctioneersQueryOptions } from '../../../lib/api/directory.ts';

/** The page shown stays while the next one loads, so the list never blanks out. */
export const useAuctioneers = (query: DirectoryQuery) =>
  useQuery({ ...auctioneersQueryOptions(query), placeholderData: keepPreviousData });

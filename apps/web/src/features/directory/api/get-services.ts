import type { ServiceDirectoryQuery } from '@mariner/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { servicesQueryOptions } from '../../../lib/api/directory.ts';

/** The page shown stays while the next one loads, so the list never blanks out. */
export const useServices = (query: ServiceDirectoryQuery) =>
  useQuery({ ...servicesQueryOptions(query), placeholderData: keepPreviousData });

import type { LotSearchQuery } from '@mariner/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lotSearchQueryOptions } from '../../../lib/api/lot-search.ts';

/** Issue 29: the Items tab keeps the page it shows while the next one loads. */
export const useLotSearch = (query: LotSearchQuery) =>
  useQuery({ ...lotSearchQueryOptions(query), placeholderData: keepPreviousData });

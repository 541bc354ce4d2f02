import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { savedAuctionsQueryOptions } from '../../../lib/api/saved.ts';

/** The page shown stays while the next one loads; a visitor asks for nothing. */
export const useSavedAuctions = (page: number, isSignedIn: boolean) =>
  useQuery({ ...savedAuctionsQueryOptions(page), enabled: isSignedIn, placeholderData: keepPreviousData });

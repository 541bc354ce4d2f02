import {
  type CreateDirectoryListingRequest,
  CreateDirectoryListingResponse,
  DEFAULT_PRICES_CENTS,
  DirectoryCategoriesResponse,
  DirectoryLogoResponse,
  MyDirectoryListingsResponse,
  type PricingResponse,
} from '@mariner/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { paymentMethodsQueryOptions } from '../../../lib/api/payment-methods.ts';
import { pricingQueryOptions } from '../../../lib/api/pricing.ts';
import { apiFetch, apiUpload } from '../../../lib/api-client.ts';

/** Spec 001 §7 /directory-listings, the directory price and the saved cards for the gate. */

export const directoryListingKeys = {
  all: ['directory-listings'] as const,
  mine: () => [...directoryListingKeys.all, 'mine'] as const,
  categories: () => [...directoryListingKeys.all, 'categories'] as const,
};

/** GET /api/directory-listings/categories/list; a failure is silent (spec 001 §8): no boxes. */
export const useDirectoryCategories = () =>
  useQuery({
    queryKey: directoryListingKeys.categories(),
    queryFn: () =>
      apiFetch('/api/directory-listings/categories/list', { schema: DirectoryCategoriesResponse }),
    staleTime: 60 * 60_000,
  });

export const createDirectoryListing = (body: CreateDirectoryListingRequest) =>
  apiFetch('/api/directory-listings', { method: 'POST', body, schema: CreateDirectoryListingResponse });

export function useCreateDirectoryListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDirectoryListing,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: directoryListingKeys.all }),
  });
}

/** POST /api/directory-listings/{id}/upload-logo (multipart field `logo`). */
export const uploadDirectoryLogo = (listingId: string, file: File) =>
  apiUpload(`/api/directory-listings/${encodeURIComponent(listingId)}/upload-logo`, file, {
    field: 'logo',
    schema: DirectoryLogoResponse,
  });

export const myDirectoryListingsQueryOptions = () =>
  queryOptions({
    queryKey: directoryListingKeys.mine(),
    queryFn: () => apiFetch('/api/directory-listings/mine', { schema: MyDirectoryListingsResponse }),
  });

export const useMyDirectoryListings = () => useQuery(myDirectoryListingsQueryOptions());

const selectDirectoryPrice = (pricing: PricingResponse): number => pricing.directoryListing.annual;

/** The annual price in cents, or the default while it loads or when it fails (silently, spec 001 §8). */
export function useDirectoryPrice(): number {
  const query = useQuery({ ...pricingQueryOptions(), select: selectDirectoryPrice });
  return query.data ?? DEFAULT_PRICES_CENTS.DIRECTORY_LISTING;
}

/** The saved cards, for the directory gate: a card added on /profile opens it at once. */
export const usePaymentMethods = (enabled: boolean) => useQuery({ ...paymentMethodsQueryOptions(), enabled });

import type {
  CreateDirectoryListingRequest,
  PricingResponse,
  UpdateDirectoryListingRequest,
} from '@mariner/contracts';
import { DEFAULT_PRICES_CENTS } from '@mariner/contracts/constants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createDirectoryListing,
  directoryCategoriesQueryOptions,
  invalidateDirectoryListings,
  myDirectoryListingsQueryOptions,
  resubmitDirectoryListing,
  updateDirectoryListing,
  uploadDirectoryListingLogo,
} from '../../../lib/api/directory-listings.ts';
import { paymentMethodsQueryOptions } from '../../../lib/api/payment-methods.ts';
import { pricingQueryOptions } from '../../../lib/api/pricing.ts';

/** A failure is silent (spec 001 §8): no boxes. */
export const useDirectoryCategories = () => useQuery(directoryCategoriesQueryOptions());

/**
 * Spec 001 §4: the logo goes up after the listing exists; a failed logo does not stop the purchase
 * (it can be added again later), so its error is not the create failure. The provider's list is
 * refetched once, with the logo.
 */
export function useCreateDirectoryListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ data, logo }: { data: CreateDirectoryListingRequest; logo: File | null }) => {
      const created = await createDirectoryListing(data);
      if (logo) await uploadDirectoryListingLogo(created.listing.id, logo).catch(() => undefined);
      return created;
    },
    onSuccess: () => invalidateDirectoryListings(queryClient),
  });
}

export const useMyDirectoryListings = () => useQuery(myDirectoryListingsQueryOptions());

/**
 * Issue 30 item 6: saves an edited listing, then its new logo if one was chosen (a failed logo is
 * reported, unlike on creation: here the logo is the edit).
 */
export function useUpdateDirectoryListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      data,
      logo,
    }: {
      id: string;
      data: UpdateDirectoryListingRequest;
      logo: File | null;
    }) => {
      const updated = await updateDirectoryListing(id, data);
      if (logo) await uploadDirectoryListingLogo(id, logo);
      return updated;
    },
    onSettled: () => invalidateDirectoryListings(queryClient),
  });
}

/** Issue 31 item 2: the owner sends a rejected listing back to review (and the directory), unchanged. */
export function useResubmitDirectoryListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => resubmitDirectoryListing(id),
    onSettled: () => invalidateDirectoryListings(queryClient),
  });
}

const selectDirectoryPrice = (pricing: PricingResponse): number => pricing.directoryListing.annual;

/** The annual price in cents, or the default while it loads or when it fails (silently, spec 001 §8). */
export function useDirectoryPrice(): number {
  const query = useQuery({ ...pricingQueryOptions(), select: selectDirectoryPrice });
  return query.data ?? DEFAULT_PRICES_CENTS.DIRECTORY_LISTING;
}

/** The saved cards, for the directory gate: a card added on /profile opens it at once. */
export const usePaymentMethods = (enabled: boolean) => useQuery({ ...paymentMethodsQueryOptions(), enabled });

import { type RenewalKind, RenewalQuoteResponse, RenewResponse } from '@mariner/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../api-client.ts';

/** /api/renewals (issue 30 item 6): the reminder mail's one-click renewal. */
export const renewalKeys = {
  all: ['renewals'] as const,
  quote: (kind: RenewalKind, id: string) => [...renewalKeys.all, kind, id] as const,
};

const renewalPath = (kind: RenewalKind, id: string) =>
  `/api/renewals/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`;

/** GET /api/renewals/{kind}/{id}: the next term, priced and taxed, and the saved card to charge. */
export const getRenewalQuote = (
  kind: RenewalKind,
  id: string,
  signal?: AbortSignal,
): Promise<RenewalQuoteResponse> =>
  apiFetch(renewalPath(kind, id), {
    schema: import.meta.env.DEV ? RenewalQuoteResponse : undefined,
    signal,
  });

export const renewalQuoteQueryOptions = (kind: RenewalKind, id: string) =>
  queryOptions({
    queryKey: renewalKeys.quote(kind, id),
    queryFn: ({ signal }) => getRenewalQuote(kind, id, signal),
  });

/** POST /api/renewals/{kind}/{id}: the renewal and its invoice (the same one on a second call). */
export const renew = (kind: RenewalKind, id: string): Promise<RenewResponse> =>
  apiFetch(renewalPath(kind, id), {
    method: 'POST',
    schema: import.meta.env.DEV ? RenewResponse : undefined,
  });

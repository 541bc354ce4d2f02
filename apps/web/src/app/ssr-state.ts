import type { DehydratedState } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client.ts';

/**
 * Issue 14 (docs/decisions/008): what a server-rendered page hands to the browser — the query cache the
 * page was rendered from — in a non-executable `<script type="application/json">` with this id, so
 * the strict CSP (`script-src 'self'`) holds and hydration needs no second fetch of the same data.
 */
export const SSR_STATE_ID = 'ssr-state';

export interface SsrState {
  queries: DehydratedState;
  /** The translation namespaces the page read, loaded in the browser before it hydrates. */
  namespaces: string[];
  /**
   * Issue 26: on a French page, the French names of the vocabularies its render showed (a province,
   * categories: lib/labels.ts), by `kind:key`, so the browser hydrates it without loading them all.
   */
  labels?: Record<string, string>;
  /**
   * Issue 26: how many parts of the page hydrate once it is interactive (lib/deferred-component.tsx),
   * put on `<html data-deferred-pending>` before the browser hydrates; none, left out.
   */
  deferredParts?: number;
}

/** An ApiError as JSON carries it: its own fields, not the class. */
interface SerializedApiError {
  apiError: true;
  status: number;
  code: ApiError['code'];
  message: string | null;
  fields: Record<string, string>;
}

const isSerializedApiError = (value: unknown): value is SerializedApiError =>
  typeof value === 'object' && value !== null && (value as { apiError?: unknown }).apiError === true;

/**
 * A definitive refusal (a 4xx: the auction does not exist) is part of the page, so it travels with
 * the data and the browser shows the same not-found page the server rendered.
 */
export const isDefinitiveError = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

export function serializeErrors(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => {
      const error = query.state.error;
      if (!(error instanceof ApiError)) return query;
      const serialized: SerializedApiError = {
        apiError: true,
        status: error.status,
        code: error.code,
        message: error.serverMessage,
        fields: error.fields,
      };
      return {
        ...query,
        state: { ...query.state, error: serialized as never, fetchFailureReason: serialized as never },
      };
    }),
  };
}

export function reviveErrors(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => {
      const error = query.state.error;
      if (!isSerializedApiError(error)) return query;
      const revived = new ApiError(error);
      return { ...query, state: { ...query.state, error: revived, fetchFailureReason: revived } };
    }),
  };
}

/** The state a server-rendered page carries, or null on a page the browser renders alone. */
export function readSsrState(doc: Document): SsrState | null {
  const element = doc.getElementById(SSR_STATE_ID);
  if (!element?.textContent) return null;
  try {
    const state = JSON.parse(element.textContent) as SsrState;
    return {
      queries: reviveErrors(state.queries),
      namespaces: state.namespaces ?? [],
      ...(state.labels ? { labels: state.labels } : {}),
      ...(state.deferredParts ? { deferredParts: state.deferredParts } : {}),
    };
  } catch {
    return null;
  }
}

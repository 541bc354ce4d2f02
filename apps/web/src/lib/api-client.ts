import type { ErrorCode } from '@mariner/contracts';
import { GENERIC_ERROR_TRY_LATER, isErrorBody } from '@mariner/contracts/constants';
import type { z } from 'zod';
import { currentLocale } from './locale.ts';

/** Codes the client adds to the server's ErrorCode list for failures that never reached an answer. */
type ClientErrorCode = 'NETWORK_ERROR' | 'INVALID_RESPONSE' | 'UNKNOWN';

/** One error model (STYLE §4), read the way the server writes it. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | ClientErrorCode;
  readonly fields: Record<string, string>;
  /** The server's own text, or null when the answer did not carry one (callers pick their fallback). */
  readonly serverMessage: string | null;
  /** The whole answer, for the few refusals that carry more than a message (a lot import's report). */
  readonly body: unknown;

  constructor(init: {
    status: number;
    code: ApiError['code'];
    message: string | null;
    fields?: Record<string, string> | undefined;
    body?: unknown;
  }) {
    super(init.message ?? GENERIC_ERROR_TRY_LATER);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.serverMessage = init.message;
    this.fields = init.fields ?? {};
    this.body = init.body;
  }
}

/** The text to show for a failed call: the server's words, else the screen's own fallback (spec 000 §8). */
export const errorMessage = (error: unknown, fallback: string): string =>
  (error instanceof ApiError && error.serverMessage) || fallback;

/**
 * Decision 9: any 401 clears the session and goes to /login. The app layer registers what that
 * means (query cache, router), so this module knows neither React Query's keys nor React Router.
 */
type UnauthorizedHandler = () => void;
let unauthorizedHandler: UnauthorizedHandler | null = null;

export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  unauthorizedHandler = handler;
}

/** A 401 here is an ordinary answer: "nobody is signed in" or "wrong credentials". */
const UNAUTHORIZED_IS_EXPECTED = ['/api/auth/session', '/api/auth/login', '/api/auth/logout'];

/** An answer as this client reads it: the status and the decoded JSON body (undefined when none). */
export interface ApiAnswer {
  status: number;
  body: unknown;
}

/**
 * How a call reaches the API: the browser's fetch on the same origin, or, while a page is rendered
 * on the server (issue 14), the server's own services in-process for the request being answered,
 * whose answers are already objects (issue 26: no JSON written and read again).
 */
export type ApiTransport = (path: string, init: RequestInit) => Promise<ApiAnswer>;

/** The browser's: fetch on the same origin. */
export const fetchTransport: ApiTransport = async (path, init) => {
  const response = await fetch(path, init);
  return { status: response.status, body: await readJson(response) };
};
let transport: ApiTransport = fetchTransport;

/** Set once by the server's entry (entry-server.tsx), which finds each call's render itself. */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

interface ApiFetchOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON-encoded, or sent as it is when a FormData (multipart uploads: the browser sets the boundary). */
  body?: unknown;
  /**
   * The answer's schema, checked in development and tests only: pass it as
   * `import.meta.env.DEV ? Schema : undefined`, so production builds drop the schema and zod with it
   * (issue 26). The server already serializes every answer with the same schemas, and the contracts'
   * answers-unchanged test keeps parsing from changing an answer, so skipping it changes nothing.
   */
  schema?: z.ZodType<T> | undefined;
  signal?: AbortSignal;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function toApiError(status: number, body: unknown): ApiError {
  if (isErrorBody(body)) {
    return new ApiError({ status, code: body.error, message: body.message, fields: body.fields, body });
  }
  // Not our error shape (a proxy's HTML page, an empty body): keep whatever message there is.
  const message =
    body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
      ? body.message
      : null;
  return new ApiError({ status, code: 'UNKNOWN', message });
}

/**
 * Calls the API on the same origin. The session rides in the httpOnly cookie (decision 9), so no
 * token is ever read or stored here.
 */
export async function apiFetch<T = unknown>(path: string, options: ApiFetchOptions<T> = {}): Promise<T> {
  const { method = 'GET', body, schema, signal } = options;
  // Issue 16: refusals and names come back in the language of the page.
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': currentLocale() };
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  let answer: ApiAnswer;
  try {
    answer = await transport(path, {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: null });
  }

  const { status, body: data } = answer;
  if (status < 200 || status > 299) {
    const pathname = path.split('?')[0] ?? path;
    if (status === 401 && !UNAUTHORIZED_IS_EXPECTED.includes(pathname)) unauthorizedHandler?.();
    throw toApiError(status, data);
  }
  if (!schema) return data as T;
  const parsed = schema.safeParse(data);
  // Development and tests only: the call fails as the screen's own failure would, so a server
  // and contracts that disagree show at once.
  if (!parsed.success) throw new ApiError({ status, code: 'INVALID_RESPONSE', message: null });
  return parsed.data;
}

/** Uploads one file as the multipart field `field` (spec: `file`, banners `image`, directory `logo`). */
export function apiUpload<T = unknown>(
  path: string,
  file: Blob,
  options: { field?: string; schema?: z.ZodType<T> | undefined; signal?: AbortSignal } = {},
): Promise<T> {
  const form = new FormData();
  form.append(options.field ?? 'file', file);
  return apiFetch(path, { method: 'POST', body: form, schema: options.schema, signal: options.signal });
}

// The error model's codes and statuses without zod (`@mariner/contracts/constants`); its schemas
// are in errors.ts, which re-exports all of this.

/** One error model (STYLE §4): a code, the text to show, and per-field texts for validation failures. */
export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL',
  'SERVICE_UNAVAILABLE',
  'PAYMENT_FAILED',
  'REQUEST_TIMEOUT',
  'HEADERS_TOO_LARGE',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const ERROR_STATUS: Record<ErrorCode, number> = {
  VALIDATION_ERROR: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
  PAYMENT_FAILED: 402,
  REQUEST_TIMEOUT: 408,
  HEADERS_TOO_LARGE: 431,
};

/**
 * Whether an answer's body has the error model's shape: what the browser reads a refusal with,
 * without zod (ErrorResponse is the same shape as a schema, for the server and the tests).
 */
export function isErrorBody(
  body: unknown,
): body is { error: ErrorCode; message: string; fields?: Record<string, string> } {
  if (!body || typeof body !== 'object') return false;
  const { error, message, fields } = body as Record<string, unknown>;
  return (
    typeof error === 'string' &&
    (ERROR_CODES as readonly string[]).includes(error) &&
    typeof message === 'string' &&
    (fields === undefined ||
      (typeof fields === 'object' &&
        fields !== null &&
        !Array.isArray(fields) &&
        Object.values(fields).every((text) => typeof text === 'string')))
  );
}

/**
 * A call that failed without the server's words (MESSAGES.genericErrorTryLater, the web client's
 * `ApiError`): here, apart from the messages' table, so the web app's shell shows it without
 * carrying the whole table (issue 26: first-load JavaScript).
 */
export const GENERIC_ERROR_TRY_LATER = 'An error occurred. Please try again later.';

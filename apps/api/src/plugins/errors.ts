import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import {
  ERROR_STATUS,
  type ErrorCode,
  type ErrorResponse,
  type Locale,
  localizeMessage,
  MESSAGES,
  translateMessage,
} from '@mariner/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLocale } from './locale.ts';

/** The one error a service throws (STYLE §4): a code from contracts, the text to show, per-field texts. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[code];
  }
}

export const validationError = (fields: Record<string, string>) =>
  new AppError('VALIDATION_ERROR', MESSAGES.validationFailed, fields);

/** Fastify's own error codes that are the client's fault, mapped to our codes and texts. */
const FASTIFY_CODES: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'BAD_REQUEST', message: MESSAGES.invalidJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'BAD_REQUEST', message: MESSAGES.invalidJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: MESSAGES.payloadTooLarge },
  FST_REQ_FILE_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: MESSAGES.payloadTooLarge },
  FST_PARTS_LIMIT: { code: 'PAYLOAD_TOO_LARGE', message: MESSAGES.payloadTooLarge },
  FST_FILES_LIMIT: { code: 'PAYLOAD_TOO_LARGE', message: MESSAGES.payloadTooLarge },
  FST_FIELDS_LIMIT: { code: 'PAYLOAD_TOO_LARGE', message: MESSAGES.payloadTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', message: MESSAGES.unsupportedMediaType },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: MESSAGES.unsupportedMediaType,
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'BAD_REQUEST', message: MESSAGES.invalidJson },
  // Refused by the router before any route runs (see frameworkErrors in app.ts).
  FST_ERR_BAD_URL: { code: 'BAD_REQUEST', message: MESSAGES.malformedRequest },
  FST_ERR_MAX_PARAM_LENGTH: { code: 'BAD_REQUEST', message: MESSAGES.malformedRequest },
  FST_ERR_ASYNC_CONSTRAINT: { code: 'BAD_REQUEST', message: MESSAGES.malformedRequest },
};

interface ValidationIssue {
  instancePath: string;
  message?: string;
  keyword?: string;
  params?: Record<string, unknown>;
}

const zodFrench = z.locales.frCA();

/**
 * A field's message in the reader's language: ours from the contracts' catalogue; zod's own
 * (a wrong type, say) rebuilt from the issue by zod's Canadian French, with French spacing.
 */
function localizeIssue(issue: ValidationIssue, locale: Locale): string {
  const message = issue.message ?? MESSAGES.validationFailed;
  const ours = translateMessage(message, locale);
  if (ours !== undefined) return ours;
  const rebuilt = zodFrench.localeError({ ...issue.params, code: issue.keyword, message } as never);
  const text = typeof rebuilt === 'string' ? rebuilt : rebuilt?.message;
  return text ? text.replace(/ ([:;!?])/g, '\u00a0$1') : message;
}

/** First message per field, keyed by dotted path (`company.name`); a root failure is keyed by its part. */
function fieldsOf(error: FastifyError & { validation: ValidationIssue[] }, locale: Locale) {
  const fields: Record<string, string> = {};
  for (const issue of error.validation) {
    const key =
      issue.instancePath.replace(/^\//, '').split('/').join('.') || error.validationContext || 'body';
    if (!(key in fields)) fields[key] = localizeIssue(issue, locale);
  }
  return fields;
}

/** The answer in the reader's language: the message and every field's text (issue 16). */
function localize(body: ErrorResponse, locale: Locale): ErrorResponse {
  if (locale === 'en') return body;
  const fields = body.fields
    ? Object.fromEntries(
        Object.entries(body.fields).map(([key, text]) => [key, localizeMessage(text, locale)]),
      )
    : undefined;
  return { ...body, message: localizeMessage(body.message, locale), ...(fields ? { fields } : {}) };
}

function toResponse(error: unknown, locale: Locale): ErrorResponse {
  if (error instanceof AppError) {
    return { error: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return {
      error: 'VALIDATION_ERROR',
      message: localizeMessage(MESSAGES.validationFailed, locale),
      fields: fieldsOf(error, locale),
    };
  }
  const fastifyError = error as Partial<FastifyError>;
  const known = fastifyError.code ? FASTIFY_CODES[fastifyError.code] : undefined;
  if (known) return { error: known.code, message: known.message };
  if (fastifyError.statusCode === 429) return { error: 'RATE_LIMITED', message: MESSAGES.tooManyRequests };
  if (fastifyError.statusCode === 413)
    return { error: 'PAYLOAD_TOO_LARGE', message: MESSAGES.payloadTooLarge };
  if (fastifyError.statusCode === 415) {
    return { error: 'UNSUPPORTED_MEDIA_TYPE', message: MESSAGES.unsupportedMediaType };
  }
  if (fastifyError.statusCode === 404) return { error: 'NOT_FOUND', message: MESSAGES.notFound };
  if (fastifyError.statusCode === 400) return { error: 'BAD_REQUEST', message: MESSAGES.validationFailed };
  return { error: 'INTERNAL', message: MESSAGES.internalError };
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  const locale = requestLocale(request);
  const body = localize(toResponse(error, locale), locale);
  const status = ERROR_STATUS[body.error];
  if (status >= 500) {
    // The cause stays in the log with the request id; the client only gets the generic text.
    request.log.error({ err: error, reqId: request.id }, 'request failed');
  } else {
    request.log.info({ code: body.error, status }, 'request refused');
  }
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/**
 * Node refuses some requests before Fastify sees them (headers over 16 KB, a broken request line, a
 * client too slow to send its request); this answers them in the one error shape, then closes the
 * connection as Node does, saying so.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [code, message]: [ErrorCode, string] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? ['HEADERS_TOO_LARGE', MESSAGES.headersTooLarge]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? ['REQUEST_TIMEOUT', MESSAGES.requestTimedOut]
        : ['BAD_REQUEST', MESSAGES.malformedRequest];
  const status = ERROR_STATUS[code];
  const body = JSON.stringify({ error: code, message } satisfies ErrorResponse);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

export default fp(
  async (app) => {
    app.setErrorHandler((error, request, reply) => sendError(request, reply, error));
  },
  { name: 'errors' },
);

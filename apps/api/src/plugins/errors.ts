import { ERROR_STATUS, type ErrorCode, type ErrorResponse, MESSAGES } from '@mariner/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

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
};

/** First message per field, keyed by dotted path (`company.name`); a root failure is keyed by its part. */
function fieldsOf(error: FastifyError & { validation: { instancePath: string; message?: string }[] }) {
  const fields: Record<string, string> = {};
  for (const issue of error.validation) {
    const key =
      issue.instancePath.replace(/^\//, '').split('/').join('.') || error.validationContext || 'body';
    if (!(key in fields)) fields[key] = issue.message ?? MESSAGES.validationFailed;
  }
  return fields;
}

function toResponse(error: unknown): ErrorResponse {
  if (error instanceof AppError) {
    return { error: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return { error: 'VALIDATION_ERROR', message: MESSAGES.validationFailed, fields: fieldsOf(error) };
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
  const body = toResponse(error);
  const status = ERROR_STATUS[body.error];
  if (status >= 500) {
    // The cause stays in the log with the request id; the client only gets the generic text.
    request.log.error({ err: error, reqId: request.id }, 'request failed');
  } else {
    request.log.info({ code: body.error, status }, 'request refused');
  }
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

export default fp(
  async (app) => {
    app.setErrorHandler((error, request, reply) => sendError(request, reply, error));
  },
  { name: 'errors' },
);

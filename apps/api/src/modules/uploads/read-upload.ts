import { MESSAGES } from '@mariner/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../plugins/errors.ts';

export interface UploadRule {
  maxBytes: number;
  tooLargeMessage: string;
  /** The part names the route accepts: `file` unless told (spec 001 §7 names some `logo`, `image`). */
  fieldNames?: readonly string[];
  /** What a missing or empty file answers. */
  missingMessage?: string;
}

/** Limits the multipart plugin raises on purpose; they keep their own codes and statuses. */
const OWN_LIMIT_CODES = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

/**
 * Anything else the multipart parser throws (no boundary, a body cut short, a broken part header)
 * comes from the bytes the client sent: bad input, never a 500 (issue 13, defect 3).
 */
function toUploadError(error: unknown, rule: UploadRule): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('PAYLOAD_TOO_LARGE', rule.tooLargeMessage);
  if (code && OWN_LIMIT_CODES.has(code)) return error;
  return new AppError('BAD_REQUEST', MESSAGES.malformedMultipart);
}

/**
 * Reads the one file part of a multipart upload into memory, within the route's byte limit, so a
 * too-large file is refused with that route's own message (spec: logo 5 MB, auction images 10 MB,
 * banners 2 MB). A part under another name is drained before the refusal, so the connection stays
 * usable (the multipart plugin drains whatever else an early answer leaves unread).
 */
export async function readUploadedFile(request: FastifyRequest, rule: UploadRule): Promise<Buffer> {
  const { fieldNames = ['file'], missingMessage = MESSAGES.noFileUploaded } = rule;
  try {
    const part = await request.file({ limits: { fileSize: rule.maxBytes, files: 1 } });
    if (!part) throw new AppError('BAD_REQUEST', missingMessage);
    if (!fieldNames.includes(part.fieldname)) {
      part.file.resume();
      throw new AppError('BAD_REQUEST', missingMessage);
    }
    const buffer = await part.toBuffer();
    if (buffer.length === 0) throw new AppError('BAD_REQUEST', missingMessage);
    return buffer;
  } catch (error) {
    throw toUploadError(error, rule);
  }
}

import type { Readable } from 'node:stream';

/** Where uploads live: local disk by default, an S3-compatible bucket when S3_BUCKET is set. */
export interface Storage {
  readonly kind: 'local' | 's3';
  put(key: string, buffer: Buffer, contentType: string): Promise<void>;
  delete(key: string): Promise<void>;
  /** The address a browser fetches the object from. */
  url(key: string): string;
  /** Deletes the object behind an address this storage gave out; ignores foreign addresses. */
  deleteUrl(url: string): Promise<void>;
  /** The key behind an address this storage gave out, or null for any other address. */
  keyOfUrl(url: string): string | null;
  /** The stored object, for serving /uploads/ from the API; null when there is none. */
  read(key: string): Promise<StoredObject | null>;
}

/** One file of an account's upload (an auction picture is three: one per width). */
export interface UploadObject {
  key: string;
  buffer: Buffer;
  contentType: string;
}

/** Whose stored bytes an upload counts against (issue 25: the per-account quota). */
export interface UploadOwner {
  id: string;
  isQuotaExempt: boolean;
}

/**
 * The storage the app decorates: the driver, plus uploads recorded with their owner and size
 * (quota, sweep of what nothing refers to). `put` stays for files that are no one's upload
 * (share cards); `delete` of an upload's key also forgets its record.
 */
export interface UploadStorage extends Storage {
  /** The driver alone: its `delete` leaves records as they are (the sweep removes both itself). */
  readonly driver: Storage;
  /** Refuses with 413 past the owner's quota; `url` is the address rows will hold it by. */
  putUploads(objects: UploadObject[], options: { owner: UploadOwner | null; url: string }): Promise<void>;
  /** Refuses (413) an owner whose stored uploads already fill the quota, before any image work. */
  assertRoomFor(owner: UploadOwner | null): Promise<void>;
}

export interface StoredObject {
  body: Readable;
  contentType: string;
  length: number | undefined;
}

export const UPLOADS_PREFIX = '/uploads/';

/** Keys are our own (`logos/<user>/<hash>.webp`); anything else is refused so no path escapes the root. */
export const SAFE_KEY = /^[a-z0-9-]+(\/[A-Za-z0-9-]+)*\/[A-Za-z0-9-]+\.[a-z0-9]+$/;

/** Stored objects have content-hashed names, so they never change under their address. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The key behind an address made by `base + key` (`/uploads/` or the public base's `…/`), when it
 * is one of ours; shared by both drivers so they recognise the same addresses.
 */
export function keyAfter(bases: string[], url: string): string | null {
  for (const base of bases) {
    if (!url.startsWith(base)) continue;
    const key = url.slice(base.length);
    if (SAFE_KEY.test(key)) return key;
  }
  return null;
}

async function bufferOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/**
 * One of our stored pictures (an auction's lead photo, a logo) as bytes, for drawing share cards
 * and flyers; null when it is gone or the address is not ours.
 */
export async function readStoredPicture(storage: Storage, url: string | null): Promise<Buffer | null> {
  const key = url ? storage.keyOfUrl(url) : null;
  if (!key) return null;
  const object = await storage.read(key);
  return object ? bufferOf(object.body) : null;
}

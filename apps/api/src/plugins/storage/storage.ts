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

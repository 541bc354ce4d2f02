import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { IMMUTABLE, keyAfter, SAFE_KEY, type Storage, UPLOADS_PREFIX } from './storage.ts';

export interface S3StorageOptions {
  bucket: string;
  /** An S3-compatible server (MinIO, R2, Spaces…); unset means AWS itself. */
  endpoint?: string | undefined;
  region?: string | undefined;
  /** UPLOADS_PUBLIC_URL: the CDN or bucket address browsers fetch from; unset, the API serves /uploads/. */
  publicUrl?: string | undefined;
}

/** A start that cannot reach the bucket names the setting to look at (ARCHITECTURE start contract). */
export class StorageConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StorageConfigError';
  }
}

/**
 * Uploads in an S3-compatible bucket (issue 15), on the official SDK; credentials come from the
 * SDK's standard sources (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, profiles, instance roles).
 * Servers other than AWS are addressed path-style, which they all accept.
 */
export async function createS3Storage(options: S3StorageOptions): Promise<Storage> {
  const client = new S3Client({
    region: options.region ?? 'us-east-1',
    ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
  });
  const { bucket } = options;
  try {
    await client.send(new HeadBucketCommand({ Bucket: bucket }));
  } catch (error) {
    client.destroy();
    const reason =
      (error as Error).name === 'NotFound' ? 'the bucket does not exist' : (error as Error).message;
    throw new StorageConfigError(
      `S3_BUCKET "${bucket}" cannot be reached at ${options.endpoint ? `S3_ENDPOINT ${options.endpoint}` : 'AWS'} (check S3_BUCKET, S3_ENDPOINT, S3_REGION and the AWS credentials): ${reason}`,
    );
  }
  const publicBase = options.publicUrl ? `${options.publicUrl}/` : UPLOADS_PREFIX;
  const bases = [...new Set([publicBase, UPLOADS_PREFIX])];
  const checked = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key: ${key}`);
    return key;
  };
  const storage: Storage = {
    kind: 's3',
    async put(key, buffer, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: checked(key),
          Body: buffer,
          ContentType: contentType,
          CacheControl: IMMUTABLE,
        }),
      );
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: checked(key) }));
    },
    url: (key) => `${publicBase}${key}`,
    // Addresses stored before UPLOADS_PUBLIC_URL was set stay ours.
    keyOfUrl: (url) => keyAfter(bases, url),
    async deleteUrl(url) {
      const key = storage.keyOfUrl(url);
      if (key) await storage.delete(key);
    },
    async read(key) {
      if (!SAFE_KEY.test(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        // Never answered as a valid image: an empty object is treated as absent (issue 25, defect 7).
        if (!object.Body || object.ContentLength === 0) return null;
        return {
          body: object.Body as Readable,
          contentType: object.ContentType ?? 'application/octet-stream',
          length: object.ContentLength,
        };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as Error).name === 'NoSuchKey') return null;
        throw error;
      }
    },
  };
  return storage;
}

import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
// @ts-expect-error s3rver ships no type declarations.
import S3rver from 's3rver';

/**
 * A real S3-compatible server (s3rver) on 127.0.0.1 for tests of the S3 storage driver: the SDK
 * talks HTTP to it exactly as to a bucket in production. Its credentials are S3RVER/S3RVER.
 */
export async function startS3Server(bucket = 'mariner-uploads') {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'mm-s3rver-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = (await server.run()) as { port: number };
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    bucket,
    endpoint,
    /** A client of the same server, to look into the bucket from the test. */
    client: new S3Client({
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    }),
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

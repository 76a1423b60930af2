import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { assertObjectKey } from './object-store';
import type { ObjectStore } from './object-store';
import type { S3StorageConfig } from './storage-config';

/** Milliseconds to open a connection to the S3 endpoint, and for a whole request, before it fails (never hangs). */
const CONNECTION_TIMEOUT_MS = 5_000;
const REQUEST_TIMEOUT_MS = 30_000;

/** Whether an S3 error says the object is not there. */
function isNoSuchKey(error: unknown): boolean {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } } | null;
  return failure?.name === 'NoSuchKey' || failure?.name === 'NotFound' || failure?.$metadata?.httpStatusCode === 404;
}

/**
 * The S3 client for a store: path-style addressing (`endpoint/bucket/key`), which every S3-compatible server
 * (MinIO, Ceph, Garage, SeaweedFS, s3rver) understands, where virtual-hosted names (`bucket.endpoint`) need DNS set
 * up for each bucket. Checksums only where an operation requires them: since SDK 3.729 every upload carries a
 * CRC32 checksum (in an `aws-chunked` body) and every download is checked against one, which servers other than
 * AWS often do not know, refusing or corrupting the upload.
 */
export function createS3Client(config: S3StorageConfig): S3Client {
  return new S3Client({
    region: config.region,
    ...(config.endpoint === null ? {} : { endpoint: config.endpoint }),
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // Without credentials here the SDK's default chain applies (AWS_* variables, profiles, instance roles).
    ...(config.credentials === null ? {} : { credentials: config.credentials }),
    requestHandler: { connectionTimeout: CONNECTION_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
  });
}

/**
 * An {@link ObjectStore} in an S3 bucket (AWS S3 or any S3-compatible server), keys under `config.prefix`. S3 writes
 * are atomic per object: a reader gets the old object or the new one. The bucket must exist; the store never
 * creates or lists buckets, so its credentials need only `s3:PutObject`, `s3:GetObject` and `s3:DeleteObject`.
 */
export function createS3ObjectStore(config: S3StorageConfig): ObjectStore {
  const client = createS3Client(config);
  const objectKey = (key: string) => {
    assertObjectKey(key);
    return `${config.prefix}${key}`;
  };
  let closed = false;
  return {
    kind: 's3',
    location: `s3://${config.bucket}/${config.prefix}${config.endpoint === null ? '' : ` at ${config.endpoint}`}`,

    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: objectKey(key),
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.byteLength,
        }),
      );
    },

    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }));
        if (!answer.Body) return undefined;
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        if (isNoSuchKey(error)) return undefined;
        throw error;
      }
    },

    async delete(key) {
      // S3 answers 204 for a missing key too.
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }));
    },

    async close() {
      if (closed) return;
      closed = true;
      client.destroy();
    },
  };
}

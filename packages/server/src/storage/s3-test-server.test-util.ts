import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3StorageConfig } from './storage-config';

/** The credentials s3rver checks signatures with (its defaults). */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

/** A real S3 protocol server in this process, for tests (ARCHITECTURE §7: no Docker, no MinIO binary here). */
export interface S3TestServer {
  /** `http://127.0.0.1:<port>`. */
  readonly endpoint: string;
  /** The storage configuration of one of its buckets, as `CAMPUS_STORAGE_URL` would give it. */
  storage(bucket: string, prefix?: string): S3StorageConfig;
  /** Stops the server and removes its folder. */
  close(): Promise<void>;
}

/**
 * Starts s3rver on a free local port with `buckets` created, its objects in a temporary folder. s3rver speaks the
 * S3 REST protocol (SigV4 signatures checked, path-style buckets) as MinIO or AWS do, so what passes against it
 * exercises the real client, not a mock.
 */
export async function startS3TestServer(buckets: readonly string[]): Promise<S3TestServer> {
  // The SDK's notice that its releases after January 2027 need Node 22 (docs/server.md "Object storage"): said once
  // per test worker it only buries the test output.
  process.env['AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED'] = 'true';
  const directory = await mkdtemp(join(tmpdir(), 'campus-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name, configs: [] })),
  });
  try {
    // run() resolves with the listening address (its type definitions say a string: they describe an older API).
    const { port } = (await server.run()) as unknown as AddressInfo;
    const endpoint = `http://127.0.0.1:${port}`;
    let closed: Promise<void> | undefined;
    return {
      endpoint,
      storage: (bucket, prefix = '') => ({
        kind: 's3',
        bucket,
        prefix,
        endpoint,
        region: 'us-east-1',
        credentials: { ...S3RVER_CREDENTIALS },
      }),
      close: () =>
        (closed ??= (async () => {
          try {
            await server.close();
          } finally {
            await rm(directory, { recursive: true, force: true });
          }
        })()),
    };
  } catch (error) {
    await rm(directory, { recursive: true, force: true });
    throw error;
  }
}

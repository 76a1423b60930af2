import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Files in a local folder. */
export interface FolderStorageConfig {
  readonly kind: 'folder';
  /** Absolute folder path, or null for a temporary folder removed at stop (with an in-memory database). */
  readonly path: string | null;
}

/** Credentials of an S3 store (from `AWS_ACCESS_KEY_ID` / `AWS_SECRET_ACCESS_KEY` / `AWS_SESSION_TOKEN`). */
export interface S3Credentials {
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  readonly sessionToken?: string;
}

/** Files in an S3 bucket (AWS or an S3-compatible server). */
export interface S3StorageConfig {
  readonly kind: 's3';
  readonly bucket: string;
  /** Prepended to every key: `''` or a path ending in `/` (`campus/uploads/`). @default '' */
  readonly prefix: string;
  /** The server's URL (`http://127.0.0.1:9000`), or null for AWS itself. */
  readonly endpoint: string | null;
  /** Signing region; S3-compatible servers mostly ignore it. @default 'us-east-1' */
  readonly region: string;
  /** Null: the SDK's default chain (profiles, instance or task roles, web identity). */
  readonly credentials: S3Credentials | null;
}

/** Where uploaded files are kept (`CAMPUS_STORAGE_URL`, see docs/server.md "Object storage"). */
export type StorageConfig = FolderStorageConfig | S3StorageConfig;

/** `CAMPUS_STORAGE_URL` as written, before the `AWS_*` variables fill in what it leaves out. */
export type StorageUrl =
  | { readonly kind: 'folder'; readonly path: string }
  | {
      readonly kind: 's3';
      readonly bucket: string;
      readonly prefix: string;
      readonly endpoint: string | null;
      readonly region: string | null;
    };

/** What `CAMPUS_STORAGE_URL` may look like, in words (the configuration error quotes it). */
export const STORAGE_URL_EXPECTED =
  'an s3://bucket[/prefix][?endpoint=http(s)://host:port&region=name] URL or a file:///absolute/folder URL ' +
  '(no credentials in it: use AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY)';

/** The default signing region, which S3-compatible servers expect when they are told none. */
export const DEFAULT_S3_REGION = 'us-east-1';

/** S3's bucket naming rules (lowercase, 3–63 characters, no `..`, not an IP address). */
const BUCKET_PATTERN = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** One segment of a key prefix: what object keys allow. */
const PREFIX_SEGMENT_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** A region name (`us-east-1`, `eu-central-1`, a custom one on an S3-compatible server). */
export const REGION_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/** Whether a string is an http(s) URL (an S3 endpoint). */
export function isHttpUrl(value: string): boolean {
  return /^https?:\/\//.test(value) && URL.canParse(value);
}

/**
 * Parses `CAMPUS_STORAGE_URL`.
 * @throws {Error} saying what is wrong (unknown scheme, credentials in the URL, a bad bucket name, endpoint or
 *   region, an unknown query parameter).
 */
export function parseStorageUrl(value: string): StorageUrl {
  if (!URL.canParse(value)) throw new Error('not a URL');
  const url = new URL(value);
  if (url.username !== '' || url.password !== '') throw new Error('credentials in the URL');
  if (url.hash !== '') throw new Error('a #fragment');
  if (url.protocol === 'file:') {
    if (url.search !== '' || (url.host !== '' && url.host !== 'localhost')) throw new Error('a file URL with a host');
    return { kind: 'folder', path: fileURLToPath(url) };
  }
  if (url.protocol !== 's3:') throw new Error('not an s3:// or file:// URL');
  const bucket = url.hostname;
  if (!BUCKET_PATTERN.test(bucket) || bucket.includes('..') || url.port !== '') throw new Error('bad bucket name');
  const segments = decodeURIComponent(url.pathname)
    .split('/')
    .filter((segment) => segment !== '');
  if (!segments.every((segment) => PREFIX_SEGMENT_PATTERN.test(segment))) throw new Error('bad key prefix');
  let endpoint: string | null = null;
  let region: string | null = null;
  for (const [name, parameter] of url.searchParams) {
    if (name === 'endpoint' && isHttpUrl(parameter)) endpoint = parameter;
    else if (name === 'region' && REGION_PATTERN.test(parameter)) region = parameter;
    else throw new Error(`bad or unknown parameter ${name}`);
  }
  return { kind: 's3', bucket, prefix: segments.map((segment) => `${segment}/`).join(''), endpoint, region };
}

/** The `AWS_*` variables an S3 store honours (already validated). */
export interface AwsVariables {
  readonly region?: string | undefined;
  readonly endpoint?: string | undefined;
  readonly accessKeyId?: string | undefined;
  readonly secretAccessKey?: string | undefined;
  readonly sessionToken?: string | undefined;
}

/**
 * The storage to use: `CAMPUS_STORAGE_URL` when set (its `endpoint` and `region` before `AWS_ENDPOINT_URL` and
 * `AWS_REGION`), otherwise the folder `uploads` in the data folder, or a temporary folder with an in-memory
 * database (`memory://`), which keeps nothing after the process either.
 */
export function resolveStorageConfig(url: StorageUrl | undefined, dataDir: string, aws: AwsVariables): StorageConfig {
  if (url === undefined) {
    return { kind: 'folder', path: dataDir.startsWith('memory://') ? null : join(dataDir, 'uploads') };
  }
  if (url.kind === 'folder') return url;
  const credentials =
    aws.accessKeyId !== undefined && aws.secretAccessKey !== undefined
      ? {
          accessKeyId: aws.accessKeyId,
          secretAccessKey: aws.secretAccessKey,
          ...(aws.sessionToken === undefined ? {} : { sessionToken: aws.sessionToken }),
        }
      : null;
  return {
    kind: 's3',
    bucket: url.bucket,
    prefix: url.prefix,
    endpoint: url.endpoint ?? aws.endpoint ?? null,
    region: url.region ?? aws.region ?? DEFAULT_S3_REGION,
    credentials,
  };
}

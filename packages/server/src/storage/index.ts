export { createObjectStore } from './create-object-store';
export { createFolderObjectStore } from './folder-object-store';
export { createMemoryObjectStore } from './memory-object-store';
export { assertObjectKey, InvalidObjectKeyError, OBJECT_KEY_MAX_LENGTH, OBJECT_KEY_PATTERN } from './object-store';
export type { ObjectStore } from './object-store';
export { createS3Client, createS3ObjectStore } from './s3-object-store';
export { DEFAULT_S3_REGION, parseStorageUrl, resolveStorageConfig, STORAGE_URL_EXPECTED } from './storage-config';
export type {
  AwsVariables,
  FolderStorageConfig,
  S3Credentials,
  S3StorageConfig,
  StorageConfig,
  StorageUrl,
} from './storage-config';

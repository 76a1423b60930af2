import { createFolderObjectStore } from './folder-object-store';
import type { ObjectStore } from './object-store';
import type { StorageConfig } from './storage-config';

/**
 * The configured {@link ObjectStore}, created once at start (`startServer`) and handed to the app and the start-up
 * steps that write files; whoever creates it closes it.
 */
export async function createObjectStore(config: StorageConfig): Promise<ObjectStore> {
  if (config.kind === 'folder') return createFolderObjectStore(config.path);
  // The AWS SDK is loaded only when S3 is configured: importing it costs about 150 ms that every start (and every
  // test file building an app) would otherwise pay for nothing.
  const { createS3ObjectStore } = await import('./s3-object-store');
  return createS3ObjectStore(config);
}

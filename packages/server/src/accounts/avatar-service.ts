import { randomBytes } from 'node:crypto';
import { ACCOUNT_PATHS, pathTo } from '@campus/core/api';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { CampusDb } from '../db/database';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import { profiles } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { ApiError } from '../http/api-error';
import type { ObjectStore } from '../storage/object-store';
import type { AcceptedImageType } from '../uploads/image-limits';
import { imageSlots } from '../uploads/image-slots';
import type { UploadLog } from '../uploads/pending-uploads';
import type { SanitizedImage } from '../uploads/sanitize-image';

/** Side of a stored avatar, in pixels: a square, never enlarged (a smaller image keeps its shorter side). */
export const AVATAR_SIDE = 512;

/** A stored avatar's generated name: `<32 hex>.<ext>` (never the user's file name). */
export const AVATAR_NAME_PATTERN = /^[0-9a-f]{32}\.(?:jpg|png|webp)$/;

/** The content type of an avatar name's extension. */
export const AVATAR_CONTENT_TYPES: Readonly<Record<string, AcceptedImageType>> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** What the avatar writes need: the database, the object store and the request's log. */
export interface AvatarDeps {
  readonly db: CampusDb;
  readonly store: ObjectStore;
  readonly log: UploadLog;
  readonly now: () => Date;
}

/** The object-store key of an avatar (a folder of its own: no invoice or store photo is ever served as one). */
export function avatarKey(name: string): string {
  return `avatars/${name}`;
}

/** The path the profile's `avatar` holds for a stored avatar (`/api/avatars/<name>`). */
export function avatarPath(name: string): string {
  return pathTo(ACCOUNT_PATHS.avatarFile, { name });
}

/** The stored avatar's name a profile's `avatar` points at, or undefined (none, or an external URL of old). */
export function storedAvatarName(avatarUrl: string | null | undefined): string | undefined {
  const prefix = avatarPath('');
  if (!avatarUrl?.startsWith(prefix)) return undefined;
  const name = avatarUrl.slice(prefix.length);
  return AVATAR_NAME_PATTERN.test(name) ? name : undefined;
}

/**
 * Crops a sanitized image to a centred square of at most {@link AVATAR_SIDE} pixels and re-encodes it in its
 * type (the client already lets the person choose the square; this only makes sure of it).
 */
export async function squareAvatar(image: SanitizedImage): Promise<SanitizedImage> {
  const side = Math.min(AVATAR_SIDE, image.width, image.height);
  let pipeline = sharp(image.bytes).resize(side, side, { fit: 'cover', position: 'centre' });
  // libjpeg-turbo rather than mozjpeg: ten times faster for a slightly larger file (see uploads/sanitize-image.ts).
  if (image.contentType === 'image/jpeg') pipeline = pipeline.jpeg({ quality: 85 });
  else if (image.contentType === 'image/png') pipeline = pipeline.png({ compressionLevel: 9 });
  else pipeline = pipeline.webp({ quality: 85 });
  const output = await imageSlots.run(() => pipeline.toBuffer({ resolveWithObject: true }));
  return { ...image, bytes: output.data, width: output.info.width, height: output.info.height };
}

/**
 * Deletes the object of an avatar no profile points at any more (replaced, removed, or its account deleted), best
 * effort: an orphan is served by no profile.
 */
export async function discardAvatar(deps: Pick<AvatarDeps, 'store' | 'log'>, avatarUrl: string | null): Promise<void> {
  const name = storedAvatarName(avatarUrl);
  if (!name) return;
  await deps.store.delete(avatarKey(name)).catch((error: unknown) => {
    deps.log.warn({ err: error, avatar: name }, 'could not delete an avatar no profile uses');
  });
}

/** Sets the profile's avatar in one transaction; answers the previous value. */
async function setAvatarUrl(deps: AvatarDeps, userId: number, avatarUrl: string | null): Promise<string | null> {
  return withTransaction(deps.db, async (tx) => {
    const [row] = await tx
      .select({ avatarUrl: profiles.avatarUrl })
      .from(profiles)
      .where(eq(profiles.userId, userId))
      .for('update');
    const now = deps.now();
    await tx
      .insert(profiles)
      .values({ userId, avatarUrl, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: profiles.userId, set: { avatarUrl, updatedAt: now } });
    return row?.avatarUrl ?? null;
  });
}

/**
 * Stores a new avatar (spec §2 profile): the object first under a generated name, then the profile points at it;
 * when the profile cannot be written the new object is deleted, and once it is, the previous avatar's object is.
 * @throws 503 `service_unavailable` when the object store refuses the bytes (nothing changed).
 */
export async function replaceAvatar(deps: AvatarDeps, userId: number, image: SanitizedImage): Promise<void> {
  const name = `${randomBytes(16).toString('hex')}.${image.extension}`;
  const key = avatarKey(name);
  try {
    await deps.store.put(key, image.bytes, image.contentType);
  } catch (error) {
    deps.log.error({ err: error, store: deps.store.kind }, 'object store write failed');
    await deps.store.delete(key).catch(() => undefined);
    throw new ApiError(503, 'service_unavailable', {}, { headers: { 'retry-after': '5' }, cause: error });
  }
  let previous: string | null;
  try {
    previous = await setAvatarUrl(deps, userId, avatarPath(name));
  } catch (error) {
    // A lost connection may have committed: keep the object rather than leave a profile pointing at nothing.
    if (!isDatabaseUnavailable(error)) await deps.store.delete(key).catch(() => undefined);
    throw error;
  }
  await discardAvatar(deps, previous);
}

/** Removes the profile's avatar (idempotent: no avatar is no change) and deletes its stored object. */
export async function removeAvatar(deps: AvatarDeps, userId: number): Promise<void> {
  const previous = await setAvatarUrl(deps, userId, null);
  await discardAvatar(deps, previous);
}

/**
 * The bytes and type of a stored avatar that a profile points at now; a replaced, removed or unknown one is 404
 * `not_found` (its object may linger a moment, it is never served).
 */
export async function readAvatar(
  deps: Pick<AvatarDeps, 'db' | 'store' | 'log'>,
  name: string,
): Promise<{ bytes: Buffer; contentType: AcceptedImageType }> {
  const contentType = AVATAR_CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)];
  const [row] = await deps.db
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(eq(profiles.avatarUrl, avatarPath(name)))
    .limit(1);
  if (!row || !contentType) throw new ApiError(404, 'not_found');
  let bytes: Buffer | undefined;
  try {
    bytes = await deps.store.get(avatarKey(name));
  } catch (error) {
    deps.log.error({ err: error, store: deps.store.kind }, 'object store read failed');
    throw new ApiError(503, 'service_unavailable', {}, { headers: { 'retry-after': '5' }, cause: error });
  }
  if (!bytes) {
    deps.log.error({ avatar: name, store: deps.store.kind }, 'avatar missing from the store');
    throw new ApiError(404, 'not_found');
  }
  return { bytes, contentType };
}

/**
 * Limits of uploaded images (invoice and store photos). A phone photo is 2–6 MB and 12–48 megapixels; the
 * limits leave room for those and refuse anything that would make decoding a memory or CPU bomb.
 */

/** Largest accepted file, in bytes (checked while streaming: a bigger file is refused, never truncated). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Largest accepted image, in pixels (width × height), checked from the header before decoding. */
export const MAX_UPLOAD_PIXELS = 50_000_000;

/** Longest side an image is stored with; larger images are scaled down (keeping their proportions). */
export const MAX_STORED_SIDE = 2560;

/** Image types accepted, as sniffed from the bytes (never from the file name or the declared type). */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** An accepted image type. */
export type AcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];

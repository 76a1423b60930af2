/**
 * Limits of uploaded images (invoice and store photos). A phone photo is 2–6 MB and 12–48 megapixels; the
 * limits leave room for those and refuse anything that would make decoding a memory or CPU bomb.
 */

/** Largest accepted file, in bytes (checked while streaming: a bigger file is refused, never truncated). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Largest accepted image, in pixels (width × height), checked from the header before decoding. */
export const MAX_UPLOAD_PIXELS = 50_000_000;

/**
 * Longest side accepted, in pixels, checked from the header before decoding: a 200-megapixel phone photo is
 * 16,320 px wide. A 1 × 49,000,000 px sliver passes the pixel count, and decoding it row by row took a minute.
 */
export const MAX_UPLOAD_SIDE = 20_000;

/** Longest side over shortest side accepted (panoramas are about 4:1; a sliver is not a photo). */
export const MAX_UPLOAD_ASPECT_RATIO = 40;

/** Images decoded and re-encoded at once per process; the others wait in line (see image-slots.ts). */
export const IMAGE_PROCESSING_CONCURRENCY = 2;

/** Images waiting for a slot at most; beyond, an upload answers 503 with `Retry-After`. */
export const IMAGE_QUEUE_LIMIT = 16;

/** Longest side an image is stored with; larger images are scaled down (keeping their proportions). */
export const MAX_STORED_SIDE = 2560;

/** Image types accepted, as sniffed from the bytes (never from the file name or the declared type). */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** An accepted image type. */
export type AcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];

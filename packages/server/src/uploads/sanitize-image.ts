import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { Metadata, OutputInfo } from 'sharp';
import { ApiError } from '../http/api-error';
import {
  ACCEPTED_IMAGE_TYPES,
  MAX_STORED_SIDE,
  MAX_UPLOAD_ASPECT_RATIO,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_PIXELS,
  MAX_UPLOAD_SIDE,
} from './image-limits';
import { imageSlots } from './image-slots';
import type { AcceptedImageType } from './image-limits';

/** An image ready to store: re-encoded, metadata-free, with its sniffed type. */
export interface SanitizedImage {
  readonly bytes: Buffer;
  readonly contentType: AcceptedImageType;
  /** File extension for the generated name (`jpg`, `png`, `webp`). */
  readonly extension: string;
  readonly width: number;
  readonly height: number;
  /** SHA-256 of `bytes`, hex. */
  readonly sha256: string;
}

function isAccepted(mime: string): mime is AcceptedImageType {
  return (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(mime);
}

const EXTENSIONS: Readonly<Record<AcceptedImageType, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/**
 * Checks and cleans an uploaded image:
 * - the type is sniffed from the bytes (`file-type`), so HTML, SVG or a script named `.jpg` is refused with
 *   422 `unsupported_file_type`; only JPEG, PNG and WebP pass;
 * - the pixel count, the longest side and the proportions are read from the header and refused above
 *   {@link MAX_UPLOAD_PIXELS}, {@link MAX_UPLOAD_SIDE} and {@link MAX_UPLOAD_ASPECT_RATIO} (422 `image_too_large`)
 *   before anything is decoded; an image that does not decode is 422 `invalid_image`;
 * - decoding waits for one of the process's image slots (`image-slots.ts`): 503 when the line is full;
 * - the image is re-encoded with `sharp` after applying its EXIF orientation, which drops every metadata block
 *   (EXIF with GPS position and camera serial, XMP, IPTC, ICC comments) and anything appended after the image
 *   data; sides above {@link MAX_STORED_SIDE} are scaled down.
 * @param field the form field, named in the error's `field_errors`.
 */
export async function sanitizeImage(bytes: Buffer, field: string): Promise<SanitizedImage> {
  if (bytes.length === 0) throw new ApiError(422, 'file_required', {}, { fieldErrors: { [field]: 'file_required' } });
  if (bytes.length > MAX_UPLOAD_BYTES) throw fileTooLarge(field);
  const sniffed = await fileTypeFromBuffer(bytes);
  if (!sniffed || !isAccepted(sniffed.mime)) {
    throw new ApiError(422, 'unsupported_file_type', {}, { fieldErrors: { [field]: 'unsupported_file_type' } });
  }
  const contentType = sniffed.mime;
  const input = () => sharp(bytes, { limitInputPixels: MAX_UPLOAD_PIXELS, failOn: 'error', sequentialRead: true });
  let metadata: Metadata;
  try {
    // Header only (nothing decoded yet), without sharp's own limit so an oversized image gets its own code.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw invalidImage(field);
  }
  const width = metadata.width;
  const height = metadata.height;
  if (!width || !height) throw invalidImage(field);
  const sliver = Math.max(width, height) > MAX_UPLOAD_SIDE;
  const proportions = Math.max(width, height) / Math.min(width, height) > MAX_UPLOAD_ASPECT_RATIO;
  if (width * height > MAX_UPLOAD_PIXELS || sliver || proportions) {
    throw new ApiError(
      422,
      'image_too_large',
      { max_megapixels: MAX_UPLOAD_PIXELS / 1_000_000 },
      {
        fieldErrors: { [field]: 'image_too_large' },
      },
    );
  }
  let pipeline = input()
    .rotate()
    .resize({ width: MAX_STORED_SIDE, height: MAX_STORED_SIDE, fit: 'inside', withoutEnlargement: true });
  // libjpeg-turbo, not mozjpeg: a 1600×1200 invoice photo re-encodes in ~35 ms instead of ~430 ms (issue 27's
  // sales bench, docs/server.md), for files about a tenth larger. Without Huffman table optimisation (a second
  // pass over the image): 12 ms of CPU instead of 21 for that photo, for a file 12 % larger.
  if (contentType === 'image/jpeg') pipeline = pipeline.jpeg({ quality: 85, optimiseCoding: false });
  else if (contentType === 'image/png')
    pipeline = pipeline.png({ compressionLevel: 6 }); // zlib's default: twice as fast as 9, nearly as small
  else pipeline = pipeline.webp({ quality: 85 });
  let output: { data: Buffer; info: OutputInfo };
  try {
    output = await imageSlots.run(() => pipeline.toBuffer({ resolveWithObject: true }));
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw invalidImage(field);
  }
  return {
    bytes: output.data,
    contentType,
    extension: EXTENSIONS[contentType],
    width: output.info.width,
    height: output.info.height,
    sha256: createHash('sha256').update(output.data).digest('hex'),
  };
}

/** 413 `file_too_large` for a form field, with the limit in megabytes for the message. */
export function fileTooLarge(field: string): ApiError {
  return new ApiError(
    413,
    'file_too_large',
    { max_megabytes: MAX_UPLOAD_BYTES / (1024 * 1024) },
    {
      fieldErrors: { [field]: 'file_too_large' },
    },
  );
}

function invalidImage(field: string): ApiError {
  return new ApiError(422, 'invalid_image', {}, { fieldErrors: { [field]: 'invalid_image' } });
}

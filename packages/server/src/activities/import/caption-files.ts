import { readFile } from 'node:fs/promises';
import type { ActivityType } from '@campus/core/rules';
import { ApiError } from '../../http/api-error';
import type { TemporaryUpload } from './import-form';

/** Activity types that take WebVTT captions with their file. */
export const CAPTIONED_ACTIVITY_TYPES = ['video', 'audio'] as const;

/** Most caption files one activity takes. */
export const MAX_CAPTION_FILES = 8;

/** Largest caption file, in bytes: an hour of dense captions is far below it. */
export const MAX_CAPTION_BYTES = 512 * 1024;

/** The multipart field of a caption file: `captions[<BCP 47 language>]`. */
const CAPTION_FIELD = /^captions\[(.*)\]$/s;

/** The language a multipart field name gives a caption file, as sent; undefined when it is not a caption field. */
export function captionFieldLanguage(fieldname: string): string | undefined {
  return CAPTION_FIELD.exec(fieldname)?.[1];
}

/** A caption file as received: the field's language as sent, and the file. */
export interface CaptionUpload {
  /** The multipart field it came in (`captions[pt-BR]`), for the refusal's `fieldErrors`. */
  readonly field: string;
  readonly language: string;
  readonly upload: TemporaryUpload;
}

/** A checked caption file: its canonical language and the upload to store. */
export interface CheckedCaption {
  /** Canonical BCP 47 (`pt-BR`), the name of its object and of its URL on the content origin. */
  readonly language: string;
  readonly upload: TemporaryUpload;
}

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/**
 * Whether `bytes` are a WebVTT file: UTF-8 (invalid sequences refused), no NUL, and the signature the WebVTT
 * parser requires: an optional BOM, `WEBVTT`, then the end, a space, a tab or a line break.
 */
export function isWebVtt(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  const body = bytes.subarray(0, 3).equals(UTF8_BOM) ? bytes.subarray(3) : bytes;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return false;
  }
  if (!body.subarray(0, 6).equals(Buffer.from('WEBVTT'))) return false;
  const next = body[6];
  return next === undefined || next === 0x20 || next === 0x09 || next === 0x0a || next === 0x0d;
}

/** The canonical form of a BCP 47 tag, or undefined when it is not one well-formed tag. */
export function canonicalLanguage(tag: string): string | undefined {
  let canonical: string[];
  try {
    canonical = Intl.getCanonicalLocales(tag);
  } catch {
    return undefined;
  }
  const [language] = canonical;
  // Canonical tags are letters, digits and hyphens: safe in an object key and a URL as they are.
  return canonical.length === 1 && language !== undefined && /^[A-Za-z0-9-]{2,64}$/.test(language)
    ? language
    : undefined;
}

const refuse = (status: number, code: string, field: string, params: Record<string, string | number>) =>
  new ApiError(status, code, params, { fieldErrors: { [field]: code.replace('activity_captions_', '') } });

/**
 * Checks the caption files sent with an activity of `type`, reading each (at most {@link MAX_CAPTION_BYTES}):
 * only for video and audio, at most {@link MAX_CAPTION_FILES}, each under a well-formed language
 * (`Intl.getCanonicalLocales`) that no other file of the activity has once canonical, within the size limit,
 * and really WebVTT ({@link isWebVtt}).
 * @returns the files with their canonical languages, in the order sent
 * @throws 422 `activity_captions_not_allowed`, `activity_captions_too_many`, `activity_captions_language_invalid`,
 *   `activity_captions_duplicate`, `activity_captions_not_webvtt`; 413 `activity_captions_too_large`
 */
export async function checkCaptionFiles(
  type: ActivityType,
  captions: readonly CaptionUpload[],
): Promise<readonly CheckedCaption[]> {
  const [first] = captions;
  if (first === undefined) return [];
  if (!(CAPTIONED_ACTIVITY_TYPES as readonly string[]).includes(type)) {
    throw refuse(422, 'activity_captions_not_allowed', first.field, { type });
  }
  if (captions.length > MAX_CAPTION_FILES) {
    throw refuse(422, 'activity_captions_too_many', 'captions', { max: MAX_CAPTION_FILES });
  }
  const checked: CheckedCaption[] = [];
  for (const { field, language: sent, upload } of captions) {
    const language = canonicalLanguage(sent);
    if (language === undefined) {
      throw refuse(422, 'activity_captions_language_invalid', field, { language: sent.slice(0, 64) });
    }
    if (checked.some((caption) => caption.language === language)) {
      throw refuse(422, 'activity_captions_duplicate', field, { language });
    }
    if (upload.size > MAX_CAPTION_BYTES) {
      throw new ApiError(
        413,
        'activity_captions_too_large',
        { language, limit: `${MAX_CAPTION_BYTES / 1024} KB` },
        { fieldErrors: { [field]: 'too_large' }, details: { limit: MAX_CAPTION_BYTES } },
      );
    }
    if (!isWebVtt(await readFile(upload.path))) {
      throw refuse(422, 'activity_captions_not_webvtt', field, { language });
    }
    checked.push({ language, upload });
  }
  return checked;
}

import type { ActivityType } from '@campus/core/rules';
import { isGameType } from '@campus/core/schemas';
import { ApiError } from '../../http/api-error';
import { inspectPackage } from '../packages';
import { checkActivityDocument, DOCUMENT_ACTIVITY_TYPES } from './activity-documents';
import type { CheckedDocument } from './activity-documents';
import { checkCaptionFiles } from './caption-files';
import type { CaptionUpload, CheckedCaption } from './caption-files';
import type { PackageDescription, PackageLimits } from '../packages';
import { isCommandOnPath } from './command-on-path';
import { convertPresentation } from './convert-presentation';
import type { PresentationConversionOptions } from './convert-presentation';
import { detectActivityFile } from './file-detection';
import { checkGameImages } from './game-images';
import type { DetectedFile } from './file-detection';
import { checkFileSize, FILE_ACTIVITY_TYPES, IMPORT_FILE_LIMITS } from './import-limits';
import type { FileActivityType } from './import-limits';
import type { TemporaryUpload } from './import-form';
import { URL_ACTIVITY_TYPES, validateActivityUrl } from './url-activities';
import type { UrlActivityType } from './url-activities';

/** The content of an activity, checked and described, before anything is stored. */
export type CheckedContent =
  | { readonly kind: 'url'; readonly url: string }
  | {
      readonly kind: 'file';
      readonly upload: TemporaryUpload;
      readonly detected: DetectedFile;
      /** A video's or audio's WebVTT captions, checked (none for other types). */
      readonly captions?: readonly CheckedCaption[];
    }
  | { readonly kind: 'package'; readonly upload: TemporaryUpload; readonly description: PackageDescription }
  | CheckedDocument;

/** What the import checks against; tests lower the limits. */
export interface ContentCheckOptions {
  readonly fileLimits?: Readonly<Record<FileActivityType, number>>;
  readonly packageLimits?: Partial<PackageLimits>;
  /** Whether LibreOffice's `soffice` can be run (default: looked up on `PATH`). */
  readonly hasLibreOffice?: () => Promise<boolean>;
  /** How a presentation is converted to PDF (default: `soffice` with its timeout). */
  readonly conversion?: PresentationConversionOptions;
}

const isFileType = (type: string): type is FileActivityType =>
  (FILE_ACTIVITY_TYPES as readonly string[]).includes(type);
const isUrlType = (type: string): type is UrlActivityType => (URL_ACTIVITY_TYPES as readonly string[]).includes(type);

/**
 * Checks what was sent for an activity of `type`, reading nothing into memory but a manifest: a file type
 * needs a file and no URL, a URL type a URL and no file; a file is judged by its bytes and its type's size limit,
 * a package by {@link inspectPackage} (zip bombs, `../`, symlinks, manifest), a URL by its scheme and host. A
 * presentation is converted to PDF with LibreOffice ({@link convertPresentation}), so the content is the PDF
 * (checked against the PDF size limit), and refused when LibreOffice is not installed (issue 20). Caption files
 * are taken by video and audio only, checked first ({@link checkCaptionFiles}). A test, quiz or reaction evaluation
 * takes its JSON `content` document only ({@link checkActivityDocument}); a game, with the pictures its document
 * names ({@link checkGameImages}; `images` on any other type: 400 `invalid_request`).
 * @throws {ApiError} 422 / 413 with a localized code; {@link PackageRefusedError} for a package
 */
export async function checkActivityContent(
  type: ActivityType,
  source: {
    readonly file?: TemporaryUpload | undefined;
    /** The JSON document of a test or reaction evaluation. */
    readonly content?: TemporaryUpload | undefined;
    readonly url?: string | undefined;
    readonly captions?: readonly CaptionUpload[] | undefined;
    /** A game's pictures, named by its document (`file:<name>`). */
    readonly images?: readonly TemporaryUpload[] | undefined;
  },
  options: ContentCheckOptions = {},
): Promise<CheckedContent> {
  const captions = await checkCaptionFiles(type, source.captions ?? []);
  const sentImages = source.images ?? [];
  // Pictures are a game's only: elsewhere the field is unexpected, as any other.
  if (sentImages.length > 0 && !isGameType(type)) {
    throw new ApiError(400, 'invalid_request', {}, { fields: ['body.images'] });
  }
  if (DOCUMENT_ACTIVITY_TYPES.includes(type)) {
    if (source.content === undefined || source.file !== undefined || source.url !== undefined) {
      throw new ApiError(422, 'activity_document_required', { type }, { fieldErrors: { content: 'required' } });
    }
    return checkActivityDocument(type, source.content, await checkGameImages(type, sentImages));
  }
  if (source.content !== undefined) {
    throw new ApiError(422, 'activity_type_not_importable', { type }, { fieldErrors: { content: 'not_allowed' } });
  }
  if (isUrlType(type)) {
    if (source.file !== undefined || source.url === undefined) {
      throw new ApiError(422, 'activity_url_required', { type }, { fieldErrors: { url: 'required' } });
    }
    return { kind: 'url', url: validateActivityUrl(type, source.url) };
  }
  if (!isFileType(type))
    throw new ApiError(422, 'activity_type_not_importable', { type }, { fieldErrors: { type: 'invalid' } });
  const upload = source.file;
  if (upload === undefined || source.url !== undefined) {
    throw new ApiError(422, 'activity_file_required', { type }, { fieldErrors: { file: 'required' } });
  }
  checkFileSize(type, upload.size, options.fileLimits ?? IMPORT_FILE_LIMITS);
  if (type === 'html' || type === 'scorm') {
    const description = await inspectPackage(upload.path, {
      kind: type,
      ...(options.packageLimits ? { limits: options.packageLimits } : {}),
    });
    return { kind: 'package', upload, description };
  }
  const detected = await detectActivityFile(type, upload.path, upload.filename);
  if (type !== 'ppt') return { kind: 'file', upload, detected, ...(captions.length > 0 ? { captions } : {}) };
  if (!(await (options.hasLibreOffice ?? (() => isCommandOnPath('soffice')))())) {
    throw new ApiError(422, 'activity_ppt_converter_missing', {}, { fieldErrors: { file: 'converter_missing' } });
  }
  const converted = await convertPresentation(upload, detected, options.conversion);
  checkFileSize('pdf', converted.upload.size, options.fileLimits ?? IMPORT_FILE_LIMITS);
  return converted;
}

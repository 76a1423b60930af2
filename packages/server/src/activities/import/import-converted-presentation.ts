import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { detectActivityFile } from './file-detection';
import { importActivity } from './import-activity';
import type { ImportDependencies, ImportedActivity } from './import-activity';
import { checkFileSize } from './import-limits';

/** A presentation already converted to PDF, to import as a `ppt` activity. */
export interface ConvertedPresentationImport {
  readonly courseId: number;
  readonly title: string;
  /** Its position; default: after the course's last activity. */
  readonly hierarchyOrder?: number | undefined;
  /** The PDF LibreOffice wrote from the presentation (read, never moved or deleted). */
  readonly pdfPath: string;
  /** The presentation's own file name (`abertura.pptx`), kept as the activity's `original_name`. */
  readonly originalName?: string | undefined;
}

/**
 * Imports a `ppt` activity from a presentation converted to PDF beforehand, storing exactly what the import
 * route stores after its own conversion (`convertPresentation`): the PDF as the activity's file
 * (`application/pdf`), named after the presentation. For the demo seed, which commits the converted PDF so the
 * demo starts on machines without LibreOffice. The PDF is checked by its bytes and the PDF size limit, like an
 * upload.
 * @throws ApiError 422 `activity_file_type_mismatch` when the file is not a PDF, 413 over the limit, 409 when the
 *   position is taken (see `importActivity`)
 */
export async function importConvertedPresentation(
  deps: ImportDependencies,
  input: ConvertedPresentationImport,
): Promise<ImportedActivity> {
  const { size } = await stat(input.pdfPath);
  checkFileSize('pdf', size);
  const detected = await detectActivityFile('pdf', input.pdfPath, basename(input.pdfPath));
  const filename = input.originalName ?? basename(input.pdfPath);
  return importActivity(deps, {
    courseId: input.courseId,
    type: 'ppt',
    title: input.title,
    hierarchyOrder: input.hierarchyOrder,
    content: { kind: 'file', upload: { kind: 'temporary-upload', path: input.pdfPath, size, filename }, detected },
  });
}

/**
 * The activity types whose content can be downloaded for offline use (issue 23): stored files — PDF, presentations
 * converted to PDF, video, audio — which the viewers open offline from the device, and HTML and SCORM packages, which
 * play offline from the content origin's own storage (package-download.ts). URL activities play from their own sites.
 */
const DOWNLOADABLE_TYPES: ReadonlySet<string> = new Set(['pdf', 'ppt', 'video', 'audio', 'html', 'scorm']);

/** Whether an activity of this type offers "Baixar para usar offline". */
export function isDownloadable(type: string): boolean {
  return DOWNLOADABLE_TYPES.has(type);
}

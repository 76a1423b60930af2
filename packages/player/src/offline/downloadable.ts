/**
 * The activity types whose content can be downloaded for offline use (issue 23): stored files — PDF, presentations
 * converted to PDF, video, audio — which the viewers open offline from the device. HTML and SCORM packages are not
 * offered yet: the content origin answers their zip, but a downloaded package cannot run offline in an opaque origin
 * with its own files (docs/player.md "Offline downloads"). URL activities play from their own sites.
 */
const DOWNLOADABLE_TYPES: ReadonlySet<string> = new Set(['pdf', 'ppt', 'video', 'audio']);

/** Whether an activity of this type offers "Baixar para usar offline". */
export function isDownloadable(type: string): boolean {
  return DOWNLOADABLE_TYPES.has(type);
}

/**
 * The viewers whose content is a frame of the player's viewer height (`--campus-player-viewer-height`): the PDF's
 * page area, the HTML and SCORM packages' frame. Their loading state takes that height already, so the viewer
 * arriving does not push the navigation below it down (a layout shift, CLS).
 */
const FRAMED_TYPES: ReadonlySet<string> = new Set(['pdf', 'ppt', 'html', 'scorm']);

/** The class of the loading state of an activity type's viewer (framed: at the viewer's height). */
export function viewerLoadingClass(type: string): string {
  return FRAMED_TYPES.has(type)
    ? 'campus-player__viewer-loading campus-player__viewer-loading--framed'
    : 'campus-player__viewer-loading';
}

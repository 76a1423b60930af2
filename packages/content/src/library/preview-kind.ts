/*
 * Which viewer previews a library file (issue 24: "preview in the player's viewers"): told from the file's name,
 * since a library file's extension entry is a label the client names (`PDF`, `Planilha`), not a format.
 */

/** How a file is previewed: the player's PDF or media viewer, a picture, plain text, or not at all. */
export type PreviewKind = 'pdf' | 'audio' | 'video' | 'image' | 'text' | null;

const KINDS: Readonly<Record<string, Exclude<PreviewKind, null>>> = {
  pdf: 'pdf',
  mp3: 'audio',
  wav: 'audio',
  ogg: 'audio',
  oga: 'audio',
  m4a: 'audio',
  aac: 'audio',
  mp4: 'video',
  webm: 'video',
  ogv: 'video',
  mov: 'video',
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
  gif: 'image',
  webp: 'image',
  svg: 'image',
  avif: 'image',
  txt: 'text',
  csv: 'text',
  md: 'text',
};

/** The lower-case extension of a file name (`Guia.PDF` → `pdf`), or `''` when it has none. */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 || dot === fileName.length - 1 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** How a file of this name is previewed; `null` when it is not (download it instead). */
export function previewKindOf(fileName: string): PreviewKind {
  const extension = fileExtension(fileName);
  return Object.hasOwn(KINDS, extension) ? (KINDS[extension] ?? null) : null;
}

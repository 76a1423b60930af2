/** Extensions for files whose URL has none, by content type. */
const EXTENSION_BY_TYPE: Readonly<Record<string, string>> = {
  'application/pdf': 'pdf',
  'application/zip': 'zip',
  'application/epub+zip': 'epub',
  'audio/mpeg': 'mp3',
  'audio/mp4': 'm4a',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'text/html': 'html',
  'text/plain': 'txt',
};

/**
 * The extension of a downloaded file: the resource URL's own (`.../aula.PDF?x=1` → `pdf`), else one from
 * the content type, else `bin`. Kept to 1–8 letters or digits so it is safe in any file system.
 */
export function fileExtension(resource: string, contentType?: string | null): string {
  let path = resource;
  try {
    path = new URL(resource, 'http://relative.invalid/').pathname;
  } catch {
    // Not a URL we can parse: look at the text as it is.
  }
  const match = /\.([a-z\d]{1,8})$/i.exec(path);
  if (match?.[1]) return match[1].toLowerCase();
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  return (type && EXTENSION_BY_TYPE[type]) || 'bin';
}

/** The stored name of an activity file (SPECIFICATION §7): `class{item_id}.{extension}`. */
export function offlineFileName(itemId: string | number, extension: string): string {
  return `class${String(itemId)}.${extension}`;
}

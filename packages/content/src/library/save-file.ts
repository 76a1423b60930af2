/**
 * How long a download's object URL lives after the click: the browser reads the blob when the download starts,
 * which is not always before `click()` returns.
 */
const REVOKE_AFTER_MS = 40_000;

/**
 * Saves a blob as a file named `fileName`: an object URL behind a `download` link clicked once and revoked later.
 * The link is never attached to the document, so nothing of the host page changes.
 */
export function saveFile(blob: Blob, fileName: string, ownerDocument: Document): void {
  const url = URL.createObjectURL(blob);
  const link = ownerDocument.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

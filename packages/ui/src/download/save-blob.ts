/**
 * How long a download's object URL lives after the click. The browser reads the blob when the download starts,
 * which is not always before `click()` returns (FileSaver.js waits 40 s for the same reason); revoking it then
 * frees the file's memory.
 */
export const SAVE_BLOB_REVOKE_AFTER_MS = 40_000;

/**
 * Saves a blob as a file named `fileName`: an object URL behind a `download` link clicked once, revoked after
 * {@link SAVE_BLOB_REVOKE_AFTER_MS}. The link is never attached to the document, so nothing of the host page changes.
 */
export function saveBlob(blob: Blob, fileName: string, ownerDocument: Document): void {
  const url = URL.createObjectURL(blob);
  const link = ownerDocument.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), SAVE_BLOB_REVOKE_AFTER_MS);
}

/** The placeholder a verification link template holds where the certificate's code goes. */
export const CODE_PLACEHOLDER = '{code}';

/** The site's verification page, relative to the page's origin (core route `certificate-verification`). */
export const DEFAULT_VERIFY_PATH = `/certificates/verify/${CODE_PLACEHOLDER}`;

/**
 * The share link of a certificate: `template` with `{code}` replaced by the code (URL-encoded), resolved against
 * `origin` when it is a path. A template without `{code}` gets the code appended as the last path segment.
 * @example verificationUrl('/certificates/verify/{code}', '7K2M-9QXD-4B0R', 'https://campus.test')
 *   // 'https://campus.test/certificates/verify/7K2M-9QXD-4B0R'
 */
export function verificationUrl(template: string, code: string, origin: string): string {
  const encoded = encodeURIComponent(code);
  const filled = template.includes(CODE_PLACEHOLDER)
    ? template.split(CODE_PLACEHOLDER).join(encoded)
    : `${template.replace(/\/+$/, '')}/${encoded}`;
  return new URL(filled, origin).href;
}

// Characters no file system accepts in a name (Windows' set, the strictest), and control characters.
// eslint-disable-next-line no-control-regex
const UNSAFE_FILE_CHARACTERS = /[\\/:*?"<>|\u0000-\u001f\u007f]+/g;

/**
 * The PDF's file name, after the training (`Excel essencial.pdf`): characters a file system refuses become
 * spaces, runs of spaces one, at most 120 characters; `fallback` when nothing is left.
 */
export function certificateFileName(trainingTitle: string, fallback: string): string {
  const base = trainingTitle.replace(UNSAFE_FILE_CHARACTERS, ' ').replace(/\s+/g, ' ').trim().slice(0, 120).trim();
  return `${base === '' || /^\.+$/.test(base) ? fallback : base}.pdf`;
}

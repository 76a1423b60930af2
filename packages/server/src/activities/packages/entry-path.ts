/** Why an entry's name is unsafe to store under the package's folder. */
export type UnsafePathReason =
  | 'empty'
  | 'too_long'
  | 'control_character'
  | 'backslash'
  | 'absolute'
  | 'drive_letter'
  | 'traversal'
  | 'empty_segment';

/**
 * Checks an entry name as written in the zip (decoded, backslashes kept as they are) and answers why it is unsafe,
 * or undefined when it is a plain relative path. Anything that could name a place outside the package folder
 * on some system is refused rather than normalized: `../`, `/x`, `C:x`, `a\..\b` (Windows reads a backslash as a
 * separator) and `a//b` or `./a`, which some extractors collapse and others do not.
 * @param name the entry name; a folder entry ends with `/`
 */
export function unsafePathReason(name: string, maxLength: number): UnsafePathReason | undefined {
  if (name === '' || name === '/') return name === '' ? 'empty' : 'absolute';
  if (name.length > maxLength) return 'too_long';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\u0000-\u001f\u007f]/.test(name)) return 'control_character';
  if (name.includes('\\')) return 'backslash';
  if (name.startsWith('/')) return 'absolute';
  if (/^[A-Za-z]:/.test(name)) return 'drive_letter';
  const segments = (name.endsWith('/') ? name.slice(0, -1) : name).split('/');
  if (segments.includes('..')) return 'traversal';
  if (segments.some((segment) => segment === '' || segment === '.')) return 'empty_segment';
  return undefined;
}

// A segment kept as it is: what an object key allows (src/storage OBJECT_KEY_PATTERN), minus `_`, which marks
// an encoded one, so a kept segment and an encoded one can never be equal.
const PLAIN_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9.-]*$/;
const KEPT_CHARACTER = /[A-Za-z0-9.-]/;

function encodeSegment(segment: string): string {
  if (PLAIN_SEGMENT.test(segment)) return segment;
  let encoded = 'x_';
  for (const character of segment) {
    if (KEPT_CHARACTER.test(character)) encoded += character;
    else for (const byte of Buffer.from(character, 'utf8')) encoded += `_${byte.toString(16).padStart(2, '0')}`;
  }
  return encoded;
}

/**
 * The object-store key part of a package file. Zip paths hold what keys may not (spaces, `_` or `.` first,
 * accents, parentheses), so each segment outside the plain key alphabet is written as `x_` followed by its
 * characters, every one outside `[A-Za-z0-9.-]` as `_` and its UTF-8 bytes in hex (`My Course` →
 * `x_My_20Course`, `_assets` → `x__5fassets`). The mapping is one-to-one, so the content origin maps a
 * requested path to its key the same way and two files never share a key.
 * @param path a package file path as {@link inspectPackage} lists it (already checked safe)
 * @example `${prefix}/${packageObjectKey('story_content/slide 1.js')}` → `…/x_story_5fcontent/x_slide_201.js`
 */
export function packageObjectKey(path: string): string {
  return path.split('/').map(encodeSegment).join('/');
}

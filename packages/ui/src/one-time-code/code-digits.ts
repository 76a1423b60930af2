/** Only the digits of a text (pasted "123 456" or "12-34-56" become "123456"). */
export function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}

/**
 * Writes `typed` digits into `code` starting at `index`, never past `length`. Returns the new code and the
 * index to focus next (the first slot after the last written digit, or the last slot).
 */
export function writeDigits(
  code: string,
  index: number,
  typed: string,
  length: number,
): { code: string; next: number } {
  const slots = Array.from({ length }, (_, position) => code[position] ?? '');
  const digits = digitsOf(typed).slice(0, length - index);
  [...digits].forEach((digit, offset) => {
    slots[index + offset] = digit;
  });
  // Keep the code contiguous: a gap would make "1_3" read as "13".
  const firstGap = slots.indexOf('');
  const joined = (firstGap === -1 ? slots : slots.slice(0, firstGap)).join('');
  return { code: joined, next: Math.min(index + digits.length, length - 1) };
}

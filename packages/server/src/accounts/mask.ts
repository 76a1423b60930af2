/**
 * Masks shown to someone who only typed a document or a login (spec §2 recovery): enough to recognise one's
 * own number, not enough to learn someone else's.
 */

/** Every digit but the last four replaced by `*`, punctuation kept: `+55 (11) 98765-4321` → `+** (**) *****-4321`. */
export function maskPhone(phone: string): string {
  const total = (phone.match(/\d/g) ?? []).length;
  let seen = 0;
  return phone.trim().replace(/\d/g, (digit) => {
    seen += 1;
    return seen > total - 4 ? digit : '*';
  });
}

/** The digits of a phone number, without a leading international `+`. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

/**
 * Whether a typed number is the registered one: the same digits, or one ending with the other when the
 * shorter still has area code and number (at least 10 digits), so `+55 11 98765-4321` matches `(11) 98765-4321`.
 */
export function isSamePhone(typed: string, registered: string): boolean {
  const a = phoneDigits(typed);
  const b = phoneDigits(registered);
  if (a === '' || b === '') return false;
  if (a === b) return true;
  const [shorter, longer] = a.length < b.length ? [a, b] : [b, a];
  return shorter.length >= 10 && longer.endsWith(shorter);
}

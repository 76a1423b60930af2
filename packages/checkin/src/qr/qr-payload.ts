/*
 * What an event's QR code carries. The reference server draws each event's QR secret as 128 random bits in
 * hex (packages/server/src/loyalty/events-admin.ts, `newQrToken`): the organiser's QR code holds that secret,
 * alone or as the `qr` parameter of a check-in link (`https://portal.example/check-in?qr=<secret>`). Anything
 * else (a product's QR code, a web page) is not sent: a wrong secret counts as a failed attempt, and five lock
 * the member out of check-in for ten minutes.
 */

/** The secret's shape: 32 hex digits. */
const QR_SECRET = /^[0-9a-f]{32}$/i;

/** The event secret a scanned QR code's text carries, lower-cased as the server draws it, or `undefined`. */
export function parseQrPayload(text: string): string | undefined {
  const value = text.trim();
  if (QR_SECRET.test(value)) return value.toLowerCase();
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  // `?qr=` or, for links that keep the secret away from server logs, `#qr=`.
  const secret = url.searchParams.get('qr') ?? new URLSearchParams(url.hash.slice(1)).get('qr');
  return secret !== null && QR_SECRET.test(secret.trim()) ? secret.trim().toLowerCase() : undefined;
}

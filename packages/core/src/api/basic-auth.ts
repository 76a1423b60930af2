/**
 * `Basic base64(client_id:client_secret)` (SPECIFICATION §7 Request rules, RFC 7617). Encodes as UTF-8
 * first, since `btoa` alone throws on characters outside Latin-1.
 */
export function basicAuthorization(clientId: string, clientSecret: string): string {
  const bytes = new TextEncoder().encode(`${clientId}:${clientSecret}`);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `Basic ${btoa(binary)}`;
}

/** `Bearer {token}`. */
export function bearerAuthorization(token: string): string {
  return `Bearer ${token}`;
}

/** The token of a `Bearer` `Authorization` header, or `null` for other schemes or none. */
export function bearerTokenOf(authorization: string | null): string | null {
  if (!authorization) return null;
  const match = /^Bearer\s+(.+)$/i.exec(authorization);
  return match?.[1] ?? null;
}

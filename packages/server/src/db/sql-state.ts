/**
 * The SQLSTATE of a database error, looking through Drizzle's `DrizzleQueryError` (which keeps the driver's
 * error as `cause`) and any other wrapper. PGlite and node-postgres both put it in `code`.
 */
export function sqlState(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return undefined;
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

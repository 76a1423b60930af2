/**
 * The constraint a unique violation (SQLSTATE 23505) broke, looking through Drizzle's and the drivers'
 * wrappers (both node-postgres and PGlite report `constraint`); undefined for any other error. The unique
 * constraints of the loyalty tables are the last guard of rules that code checks first (a duplicate
 * invoice, a second photo in a week): two requests racing past the check meet one of these.
 */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return undefined;
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

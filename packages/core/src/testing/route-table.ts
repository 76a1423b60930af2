// Matches a request against route keys written the way the path tables are: `'GET /api/rewards/:id/'`
// (`:name` is one path segment), or a path alone for every method; `*` is every path (tried last).
// Test kit only (see ./index.ts).

/** A compiled route key. */
export interface RoutePattern {
  /** The key as written. */
  readonly key: string;
  /** Upper-case method, or null for every method. */
  readonly method: string | null;
  readonly template: string;
  /** Literal characters of the template: a more literal pattern wins over a more general one. */
  readonly specificity: number;
  match(method: string, path: string): Readonly<Record<string, string>> | null;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Compiles `'METHOD /path/:param/'` (or `'/path/'`). */
export function compileRoute(key: string): RoutePattern {
  const space = key.indexOf(' ');
  const method = space > 0 ? key.slice(0, space).toUpperCase() : null;
  const template = space > 0 ? key.slice(space + 1).trim() : key.trim();
  const names: string[] = [];
  const source =
    template === '*'
      ? '.*'
      : template
          .split(/(:[A-Za-z_]+)/)
          .map((part) => {
            if (!part.startsWith(':')) return escape(part);
            names.push(part.slice(1));
            return '([^/]+)';
          })
          .join('');
  const regex = new RegExp(`^${source}$`);
  return {
    key,
    method,
    template,
    specificity: template === '*' ? -1 : template.replace(/:[A-Za-z_]+/g, '').length,
    match(requestMethod, path) {
      if (method !== null && method !== requestMethod.toUpperCase()) return null;
      const found = regex.exec(path);
      if (!found) return null;
      return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(found[index + 1] ?? '')]));
    },
  };
}

/** The patterns matching a request, most literal first (a method-bound key before a method-less one). */
export function matchRoutes(
  patterns: readonly RoutePattern[],
  method: string,
  path: string,
): { pattern: RoutePattern; params: Readonly<Record<string, string>> }[] {
  return patterns
    .map((pattern) => ({ pattern, params: pattern.match(method, path) }))
    .filter(
      (entry): entry is { pattern: RoutePattern; params: Readonly<Record<string, string>> } => entry.params !== null,
    )
    .sort(
      (a, b) =>
        b.pattern.specificity - a.pattern.specificity ||
        Number(b.pattern.method !== null) - Number(a.pattern.method !== null),
    );
}

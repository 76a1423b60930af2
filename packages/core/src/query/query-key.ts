/** One part of a resource key: a name, an id, or a plain object of request parameters. */
export type QueryKeyPart =
  string | number | boolean | null | readonly QueryKeyPart[] | { readonly [name: string]: QueryKeyPart | undefined };

/**
 * What identifies a request in the query cache, most general part first (TanStack Query style):
 * `['courses', 'online_courses', { page: 2, search: 'excel' }]`. Invalidation matches by prefix, so
 * `['courses']` invalidates every course list.
 */
export type QueryKey = readonly QueryKeyPart[];

/** JSON with object keys sorted and `undefined` members dropped, so `{ a, b }` and `{ b, a }` are one request. */
function stableJson(part: QueryKeyPart | undefined): string {
  if (part === null || typeof part !== 'object') return JSON.stringify(part ?? null);
  if (Array.isArray(part)) return `[${part.map((item: QueryKeyPart) => stableJson(item)).join(',')}]`;
  const record = part as { readonly [name: string]: QueryKeyPart | undefined };
  const members = Object.keys(record)
    .filter((name) => record[name] !== undefined)
    .sort()
    .map((name) => `${JSON.stringify(name)}:${stableJson(record[name])}`);
  return `{${members.join(',')}}`;
}

/** The cache's string for a key: equal requests hash equal whatever the order of their parameters. */
export function hashQueryKey(key: QueryKey): string {
  return stableJson(key);
}

/** Whether `key` starts with every part of `prefix` (compared as hashed JSON). An empty prefix matches all. */
export function keyStartsWith(key: QueryKey, prefix: QueryKey): boolean {
  return prefix.length <= key.length && prefix.every((part, index) => stableJson(part) === stableJson(key[index]));
}

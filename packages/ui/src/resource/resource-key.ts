/** One part of a resource key: a name, an id, or a plain object of request parameters. */
export type ResourceKeyPart =
  | string
  | number
  | boolean
  | null
  | readonly ResourceKeyPart[]
  | { readonly [name: string]: ResourceKeyPart | undefined };

/**
 * What identifies a request in the resource cache, most general part first (TanStack Query style):
 * `['courses', 'online_courses', { page: 2, search: 'excel' }]`. Invalidation matches by prefix, so
 * `['courses']` invalidates every course list.
 */
export type ResourceKey = readonly ResourceKeyPart[];

/** JSON with object keys sorted and `undefined` members dropped, so `{ a, b }` and `{ b, a }` are one request. */
function stableJson(part: ResourceKeyPart | undefined): string {
  if (part === null || typeof part !== 'object') return JSON.stringify(part ?? null);
  if (Array.isArray(part)) return `[${part.map((item: ResourceKeyPart) => stableJson(item)).join(',')}]`;
  const record = part as { readonly [name: string]: ResourceKeyPart | undefined };
  const members = Object.keys(record)
    .filter((name) => record[name] !== undefined)
    .sort()
    .map((name) => `${JSON.stringify(name)}:${stableJson(record[name])}`);
  return `{${members.join(',')}}`;
}

/** The cache's string for a key: equal requests hash equal whatever the order of their parameters. */
export function hashResourceKey(key: ResourceKey): string {
  return stableJson(key);
}

/** Whether `key` starts with every part of `prefix` (compared as hashed JSON). An empty prefix matches all. */
export function keyStartsWith(key: ResourceKey, prefix: ResourceKey): boolean {
  return prefix.length <= key.length && prefix.every((part, index) => stableJson(part) === stableJson(key[index]));
}

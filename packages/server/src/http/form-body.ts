import type { CampusApp } from './campus-app';

/**
 * Parses `application/x-www-form-urlencoded` bodies (the spec's `/o/token/` and alternative login are
 * form-encoded) into an object of strings. A repeated field becomes an array, so a schema expecting one
 * string refuses it with 400 instead of silently picking one value.
 */
export function parseFormBody(body: string): Record<string, string | string[]> {
  const fields = new Map<string, string | string[]>();
  for (const [name, value] of new URLSearchParams(body)) {
    const previous = fields.get(name);
    fields.set(name, previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value]);
  }
  // fromEntries defines own properties, so a field named `__proto__` cannot reach the prototype.
  return Object.fromEntries(fields);
}

/** Registers the form-encoded body parser on an app. */
export function registerFormBodyParser(app: CampusApp): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, parseFormBody(body as string));
  });
}

import type { z } from './zod.js';

// Issue 27: a page that imported a schema module built every schema the module declares while the module was
// evaluated, before the first render — on the site, 55–125 ms of main-thread time per chunk at 4× CPU slowdown
// (tests/perf/core-schemas.bench.ts), although a page parses a handful of answers. The schema modules therefore
// declare their schemas through these two functions, which build one when it is first used.
//
// The modules' exports stay what they were — a schema, typed as that schema — so `z.parse(meResponseSchema, …)`,
// `meResponseSchema.shape`, `z.extend(…)`, `instanceof` and the server's OpenAPI generator keep working. Neither
// needs eval, so strict-CSP pages are unaffected.

/**
 * A zod schema built the first time it is used instead of when its module is evaluated (issue 27: the site's Total
 * Blocking Time). Returns a stand-in with the schema's type whose prototype is a Proxy until then; the first
 * property read (`_zod`, which every zod operation and zod's `instanceof` start with, `.shape`, `.safeParse` …) or
 * `in` calls `build` once and makes the schema the stand-in's prototype. From then on the stand-in answers
 * every read with the schema's own properties, one ordinary prototype step away: no Proxy on the parsing path, and
 * zod's methods run with the stand-in as `this`. If `build` throws, the next use tries again.
 *
 * The stand-in never has own properties: `Object.keys` of it is empty (zod never lists a schema's keys; a plain
 * object of schemas that is spread, a shape, takes {@link lazyShape}), and metadata zod registers on the schema
 * inside `build` (a top-level `z.describe`) is not found under the stand-in (the core's schemas register none
 * there; nested schemas keep theirs). Use both for module-level declarations only: a schema made inside a
 * function is built when the function runs anyway.
 * @param build makes the schema; it may use other lazy schemas and shapes, which builds them when it runs
 * @returns a stand-in that becomes the schema `build` returns on first use
 * @example
 * export const meResponseSchema = lazySchema(() => z.object({ id: idSchema, username: z.string() }));
 */
export function lazySchema<S extends z.core.$ZodType>(build: () => S): S {
  const standIn = {} as S;
  let built = false;
  // Kept small: every element bundle carries this function. A build that throws leaves `built` false (the next use
  // tries again); one that used its own schema would recurse until the stack overflows (none does: zod's
  // recursive schemas go through getters).
  const onFirstUse = (): void => {
    if (!built) Reflect.setPrototypeOf(standIn, build());
    built = true;
  };
  // Reads and `in` fall through to the prototype: this Proxy until the first use, the schema after it.
  const firstUse = new Proxy(
    {},
    {
      get: (_target, key) => (onFirstUse(), Reflect.get(standIn, key)),
      has: (_target, key) => (onFirstUse(), Reflect.has(standIn, key)),
    },
  );
  Reflect.setPrototypeOf(standIn, firstUse);
  return standIn;
}

/**
 * A plain object of zod schemas (a shape spread into several object schemas, e.g. `documentShape`) built the
 * first time it is used. Unlike {@link lazySchema}, a shape is read by listing its keys (`{ ...shape }`,
 * `Object.keys`), so it stays a Proxy forwarding reads to the built object; shapes are read only while other
 * schemas are built, never while parsing, so the Proxy costs nothing on that path. A shape is never written.
 * @param build makes the object of schemas; called once, on first use (again if it throws)
 * @returns a stand-in with the type of `build`'s result
 * @example
 * const itemShape = lazyShape(() => ({ id: z.int(), title: z.string() }));
 * export const courseSchema = lazySchema(() => z.object({ ...itemShape, hours: z.number() }));
 */
export function lazyShape<T extends Record<string, z.core.$ZodType>>(build: () => T): T {
  let built: T | undefined;
  const shape = (): T => (built ??= build());
  // What a spread, `Object.keys` and a property read ask; a shape's properties are plain data properties
  // (configurable), which the Proxy invariants let any extensible target report.
  return new Proxy({} as T, {
    get: (_target, key) => Reflect.get(shape(), key),
    has: (_target, key) => Reflect.has(shape(), key),
    ownKeys: () => Reflect.ownKeys(shape()),
    getOwnPropertyDescriptor: (_target, key) => Reflect.getOwnPropertyDescriptor(shape(), key),
  });
}

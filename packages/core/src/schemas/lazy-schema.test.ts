import { z as classic } from 'zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazySchema, lazyShape } from './lazy-schema.js';
import { z } from './zod.js';

/** A lazy schema with a count of how often it was built. */
function counted<S extends z.core.$ZodType>(build: () => S) {
  const calls = { count: 0 };
  const schema = lazySchema(() => {
    calls.count += 1;
    return build();
  });
  return { schema, calls };
}

describe('lazySchema', () => {
  it('builds nothing until first used, then once', () => {
    const { schema, calls } = counted(() => z.object({ id: z.int() }));
    expect(calls.count).toBe(0);
    expect(z.parse(schema, { id: 1 })).toEqual({ id: 1 });
    expect(schema.safeParse({ id: 'x' }).success).toBe(false);
    expect(Object.keys(schema.shape)).toEqual(['id']);
    expect(calls.count).toBe(1);
  });

  it('parses as the schema it stands for, issues included', () => {
    const eager = z.object({ name: z.string().check(z.minLength(2)), tags: z.array(z.string()) });
    const lazy = lazySchema(() => z.object({ name: z.string().check(z.minLength(2)), tags: z.array(z.string()) }));
    for (const input of [{ name: 'ab', tags: ['t'] }, { name: 'a', tags: [] }, { tags: [1] }, null, 'x']) {
      const expected = z.safeParse(eager, input);
      const actual = z.safeParse(lazy, input);
      expect(actual.success).toBe(expected.success);
      expect(actual.data).toEqual(expected.data);
      expect(actual.error?.issues).toEqual(expected.error?.issues);
    }
  });

  it('nests in other schemas, lazy or not, and is built only when they are', () => {
    const item = counted(() => z.object({ id: z.int() }));
    const page = counted(() => z.object({ results: z.array(item.schema) }));
    const eagerPage = z.object({ first: item.schema });
    expect(item.calls.count).toBe(0);
    expect(z.parse(page.schema, { results: [{ id: 1 }, { id: 2 }] })).toEqual({ results: [{ id: 1 }, { id: 2 }] });
    expect(z.safeParse(eagerPage, { first: { id: 'x' } }).error?.issues[0]?.path).toEqual(['first', 'id']);
    expect([item.calls.count, page.calls.count]).toEqual([1, 1]);
  });

  it('extends, picks and spreads like the schema or shape itself', () => {
    const base = lazySchema(() => z.object({ id: z.int(), name: z.string() }));
    const shape = lazyShape(() => ({ code: z.string() }));
    const extended = z.extend(base, { ...shape, extra: z.boolean() });
    expect(Object.keys(extended.shape)).toEqual(['id', 'name', 'code', 'extra']);
    expect(z.parse(z.pick(base, { id: true }), { id: 3, name: 'n' })).toEqual({ id: 3 });
    expect(z.parse(z.object(shape), { code: 'c' })).toEqual({ code: 'c' });
    expect('code' in shape).toBe(true);
  });

  it('passes zod instance checks and classic zod accepts it (the server mixes both)', () => {
    const schema = lazySchema(() => z.string());
    expect(schema).toBeInstanceOf(z.ZodMiniString);
    expect(schema).toBeInstanceOf(z.core.$ZodType);
    expect(classic.object({ name: schema }).parse({ name: 'n' })).toEqual({ name: 'n' });
    expect(classic.toJSONSchema(classic.object({ name: schema }))).toMatchObject({
      properties: { name: { type: 'string' } },
    });
  });

  it('makes the schema its prototype on first use: nothing in between afterwards', () => {
    const schema = lazySchema(() => z.int());
    expect(Object.keys(schema)).toEqual([]);
    const internals = schema._zod;
    const built = Object.getPrototypeOf(schema) as typeof schema;
    expect(built).toBeInstanceOf(z.ZodMiniNumber);
    expect(built._zod).toBe(internals);
    expect(Object.getPrototypeOf(built)).toBe(Object.getPrototypeOf(z.int()));
    expect(z.safeParse(schema, 1.5).success).toBe(false);
  });

  it('keeps the metadata zod registered on the schemas inside it (the OpenAPI document shows it)', () => {
    const schema = lazySchema(() => z.object({ text: z.string().check(z.describe('A wire text.')) }));
    expect(classic.toJSONSchema(classic.object({ body: schema }))).toMatchObject({
      properties: { body: { properties: { text: { type: 'string', description: 'A wire text.' } } } },
    });
  });

  it('a shape lists its keys and spreads, built once on first use', () => {
    let builds = 0;
    const shape = lazyShape(() => {
      builds += 1;
      return { id: z.int(), title: z.string() };
    });
    expect(builds).toBe(0);
    expect(Object.keys({ ...shape })).toEqual(['id', 'title']);
    expect(z.parse(z.object({ ...shape, hours: z.number() }), { id: 1, title: 't', hours: 2 })).toEqual({
      id: 1,
      title: 't',
      hours: 2,
    });
    expect(shape.title).toBeInstanceOf(z.ZodMiniString);
    expect(builds).toBe(1);
  });

  it('tries again after a build that threw', () => {
    let attempts = 0;
    const schema = lazySchema(() => {
      attempts += 1;
      if (attempts === 1) throw new Error('not yet');
      return z.boolean();
    });
    expect(() => z.parse(schema, true)).toThrow('not yet');
    expect(z.parse(schema, true)).toBe(true);
    expect(attempts).toBe(2);
  });
});

describe('the core’s schema modules', () => {
  afterEach(() => {
    vi.doUnmock('./zod.js');
    vi.resetModules();
  });

  it('build no composite schema when evaluated, only the ones a parse uses (issue 27)', async () => {
    const { z: real } = await vi.importActual<{ z: typeof z }>('./zod.js');
    const built = { count: 0 };
    // The factories of schemas made of others, counted. Leaf schemas (a string, an int with limits, an enum, perhaps
    // nullable or with a default; 49, built from no other schema) stay eager: a few microseconds in all, while their
    // wrappers cost bytes in every bundle carrying the core.
    const composite =
      /^(object|looseObject|strictObject|extend|array|union|discriminatedUnion|record|tuple|intersection|pipe|catchall|partial|pick|omit)$/;
    const counting = new Proxy(real, {
      get(target, key) {
        const value: unknown = Reflect.get(target, key);
        if (typeof value !== 'function' || typeof key !== 'string' || !composite.test(key)) return value;
        return (...args: unknown[]) => {
          built.count += 1;
          return Reflect.apply(value, target, args);
        };
      },
    });
    vi.resetModules();
    vi.doMock('./zod.js', () => ({ z: counting }));
    const schemas = await import('./index.js');
    expect(built.count).toBe(0);
    expect(schemas.tokenResponseSchema.safeParse({ access_token: 'a', refresh_token: 'r' }).success).toBe(true);
    const afterOne = built.count;
    expect(afterOne).toBeGreaterThan(0);
    expect(schemas.tokenResponseSchema.safeParse({ access_token: 'b', refresh_token: 'r' }).success).toBe(true);
    expect(built.count).toBe(afterOne);
  });
});

describe('lazySchema around another stand-in', () => {
  it('builds the inner schema once (paginatedSchema returns a stand-in)', () => {
    let inner = 0;
    const page = lazySchema(() =>
      lazySchema(() => {
        inner += 1;
        return z.object({ count: z.int() });
      }),
    );
    expect(z.parse(page, { count: 2 })).toEqual({ count: 2 });
    expect(z.parse(page, { count: 3 })).toEqual({ count: 3 });
    expect(Object.keys(page.shape)).toEqual(['count']);
    expect(inner).toBe(1);
  });
});

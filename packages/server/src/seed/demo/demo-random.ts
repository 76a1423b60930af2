/**
 * A seeded pseudo-random source (mulberry32) for the demo content: the same seed gives the same content on
 * every machine and every run, so the demo is reproducible and tests can name what it holds.
 */
export interface DemoRandom {
  /** A number in [0, 1). */
  next(): number;
  /** A whole number in [min, max], both included. */
  int(min: number, max: number): number;
  /** One element. */
  pick<T>(items: readonly T[]): T;
  /** `count` distinct elements, in a random order. */
  sample<T>(items: readonly T[], count: number): T[];
}

/** The demo's random source from a 32-bit seed. */
export function createDemoRandom(seed: number): DemoRandom {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => {
      const item = items[int(0, items.length - 1)];
      if (item === undefined) throw new RangeError('pick from an empty list');
      return item;
    },
    sample: (items, count) => {
      const pool = [...items];
      for (let index = pool.length - 1; index > 0; index--) {
        const other = int(0, index);
        [pool[index], pool[other]] = [pool[other] as (typeof pool)[number], pool[index] as (typeof pool)[number]];
      }
      return pool.slice(0, Math.min(count, pool.length));
    },
  };
}

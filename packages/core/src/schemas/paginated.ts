import { z } from './zod.js';
import { lazySchema } from './lazy-schema.js';

// Pages of every paginated list (the catalogue's and the loyalty programme's): apart from catalogue.ts (which
// re-exports them), so a loyalty widget reaching them does not bring the catalogue's schemas.

/**
 * A page of a list: `count` items in all, `next` / `previous` page URLs (relative to the API host) or null.
 * Built on first use (`lazySchema`), as the schema modules' own declarations are: the API calls' modules declare
 * their page schemas at module level with it (issue 27).
 * @example paginatedSchema(onlineCourseSchema)
 */
export function paginatedSchema<Item extends z.core.$ZodType>(item: Item) {
  return lazySchema(() =>
    z.object({
      count: z.int().check(z.nonnegative()),
      next: z.nullable(z.string()),
      previous: z.nullable(z.string()),
      results: z.array(item),
    }),
  );
}

/** A page of a list. */
export interface Paginated<Item> {
  count: number;
  next: string | null;
  previous: string | null;
  results: Item[];
}

import { z } from './zod.js';
import { lazySchema } from './lazy-schema.js';

// Catalogue item ids in paths, used by the activity player's schemas too: apart from the rest of catalogue.ts (which
// re-exports them), so reaching them does not bring the catalogue's queries and answers into a bundle.

/** Largest id the reference server stores (PostgreSQL `integer`). */
export const MAX_ID = 2_147_483_647;

/** An item id in a path: decimal digits of a positive whole number the database can hold. */
export const catalogueIdSchema = lazySchema(() =>
  z.pipe(
    z.pipe(z.union([z.string().check(z.regex(/^\d{1,10}$/)), z.int()]), z.transform(Number)),
    z.int().check(z.minimum(1), z.maximum(MAX_ID)),
  ),
);

/** `{ id }` path parameters. */
export const catalogueIdParamsSchema = lazySchema(() => z.object({ id: catalogueIdSchema }));

import { z } from './zod.js';
import { lazySchema } from './lazy-schema.js';
import { wireIdSchema } from './params.js';

/*
 * `GET /api/site-lists/` (SPECIFICATION §3 "Shared site lists": loaded once and saved). The answer has the
 * fields of the SDK's site lists store (`SiteListsData` without `loaded_at`, which the SDK stamps), so
 * `setSiteLists(answer, now)` stores it as it comes. Labels are in the request's language.
 */

/**
 * One entry of a shared list: an id and a label, plus list-specific fields the reference server adds —
 * `code` (a stable key: `female`, `pdf`, `BRA`), and e.g. `slug` on wildcard pages or `minimum_points` on
 * reward levels. Unknown fields are kept.
 */
export const listEntrySchema = lazySchema(() =>
  z.looseObject({
    id: wireIdSchema,
    name: z.string(),
    code: z.optional(z.nullable(z.string())),
  }),
);

/** A shared list entry. */
export type ListEntryWire = z.infer<typeof listEntrySchema>;

const list = lazySchema(() => z.array(listEntrySchema));

/** The `GET /api/site-lists/` answer. */
export const siteListsResponseSchema = lazySchema(() =>
  z.object({
    /** Areas of the client's countries (the catalogue's `selected_areas` filter). */
    country_areas: list,
    faq_categories: list,
    genders: list,
    /** Labels of the user groups (how a client calls its groups: "Equipe", "Loja" ...). */
    group_users_labels: list,
    /** User groups (the catalogue's `selected_groups` filter). */
    groups_user: list,
    library_file_categories: list,
    library_file_extensions: list,
    /** Catalogue categories (the `selected_categories` filter). */
    trail_complete_categories: list,
    /** Whether some catalogue item has no category (the filter then offers "no category": value `null`). */
    has_trailcomplete_null_category: z.boolean(),
    marital_status: list,
    reward_categories: list,
    reward_departments: list,
    reward_levels: list,
    /** Tags (the `selected_tags` filter). */
    tags: list,
    /** Programme countries, `code` is ISO 3166-1 alpha-3. */
    countries: list,
    /** Extra pages the client publishes (`slug` opens `GET /api/institutional/{slug}/`). */
    wildcard_pages: list,
  }),
);

/** A site lists answer. */
export type SiteListsResponse = z.infer<typeof siteListsResponseSchema>;

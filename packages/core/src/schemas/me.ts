import { z } from './zod.js';
import { lazySchema } from './lazy-schema.js';

/** An id as the API sends it: numeric on the reference server, a string on some providers. */
const idSchema = lazySchema(() => z.union([z.int(), z.string().check(z.minLength(1))]));

/** A named entry of a session list (`user_countries`, `user_branches`). */
const namedItemSchema = lazySchema(() => z.object({ id: idSchema, name: z.string() }));

/** A client the user belongs to (`user_clients`). */
const userClientSchema = lazySchema(() => z.extend(namedItemSchema, { home_route: z.exactOptional(z.string()) }));

/** A campaign with its period; dates are ISO strings (`YYYY-MM-DD` or full timestamps), or null when open. */
const userCampaignSchema = lazySchema(() =>
  z.extend(namedItemSchema, {
    begin_date: z.nullable(z.string()),
    end_date: z.nullable(z.string()),
  }),
);

/** A module item a client enables for the user. */
const moduleItemSchema = lazySchema(() => z.extend(namedItemSchema, { module: z.exactOptional(z.string()) }));

/**
 * `GET /api/me/` — the signed-in user's session data (SPECIFICATION §3 "User session state": identity,
 * selections, lists, realtime, flags), plus the user's programme and staff roles (§6). Field names as the
 * session store's, so the answer can be handed to `setIdentity` / `setUserLists` / `setFlags` as is.
 */
export const meResponseSchema = lazySchema(() =>
  z.object({
    // Identity
    id: idSchema,
    username: z.string(),
    email: z.nullable(z.string()),
    full_name: z.string(),
    is_superuser: z.boolean(),
    /** `awaiting_approval`, `approved` or `blocked` (§4 Account). */
    status: z.string(),
    user_image: z.nullable(z.string()),
    // Selections
    selected_client_id: z.nullable(idSchema),
    selected_country_id: z.nullable(idSchema),
    selected_language_id: z.nullable(idSchema),
    selected_campaign_id: z.nullable(idSchema),
    // Lists
    user_clients: z.array(userClientSchema),
    user_countries: z.array(namedItemSchema),
    user_branches: z.array(namedItemSchema),
    user_campaigns: z.array(userCampaignSchema),
    user_reward_campaign: z.nullable(userCampaignSchema),
    /** Module items per client id. */
    user_client_module_items: z.record(z.string(), z.array(moduleItemSchema)),
    // Realtime
    /** The user's own realtime area (personal ranking changes). */
    firebase_document: z.nullable(z.string()),
    /** Ranking areas the realtime token may listen to. */
    ranking_areas: z.array(z.string()),
    // Flags
    must_change_password: z.boolean(),
    accept_terms_and_conditions: z.boolean(),
    accept_cookies_policy: z.boolean(),
    has_mandatory_surveys: z.boolean(),
    has_mandatory_drills: z.boolean(),
    has_close_banner_drills: z.boolean(),
    /** Programme and staff roles (§6): `seller`, `store_owner`, `moderator`, `instructor` ... */
    roles: z.array(z.string()),
  }),
);

/** The answer of `GET /api/me/`. */
export type MeResponse = z.infer<typeof meResponseSchema>;

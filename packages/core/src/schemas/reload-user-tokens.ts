import { z } from './zod.js';
import { lazySchema } from './lazy-schema.js';

/**
 * `POST /accounts/reload_user_tokens/` (SPECIFICATION §7; payload not shown, designed here): JSON with bearer.
 * Issues fresh tokens after a change that alters what the access token grants — a new selected client,
 * country or campaign (§3 Selections), or accepted terms. All fields optional: an empty body re-issues the
 * tokens for the current selection. Answers with `tokenResponseSchema`.
 */
export const reloadUserTokensRequestSchema = lazySchema(() =>
  z.object({
    client_id: z.optional(z.int().check(z.positive())),
    country_id: z.optional(z.int().check(z.positive())),
    campaign_id: z.optional(z.int().check(z.positive())),
  }),
);

/** Body of `reload_user_tokens`. */
export type ReloadUserTokensRequest = z.infer<typeof reloadUserTokensRequestSchema>;

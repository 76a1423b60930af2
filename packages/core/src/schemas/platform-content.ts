import { z } from './zod.js';
import { lazySchema } from './lazy-schema.js';
import { wireIdSchema } from './params.js';

/*
 * Platform content around the catalogue (SPECIFICATION §2–§3): the welcome banner, campaigns, the FAQ,
 * institutional pages and the module items per client. Answers that fill an SDK store use that store's
 * field names (`welcome_banner`, `user_client_module_items`).
 */

/** A welcome banner slide (the SDK's `WelcomeBanner`). `link` is absent when the slide links nowhere. */
export const welcomeBannerSchema = lazySchema(() =>
  z.looseObject({
    id: wireIdSchema,
    /** Image URL. */
    image: z.string().check(z.minLength(1)),
    title: z.exactOptional(z.string()),
    description: z.exactOptional(z.string()),
    /** An app route (`/online-courses/12`) or an absolute URL. */
    link: z.exactOptional(z.string()),
  }),
);

/** A welcome banner slide. */
export type WelcomeBannerWire = z.infer<typeof welcomeBannerSchema>;

/** `GET /api/welcome-banner/`: the slides to show now, in order (spec §3 "welcome_banner"). */
export const welcomeBannerResponseSchema = lazySchema(() => z.object({ welcome_banner: z.array(welcomeBannerSchema) }));

/** A welcome banner answer. */
export type WelcomeBannerResponse = z.infer<typeof welcomeBannerResponseSchema>;

/** ISO calendar date, `YYYY-MM-DD`. */
const isoDateSchema = z.iso.date();

/** A campaign (spec §3 "Campaign": begin and end date), with where today falls in it. */
export const campaignSchema = lazySchema(() =>
  z.object({
    id: wireIdSchema,
    name: z.string(),
    description: z.string(),
    image: z.nullable(z.string()),
    begin_date: isoDateSchema,
    end_date: isoDateSchema,
    /** From core's `campaignStatus` on the server's today. */
    status: z.enum(['upcoming', 'active', 'finished']),
  }),
);

/** A campaign. */
export type CampaignWire = z.infer<typeof campaignSchema>;

/**
 * `GET /api/campaigns/` (spec §2 Campaigns: "active and previous campaigns with begin and end dates"):
 * newest first in each group; `selected_campaign_id` is the caller's selection.
 */
export const campaignsResponseSchema = lazySchema(() =>
  z.object({
    active: z.array(campaignSchema),
    previous: z.array(campaignSchema),
    upcoming: z.array(campaignSchema),
    selected_campaign_id: z.nullable(wireIdSchema),
  }),
);

/** A campaigns answer. */
export type CampaignsResponse = z.infer<typeof campaignsResponseSchema>;

/** `POST /api/campaigns/{id}/select/` answer: the new selection. */
export const selectCampaignResponseSchema = lazySchema(() => z.object({ selected_campaign_id: wireIdSchema }));

/** One FAQ question. */
export const faqQuestionSchema = lazySchema(() =>
  z.object({
    id: wireIdSchema,
    question: z.string(),
    /** Plain text; paragraphs are separated by a blank line. */
    answer: z.string(),
  }),
);

/** A FAQ category with its questions. */
export const faqCategorySchema = lazySchema(() =>
  z.object({
    id: wireIdSchema,
    name: z.string(),
    questions: z.array(faqQuestionSchema),
  }),
);

/** `GET /api/faq/` answer: categories in order, each with its questions (empty categories left out). */
export const faqResponseSchema = lazySchema(() => z.object({ categories: z.array(faqCategorySchema) }));

/** A FAQ answer. */
export type FaqResponse = z.infer<typeof faqResponseSchema>;

/** `GET /api/faq/` query: one category and/or a text search in questions and answers. */
export const faqQuerySchema = lazySchema(() =>
  z.object({
    client_id: z.optional(z.string().check(z.regex(/^[\w.-]{1,100}$/))),
    category: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647))),
    search: z.optional(z.string().check(z.maxLength(256), z.regex(/^[^\p{Cc}]*$/u))),
  }),
);

/** A FAQ query. */
export type FaqQuery = z.infer<typeof faqQuerySchema>;

/**
 * The slugs of the institutional pages (spec §2: institutional/about, cookies_policy, support,
 * privacy-policy, terms-and-conditions; and about-the-program) plus a client's wildcard pages.
 */
export const pageSlugSchema = z.string().check(z.regex(/^[a-z0-9][a-z0-9_-]{0,99}$/));

/** `GET /api/institutional/{slug}/` answer. */
export const institutionalPageSchema = lazySchema(() =>
  z.object({
    slug: pageSlugSchema,
    title: z.string(),
    /** Plain text; paragraphs are separated by a blank line. */
    body: z.string(),
    /** ISO date-time of the last change. */
    updated_at: z.iso.datetime({ offset: true }),
  }),
);

/** An institutional page. */
export type InstitutionalPage = z.infer<typeof institutionalPageSchema>;

/** A module item a client enables (the SDK's `ModuleItem`), with the route its menu entry opens. */
export const moduleItemSchema = lazySchema(() =>
  z.object({
    id: wireIdSchema,
    name: z.string(),
    /** Stable module key (`online_courses`, `library`, `ranking` ...). */
    module: z.string(),
    /** App route of the menu entry. */
    route: z.string(),
  }),
);

/** `GET /api/module-items/` answer: module items per client id of the caller (spec §3). */
export const moduleItemsResponseSchema = lazySchema(() =>
  z.object({
    user_client_module_items: z.record(z.string(), z.array(moduleItemSchema)),
  }),
);

/** A module items answer. */
export type ModuleItemsResponse = z.infer<typeof moduleItemsResponseSchema>;

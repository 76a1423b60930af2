import { z } from './zod.js';
import { lazySchema } from './lazy-schema.js';

/*
 * Certificates and badges (spec §2 profile "badges, certificates"; issue 21; docs/server.md "Certificates and
 * badges"): the caller's certificates, the public verification of a certificate's code, and the client's badges
 * with what the caller earned.
 */

const idSchema = z.int().check(z.minimum(1));
const instantSchema = z.iso.datetime({ offset: true });

/** The trainings a certificate is issued for: an online course, or a trail (every item done, none blocked). */
export const CERTIFICATE_TRAINING_TYPES = ['online_course', 'trail'] as const;

/** A kind of training with a certificate. */
export type CertificateTrainingType = (typeof CERTIFICATE_TRAINING_TYPES)[number];

/** One of the caller's certificates. */
export const certificateSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    training_type: z.enum(CERTIFICATE_TRAINING_TYPES),
    /** The training; null once it was deleted (the certificate stays valid). */
    training_id: z.nullable(idSchema),
    /** The training's title when the certificate was issued. */
    training_title: z.string(),
    /** The training's workload in minutes when issued; null when the training has none. */
    workload_minutes: z.nullable(z.int().check(z.minimum(0))),
    issued_at: instantSchema,
    /** The verification code as people read it (`7K2M-9QXD-4B0R`, core's `formatCertificateCode`). */
    code: z.string(),
  }),
);

/** A certificate of the caller. */
export type Certificate = z.infer<typeof certificateSchema>;

/** `GET /api/certificates/`: the caller's certificates in the client, newest first. */
export const certificatesResponseSchema = lazySchema(() => z.object({ results: z.array(certificateSchema) }));

/** The caller's certificates. */
export type CertificatesResponse = z.infer<typeof certificatesResponseSchema>;

/**
 * `GET /api/certificates/verify/{code}/` (public): whether a code is a genuine certificate's, and then only the
 * learner's name, the training and the day of issue (no id, e-mail or anything else about the person).
 */
export const certificateVerificationSchema = lazySchema(() =>
  z.union([
    z.object({
      genuine: z.literal(true),
      learner_name: z.string(),
      training_title: z.string(),
      /** The day it was issued (`YYYY-MM-DD`, product time). */
      issued_on: z.iso.date(),
    }),
    z.object({ genuine: z.literal(false) }),
  ]),
);

/** A verification's answer. */
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;

const countSchema = z.int().check(z.minimum(1), z.maximum(1_000_000));
const pointsSchema = z.int().check(z.minimum(1), z.maximum(1_000_000_000));

/** A badge's rule as stored and sent: core's `BadgeRule` (rules/badges.ts), checked. */
export const badgeRuleSchema = lazySchema(() =>
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('first_course_finished') }),
    z.object({ kind: z.literal('courses_finished'), count: countSchema }),
    z.object({ kind: z.literal('trail_finished'), trail_id: z.optional(idSchema) }),
    z.object({ kind: z.literal('perfect_test_score'), count: z.optional(countSchema) }),
    z.object({ kind: z.literal('points_balance'), points: pointsSchema }),
    z.object({ kind: z.literal('points_earned'), points: pointsSchema }),
  ]),
);

/** One badge of the client, with the caller's state in it. */
export const badgeSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    /** Stable code (`first-course`), for hosts that style or link one badge. */
    code: z.string(),
    /** Name and description in the request language. */
    name: z.string(),
    description: z.string(),
    /** The badge's picture (a URL path on the API), or null. */
    image: z.nullable(z.string()),
    rule: badgeRuleSchema,
    /** When the caller earned it; null when not yet earned. */
    earned_at: z.nullable(instantSchema),
    /** How far the caller is (`current` of `target`; `current === target` once earned). */
    progress: z.object({ current: z.int().check(z.minimum(0)), target: z.int().check(z.minimum(1)) }),
  }),
);

/** A badge with the caller's state. */
export type LearnerBadge = z.infer<typeof badgeSchema>;

/** `GET /api/badges/`: every badge of the client, earned ones first (newest first), then the others in order. */
export const badgesResponseSchema = lazySchema(() => z.object({ results: z.array(badgeSchema) }));

/** The badges answer. */
export type BadgesResponse = z.infer<typeof badgesResponseSchema>;

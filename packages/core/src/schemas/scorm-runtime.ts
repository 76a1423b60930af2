import { z } from './zod.js';
import { lazySchema } from './lazy-schema.js';
import { lateRecordShape } from './late-record.js';
import { ACTIVITY_STATUSES } from '../rules/activities.js';
import { catalogueIdSchema } from './catalogue-id.js';

/*
 * The SCORM run-time data of one learner in one SCO of a SCORM activity (issue 20): the `cmi` data model as the
 * player's SCORM API (scorm-again) exports it, per attempt, with a sequence number so a stale commit is refused.
 * The shapes are checked, the vocabularies are not: a SCO may write any value its specification allows (and
 * authoring tools write some it does not), and refusing a commit would lose the learner's suspend_data.
 */

/** The SCORM run-time versions the player speaks: SCORM 1.2 and SCORM 2004 (3rd and 4th edition). */
export const SCORM_VERSIONS = ['scorm12', 'scorm2004'] as const;

/** A SCORM run-time version. */
export type ScormVersion = (typeof SCORM_VERSIONS)[number];

/**
 * How deep values may nest below `cmi`: the deepest SCORM element, `cmi.interactions.n.correct_responses.n.pattern`,
 * is 4 levels down; the margin covers exports that wrap values.
 */
export const SCORM_CMI_MAX_DEPTH = 8;

/** A value of the data model: text, a number, a flag, null, or nested objects and arrays of them. */
export type ScormValue =
  string | number | boolean | null | readonly ScormValue[] | { readonly [key: string]: ScormValue };

/** A `cmi` data model: elements by name (`core`, `suspend_data`, `interactions` …). */
export type ScormCmi = { readonly [element: string]: ScormValue };

/**
 * Whether text can be stored as it is: no U+0000 (PostgreSQL text cannot hold it) and no lone UTF-16 surrogate
 * (it has no UTF-8 form, so it could not come back byte-exact).
 */
export function isStorableText(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 0) return false;
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(index + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      index += 1;
    } else if (code >= 0xdc00 && code <= 0xdfff) return false;
  }
  return true;
}

const scormTextSchema = lazySchema(() =>
  z.string().check(z.refine(isStorableText, 'Text holds U+0000 or a lone surrogate.')),
);

/**
 * Whether `value` is a {@link ScormValue} with at most `levels` levels of objects and arrays, every key and text
 * storable ({@link isStorableText}). Walked with an explicit stack, not recursion, so a hostile body nested
 * thousands of levels deep is refused at the bound instead of exhausting the call stack.
 */
export function isScormValue(value: unknown, levels: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [item, level] = next;
    if (item === null || typeof item === 'boolean') continue;
    if (typeof item === 'number') {
      if (!Number.isFinite(item)) return false;
      continue;
    }
    if (typeof item === 'string') {
      if (!isStorableText(item)) return false;
      continue;
    }
    if (typeof item !== 'object' || level >= levels) return false;
    if (Array.isArray(item)) {
      for (const child of item as unknown[]) pending.push([child, level + 1]);
      continue;
    }
    for (const [key, child] of Object.entries(item)) {
      if (!isStorableText(key)) return false;
      pending.push([child, level + 1]);
    }
  }
  return true;
}

/**
 * A value with at most `levels` levels of nesting. Checked by {@link isScormValue} rather than by a schema per
 * level: the OpenAPI document then shows one described value instead of every level spelled out.
 */
function scormValueSchema(levels: number): z.ZodMiniType<ScormValue> {
  return z.unknown().check(
    z.refine(
      (value) => isScormValue(value, levels),
      `Not a SCORM value (text, number, flag or null, nested at most ${levels} deep).`,
    ),
    z.describe(
      `A value of the data model: text, a number, a flag, null, or objects and arrays of them (at most ${levels} levels).`,
    ),
  ) as unknown as z.ZodMiniType<ScormValue>;
}

const elementKeySchema = scormTextSchema;
const entrySchema = lazySchema(() => z.record(elementKeySchema, scormValueSchema(SCORM_CMI_MAX_DEPTH - 3)));

/**
 * A collection of the data model (`cmi.interactions`, `cmi.objectives`, `cmi.comments_from_learner` …): an array
 * of entries, or the object keyed by index (`{ "0": {…} }`) some SCORM APIs export instead.
 */
export const scormCollectionSchema = lazySchema(() =>
  z.union([z.array(entrySchema), z.record(z.string().check(z.regex(/^\d{1,9}$/)), entrySchema)]),
);

const optionalText = lazySchema(() => z.optional(z.nullable(z.union([scormTextSchema, z.number()]))));

/**
 * The `cmi` object: the elements the server reads have their shape checked (text, collections, SCORM 1.2's
 * `core` object); every other element may be any {@link ScormValue} within {@link SCORM_CMI_MAX_DEPTH}.
 */
export const scormCmiSchema: z.ZodMiniType<ScormCmi> = lazySchema(
  () =>
    z
      .catchall(
        z.object({
          suspend_data: optionalText,
          location: optionalText,
          completion_status: optionalText,
          success_status: optionalText,
          progress_measure: optionalText,
          core: z.optional(z.record(elementKeySchema, scormValueSchema(SCORM_CMI_MAX_DEPTH - 2))),
          interactions: z.optional(scormCollectionSchema),
          objectives: z.optional(scormCollectionSchema),
          comments_from_learner: z.optional(scormCollectionSchema),
          // SCORM 2004's is a collection, SCORM 1.2's plain text (scorm-again exports `""`).
          comments_from_lms: z.optional(z.union([scormCollectionSchema, scormTextSchema])),
        }),
        scormValueSchema(SCORM_CMI_MAX_DEPTH - 1),
      )
      .check(
        // The catch-all checks values, not names: an element name must be storable text too.
        z.refine((cmi) => Object.keys(cmi).every(isStorableText), 'An element name holds U+0000 or a lone surrogate.'),
      ) as unknown as z.ZodMiniType<ScormCmi>,
);

/** `{ activity_id }` path parameters of the run-time routes. */
export const scormRuntimeParamsSchema = lazySchema(() => z.object({ activity_id: catalogueIdSchema }));

/**
 * Which SCO of the package: the `identifier` of its `<item>` in the manifest's organization (each SCO has a
 * data model of its own; a single-SCO package has one). Up to 255 characters (it is part of the stored rows' primary key).
 */
export const scoIdentifierSchema = lazySchema(() => scormTextSchema.check(z.minLength(1), z.maxLength(255)));

/** `?sco=` of `GET /api/activities/{activity_id}/runtime/`. */
export const scormRuntimeQuerySchema = lazySchema(() => z.object({ sco: scoIdentifierSchema }));

const counterSchema = z.int().check(z.minimum(1), z.maximum(2_147_483_647));

/**
 * `GET /api/activities/{activity_id}/runtime/?sco=`: the caller's data model of the SCO's current attempt. A
 * first launch answers attempt 1, sequence 0, an empty `cmi` and `version` null (nothing stored yet).
 */
export const scormRuntimeSchema = lazySchema(() =>
  z.object({
    sco: scoIdentifierSchema,
    version: z.nullable(z.enum(SCORM_VERSIONS)),
    attempt: counterSchema,
    /** The last commit's sequence; 0 before the first. */
    sequence: z.int().check(z.minimum(0), z.maximum(2_147_483_647)),
    cmi: scormCmiSchema,
  }),
);

/** The stored run-time data of the current attempt. */
export type ScormRuntime = z.infer<typeof scormRuntimeSchema>;

/**
 * `PUT /api/activities/{activity_id}/runtime/`: a commit. `sequence` grows with every commit of an attempt (a
 * commit whose sequence is not above the stored one is stale); `attempt` is the current one, or the next to
 * start a new attempt.
 */
export const scormCommitSchema = lazySchema(() =>
  z.object({
    sco: scoIdentifierSchema,
    version: z.enum(SCORM_VERSIONS),
    attempt: counterSchema,
    sequence: counterSchema,
    cmi: scormCmiSchema,
    ...lateRecordShape,
  }),
);

/** A commit of SCORM run-time data. */
export type ScormCommit = z.infer<typeof scormCommitSchema>;

/** The answer to a commit: what was stored, and the learner's state in the activity (all its SCOs) after it. */
export const scormCommitResultSchema = lazySchema(() =>
  z.object({
    sco: scoIdentifierSchema,
    attempt: counterSchema,
    sequence: counterSchema,
    status: z.enum(ACTIVITY_STATUSES),
    /** Percentage, 0–100. */
    progress: z.int().check(z.minimum(0), z.maximum(100)),
  }),
);

/** The answer to a commit. */
export type ScormCommitResult = z.infer<typeof scormCommitResultSchema>;

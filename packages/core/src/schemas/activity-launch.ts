import { z } from './zod.js';
import { lazySchema } from './lazy-schema.js';

/*
 * The launch of an activity's content on the content origin (issue 20, docs/server.md "Content origin"): the
 * server signs a URL under a token for one activity and learner; the player frames it in a sandboxed iframe (a
 * package) or hands it to its viewer (a file). A SCORM package also answers its table of contents, the default
 * organization of `imsmanifest.xml` flattened in document order, so the player can show and launch every SCO.
 */

/*
 * SCORM 2004 sequencing (IMS Simple Sequencing, SCORM 2004 4th ed. CAM 5 / SN book), read from `imsss:sequencing`
 * on import with any `IDRef` to the manifest's `imsss:sequencingCollection` already merged (local elements win).
 * Names and values are the manifest's own vocabulary (`choiceExit`, `forwardOnly`, `minNormalizedMeasure`,
 * `hiddenFromChoice`…), which is also what the player's sequencing engine (scorm-again) takes. What is absent
 * keeps the specification's default.
 */

/**
 * The words of SCORM 2004 sequencing a manifest may use, per place (IMS SS and ADL CAM 5): the launch schema
 * accepts these and the server's manifest reader keeps only these, from this one table.
 */
export const SCORM_SEQUENCING_VOCABULARY = {
  ruleConditions: [
    'satisfied',
    'objectiveStatusKnown',
    'objectiveMeasureKnown',
    'objectiveMeasureGreaterThan',
    'objectiveMeasureLessThan',
    'completed',
    'activityProgressKnown',
    'attempted',
    'attemptLimitExceeded',
    'timeLimitExceeded',
    'outsideAvailableTimeRange',
    'always',
  ],
  preConditionActions: ['skip', 'disabled', 'hiddenFromChoice', 'stopForwardTraversal'],
  exitConditionActions: ['exit'],
  postConditionActions: ['exitParent', 'exitAll', 'retry', 'retryAll', 'continue', 'previous'],
  rollupConditions: [
    'satisfied',
    'objectiveStatusKnown',
    'objectiveMeasureKnown',
    'completed',
    'activityProgressKnown',
    'attempted',
    'attemptLimitExceeded',
    'timeLimitExceeded',
    'outsideAvailableTimeRange',
  ],
  rollupActions: ['satisfied', 'notSatisfied', 'completed', 'incomplete'],
  childActivitySets: ['all', 'any', 'none', 'atLeastCount', 'atLeastPercent'],
  timings: ['never', 'once', 'onEachNewAttempt'],
  rollupConsiderations: ['always', 'ifAttempted', 'ifNotSkipped', 'ifNotSuspended'],
  hideLmsUi: ['continue', 'previous', 'exit', 'exitAll', 'abandon', 'abandonAll', 'suspendAll'],
} as const;
const WORDS = SCORM_SEQUENCING_VOCABULARY;

/** A condition of a sequencing rule (`imsss:ruleCondition`). */
const ruleConditionSchema = lazySchema(() =>
  z.object({
    condition: z.enum(WORDS.ruleConditions),
    operator: z.optional(z.enum(['not', 'noOp'])),
    /** The objective the condition reads (`referencedObjective`); the primary objective when absent. */
    referencedObjective: z.optional(z.string()),
    /** `measureThreshold`, for the measure comparisons. */
    measureThreshold: z.optional(z.number()),
  }),
);

/** A pre-condition, exit or post-condition rule (`imsss:preConditionRule`…). */
const sequencingRuleSchema = lazySchema(() =>
  z.object({
    action: z.enum([...WORDS.preConditionActions, ...WORDS.exitConditionActions, ...WORDS.postConditionActions]),
    conditionCombination: z.enum(['all', 'any']),
    conditions: z.array(ruleConditionSchema),
  }),
);

/** A rollup rule (`imsss:rollupRule`). */
const rollupRuleSchema = lazySchema(() =>
  z.object({
    action: z.enum(WORDS.rollupActions),
    childActivitySet: z.enum(WORDS.childActivitySets),
    minimumCount: z.optional(z.int()),
    minimumPercent: z.optional(z.number()),
    conditionCombination: z.enum(['all', 'any']),
    conditions: z.array(
      z.object({
        condition: z.enum(WORDS.rollupConditions),
        operator: z.optional(z.enum(['not', 'noOp'])),
      }),
    ),
  }),
);

/** A `imsss:mapInfo`: how a local objective reads and writes a global (shared) one. */
const objectiveMapSchema = lazySchema(() =>
  z.object({
    targetObjectiveID: z.string(),
    readSatisfiedStatus: z.boolean(),
    readNormalizedMeasure: z.boolean(),
    writeSatisfiedStatus: z.boolean(),
    writeNormalizedMeasure: z.boolean(),
  }),
);

/** A primary or other objective (`imsss:primaryObjective`, `imsss:objective`). */
const objectiveSchema = lazySchema(() =>
  z.object({
    /** `objectiveID`; a primary objective may have none (then it has no maps either). */
    objectiveID: z.string(),
    satisfiedByMeasure: z.boolean(),
    minNormalizedMeasure: z.number(),
    mapInfo: z.array(objectiveMapSchema),
  }),
);

/** Which roll-ups an activity takes part in (`imsss:rollupRules` attributes, `adlseq:rollupConsiderations`). */
const rollupConsiderationValue = z.enum(WORDS.rollupConsiderations);

/** The sequencing of one activity (an item, or the organization: the root). */
export const scormSequencingSchema = lazySchema(() =>
  z.object({
    /** `imsss:controlMode`: only the attributes the manifest wrote. */
    controlMode: z.optional(
      z.object({
        choice: z.optional(z.boolean()),
        choiceExit: z.optional(z.boolean()),
        flow: z.optional(z.boolean()),
        forwardOnly: z.optional(z.boolean()),
        useCurrentAttemptObjectiveInfo: z.optional(z.boolean()),
        useCurrentAttemptProgressInfo: z.optional(z.boolean()),
      }),
    ),
    preConditionRules: z.optional(z.array(sequencingRuleSchema)),
    exitConditionRules: z.optional(z.array(sequencingRuleSchema)),
    postConditionRules: z.optional(z.array(sequencingRuleSchema)),
    /** `imsss:limitConditions@attemptLimit` (0 or absent: no limit). */
    attemptLimit: z.optional(z.int()),
    /** `imsss:limitConditions@attemptAbsoluteDurationLimit` (ISO 8601 duration). */
    attemptAbsoluteDurationLimit: z.optional(z.string()),
    rollupRules: z.optional(z.array(rollupRuleSchema)),
    rollup: z.optional(
      z.object({
        rollupObjectiveSatisfied: z.optional(z.boolean()),
        rollupProgressCompletion: z.optional(z.boolean()),
        objectiveMeasureWeight: z.optional(z.number()),
        requiredForSatisfied: z.optional(rollupConsiderationValue),
        requiredForNotSatisfied: z.optional(rollupConsiderationValue),
        requiredForCompleted: z.optional(rollupConsiderationValue),
        requiredForIncomplete: z.optional(rollupConsiderationValue),
        measureSatisfactionIfActive: z.optional(z.boolean()),
      }),
    ),
    primaryObjective: z.optional(objectiveSchema),
    objectives: z.optional(z.array(objectiveSchema)),
    /** `imsss:randomizationControls`. */
    randomization: z.optional(
      z.object({
        randomizationTiming: z.optional(z.enum(WORDS.timings)),
        selectCount: z.optional(z.int()),
        reorderChildren: z.optional(z.boolean()),
        selectionTiming: z.optional(z.enum(WORDS.timings)),
      }),
    ),
    /** `imsss:deliveryControls`. */
    deliveryControls: z.optional(
      z.object({
        tracked: z.optional(z.boolean()),
        completionSetByContent: z.optional(z.boolean()),
        objectiveSetByContent: z.optional(z.boolean()),
      }),
    ),
    /** `adlseq:constrainedChoiceConsiderations`. */
    constrainChoice: z.optional(z.boolean()),
    preventActivation: z.optional(z.boolean()),
    /** `adlnav:presentation/navigationInterface/hideLMSUI`: the LMS controls the SCO asks the player to hide. */
    hideLmsUi: z.optional(z.array(z.enum(WORDS.hideLmsUi))),
  }),
);

/** The sequencing of one SCORM 2004 activity. */
export type ScormSequencing = z.infer<typeof scormSequencingSchema>;

/**
 * One item of a SCORM package's default organization, in document order: `level` 0 is a top item; a grouping
 * item has no `launch_url`. `launch_url` is relative to the launch's `base_url` (the manifest's `xml:base`, the
 * resource's `href` and the item's `parameters` already joined).
 */
export const scormTocItemSchema = lazySchema(() =>
  z.object({
    identifier: z.string(),
    title: z.string(),
    level: z.int().check(z.minimum(0)),
    /** `isvisible="false"` items run but are left out of the table of contents. */
    visible: z.boolean(),
    /** `sco` talks to the run-time API, `asset` is only shown, null for a grouping item. */
    scorm_type: z.nullable(z.enum(['sco', 'asset'])),
    launch_url: z.nullable(z.string()),
    /** `adlcp:datafromlms` / `adlcp:dataFromLMS`: the SCO's `cmi.launch_data`. */
    data_from_lms: z.nullable(z.string()),
    /** `adlcp:masteryscore` (SCORM 1.2): the score from which the LMS sets `passed`. */
    mastery_score: z.nullable(z.number()),
    /**
     * `adlcp:completionThreshold` (SCORM 2004, 0–1): the SCO's `cmi.completion_threshold`, against which the API
     * judges `cmi.progress_measure`. Absent from servers that predate it.
     */
    completion_threshold: z.optional(z.nullable(z.number())),
    /** The item's SCORM 2004 sequencing; absent when the manifest gives it none (or from older servers). */
    sequencing: z.optional(scormSequencingSchema),
  }),
);

/** An item of a SCORM package's table of contents. */
export type ScormTocItem = z.infer<typeof scormTocItemSchema>;

/** What the player needs of a SCORM package to run it. */
export const scormLaunchSchema = lazySchema(() =>
  z.object({
    version: z.enum(['1.2', '2004']),
    /** The SCORM 2004 edition (`3rd`, `4th`…), null for 1.2. */
    edition: z.nullable(z.string()),
    /** The default organization's title. */
    title: z.string(),
    items: z.array(scormTocItemSchema),
    /**
     * Whether the package has SCORM 2004 sequencing anywhere (items, organization, collection): the player then
     * follows its rules (IMS Simple Sequencing) instead of the organization's plain order.
     */
    sequenced: z.optional(z.boolean()),
    /** The organization's own sequencing (the activity tree's root). */
    sequencing: z.optional(scormSequencingSchema),
  }),
);

/** A SCORM package's launch facts. */
export type ScormLaunch = z.infer<typeof scormLaunchSchema>;

/** A captions or subtitles track of a video or audio activity (WebVTT), on the content origin. */
export const captionTrackSchema = lazySchema(() =>
  z.object({
    /** BCP 47 language of the track (`pt-BR`). */
    language: z.string(),
    url: z.url(),
  }),
);

/** A captions track. */
export type CaptionTrack = z.infer<typeof captionTrackSchema>;

/** `POST /api/activities/{activity_id}/launch/`: where the activity's content opens. */
export const activityLaunchSchema = lazySchema(() =>
  z.object({
    /** The launch page or file, on the content origin, carrying the launch token. */
    url: z.url(),
    /** The content root under the token (ends with `/`): a SCORM player joins other SCOs' `launch_url` to it. */
    base_url: z.url(),
    /** When the token stops opening the content. */
    expires_at: z.iso.datetime(),
    /** WebVTT captions of a video or audio file, when the import stored some. */
    captions: z.optional(z.array(captionTrackSchema)),
    /** The table of contents of a SCORM package; absent for other content. */
    scorm: z.optional(scormLaunchSchema),
    /**
     * What "Baixar para usar offline" downloads (issue 23): the stored file itself (`url`), or for an HTML or SCORM
     * package the package as one zip, with its size in bytes, under the same token. Absent for URL activities.
     */
    download: z.optional(z.object({ url: z.url(), size: z.nullable(z.int().check(z.nonnegative())) })),
    /**
     * When the content was last stored (ISO 8601): the `updated_date` of an offline download (§3), which is
     * downloaded again when it changes. Absent for URL activities.
     */
    updated_date: z.optional(z.iso.datetime()),
  }),
);

/** The launch of an activity's content. */
export type ActivityLaunch = z.infer<typeof activityLaunchSchema>;

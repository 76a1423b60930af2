import { z } from './zod.js';

/*
 * The launch of an activity's content on the content origin (issue 20, docs/server.md "Content origin"): the
 * server signs a URL under a token for one activity and learner; the player frames it in a sandboxed iframe (a
 * package) or hands it to its viewer (a file). A SCORM package also answers its table of contents, the default
 * organization of `imsmanifest.xml` flattened in document order, so the player can show and launch every SCO.
 */

/**
 * One item of a SCORM package's default organization, in document order: `level` 0 is a top item; a grouping
 * item has no `launch_url`. `launch_url` is relative to the launch's `base_url` (the manifest's `xml:base`, the
 * resource's `href` and the item's `parameters` already joined).
 */
export const scormTocItemSchema = z.object({
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
});

/** An item of a SCORM package's table of contents. */
export type ScormTocItem = z.infer<typeof scormTocItemSchema>;

/** What the player needs of a SCORM package to run it. */
export const scormLaunchSchema = z.object({
  version: z.enum(['1.2', '2004']),
  /** The SCORM 2004 edition (`3rd`, `4th`…), null for 1.2. */
  edition: z.nullable(z.string()),
  /** The default organization's title. */
  title: z.string(),
  items: z.array(scormTocItemSchema),
});

/** A SCORM package's launch facts. */
export type ScormLaunch = z.infer<typeof scormLaunchSchema>;

/** A captions or subtitles track of a video or audio activity (WebVTT), on the content origin. */
export const captionTrackSchema = z.object({
  /** BCP 47 language of the track (`pt-BR`). */
  language: z.string(),
  url: z.url(),
});

/** A captions track. */
export type CaptionTrack = z.infer<typeof captionTrackSchema>;

/** `POST /api/activities/{activity_id}/launch/`: where the activity's content opens. */
export const activityLaunchSchema = z.object({
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
});

/** The launch of an activity's content. */
export type ActivityLaunch = z.infer<typeof activityLaunchSchema>;

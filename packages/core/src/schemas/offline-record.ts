import { activityLaunchSchema } from './activity-launch.js';
import { scormRuntimeSchema } from './scorm-runtime.js';
import { z } from './zod.js';
import { lazySchema } from './lazy-schema.js';

/** An activity item id as the API sends it. */
export const itemIdSchema = lazySchema(() =>
  z.union([z.int().check(z.nonnegative()), z.string().check(z.regex(/^[\w-]+$/))]),
);

/**
 * A download request for an activity file (SPECIFICATION §3 "Download request": item_id, resource,
 * updated_date). `resource` is the file URL fetched with a plain GET (§7).
 */
export const downloadRequestSchema = lazySchema(() =>
  z.object({
    item_id: itemIdSchema,
    resource: z.string().check(z.minLength(1)),
    /** The item's last change, as the API sends it; compared as text to decide a re-download. */
    updated_date: z.string(),
    /** The activity's title, kept in the record for the storage manager's list. */
    title: z.optional(z.string()),
    /** The activity's type (`pdf`, `video` …), kept in the record for the storage manager's list. */
    type: z.optional(z.string()),
  }),
);

/** A download request. */
export type DownloadRequest = z.infer<typeof downloadRequestSchema>;

/**
 * The offline activity record (SPECIFICATION §3: item_id, updated_date, src, downloading flag), persisted
 * under `offline_course` (§7 Client-side persistence).
 */
export const offlineRecordSchema = lazySchema(() =>
  z.object({
    item_id: itemIdSchema,
    updated_date: z.string(),
    /**
     * Where the stored file is, as the file store names it (a Cache Storage URL, a file path …); empty when the file was
     * released and the content lives elsewhere (a downloaded package's files on the content origin).
     */
    src: z.string(),
    /** `true` while the file is being downloaded. */
    downloading: z.boolean(),
    /** The activity's title when downloaded (not in §3's record: the storage manager lists it by name). */
    title: z.optional(z.string()),
    /** The activity's type when downloaded (`pdf`, `video`, `scorm` …). */
    type: z.optional(z.string()),
    /** Bytes stored for the item (the file; for a package, its unzipped files on the content origin). */
    size: z.optional(z.number().check(z.nonnegative())),
    /**
     * An HTML or SCORM package's launch offline: `url` and `base_url` under the content origin's
     * `/.campus/offline/{item_id}/`, where its offline service worker answers the files (docs/player.md "Offline
     * downloads"); the SCORM table of contents as launched when downloaded. Absent for files.
     */
    launch: z.optional(activityLaunchSchema),
    /**
     * A SCORM package's SCOs' data models by SCO identifier, as the server stored them at download (`GET …/runtime/`)
     * and kept current by the player's online reads and commits since, so a SCO opened offline — also for the first
     * time — resumes from the learner's state (docs/player.md "Offline downloads"). Absent for other downloads.
     */
    scorm_runtimes: z.optional(z.record(z.string(), scormRuntimeSchema)),
  }),
);

/** An offline activity record. */
export type OfflineRecord = z.infer<typeof offlineRecordSchema>;

import { z } from './zod.js';
import { lazySchema } from './lazy-schema.js';
import { activityProgressResultSchema } from './activity-progress.js';

/**
 * `POST /api/files/complete/` (SPECIFICATION §7: multipart, and the one call besides direct storage uploads sent
 * *without* bearer; payload and answer not shown, designed here, docs/server.md "Activity progress"): the player
 * tells the API a learner downloaded an activity's file, which completes an activity completed that way (`flash`,
 * never played: core's `file_complete` rule). `url` is the file's resource URL the learner downloaded — the launch
 * URL `POST /api/activities/{activity_id}/launch/` issued, on the content origin — whose launch token names the
 * activity and the learner, so it authorizes the call by itself.
 */
export const filesCompleteRequestSchema = lazySchema(() =>
  z.object({
    url: z.url().check(z.maxLength(2048)),
  }),
);

/** Fields of the file-complete call. */
export type FilesCompleteRequest = z.infer<typeof filesCompleteRequestSchema>;

/** Answer of the file-complete call: the learner's state in the activity and its course, as a progress report's. */
export const filesCompleteResponseSchema = activityProgressResultSchema;

/** Answer of the file-complete call. */
export type FilesCompleteResponse = z.infer<typeof filesCompleteResponseSchema>;

import { z } from './zod.js';
import { lazyShape } from './lazy-schema.js';

/**
 * `recorded_at`: when the learner made a write that the progress journal kept on the device and sent late (ISO
 * with offset). The API orders and judges the write by it (docs/server.md "Late records"); a write sent at once
 * leaves it out.
 */
export const recordedAtSchema = z.iso.datetime({ offset: true });

/** The optional `recorded_at` field of a late-record body, to spread into a request schema's shape. */
export const lateRecordShape = lazyShape(() => ({ recorded_at: z.optional(recordedAtSchema) }));

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { CampusTransaction } from '../../db/database';
import type { ApiError } from '../../http/api-error';
import { idempotencyScope, sendIdempotent } from '../../http/idempotency';
import { multipartHash } from '../../uploads/multipart-body';
import { withUploadCleanup } from '../../uploads/pending-uploads';
import type { PendingUploads } from '../../uploads/pending-uploads';
import { publishRankingChange } from '../ranking';
import type { LoyaltyContext } from '../request-context';
import { violatedUniqueConstraint } from './unique-violation';

/** What a points-earning write answers, and the campaign its points count in (for the ranking announcement). */
export interface PointsEarned<T> {
  readonly answer: T;
  readonly campaignId: number;
}

/** A multipart write that earns points at once (a sale with its invoice, a store photo). */
export interface PointsUpload<T> {
  /** The route's path in core's table: the `POST` idempotency scope. */
  readonly path: string;
  /** The 201 answer's schema. */
  readonly schema: z.core.$ZodType<T>;
  /** Why the ranking moved (`sale`, `store_photo`), for realtime listeners. */
  readonly reason: string;
  /** Writes the rows and the uploaded objects; throws an ApiError to refuse. */
  readonly record: (tx: CampusTransaction, uploads: PendingUploads) => Promise<PointsEarned<T>>;
  /** The unique constraint a concurrent twin request can win on, and the refusal that loss means. */
  readonly duplicate: { readonly constraint: string; readonly refusal: () => ApiError };
}

/**
 * Sends a points-earning upload: idempotent on its multipart hash, objects cleaned up when the write does not
 * commit, the ranking announced after commit in the campaign the points count in. A request that passed the
 * rule check together with its twin loses on the unique constraint and gets the same refusal the check gives.
 */
export async function sendPointsUpload<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  context: LoyaltyContext,
  upload: PointsUpload<T>,
): Promise<FastifyReply> {
  let campaignId: number | null = null;
  try {
    // The photo's object is written before its row: one whose transaction rolled back is deleted after it.
    return await withUploadCleanup(request, (uploads) =>
      sendIdempotent(request, reply, {
        scope: idempotencyScope('POST', upload.path),
        requestHash: multipartHash(request),
        status: 201,
        schema: upload.schema,
        work: async (tx) => {
          const earned = await upload.record(tx, uploads);
          campaignId = earned.campaignId;
          return earned.answer;
        },
        afterCommit: () =>
          void publishRankingChange(
            request.server.realtime,
            { clientId: context.clientId, campaignId, userIds: [context.userId], reason: upload.reason },
            request.log,
          ),
      }),
    );
  } catch (error) {
    if (violatedUniqueConstraint(error) === upload.duplicate.constraint) throw upload.duplicate.refusal();
    throw error;
  }
}

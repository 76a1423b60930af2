import { LOYALTY_PATHS } from '@campus/core/api';
import { pointsTransferRequestSchema, pointsTransferResponseSchema } from '@campus/core/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthUser } from '../../shared/fastify-user';
import { errorResponses } from '../../http/error-body';
import { hashJson, idempotencyHeadersSchema, idempotencyScope, sendIdempotent } from '../../http/idempotency';
import { loyaltyContext } from '../request-context';
import { partnerProgrammeOf } from './transfer-partner';
import { assertMaySendPoints, checkTransferTarget, transferPoints } from './transfer-service';

/** Points transfer to the partner construction programme (spec §1, §5, §6, §8, §9). */
export const transferRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    LOYALTY_PATHS.transfer,
    {
      schema: {
        tags: ['loyalty'],
        summary: 'Sends points to the partner construction programme',
        description:
          '`document` is the partner registration’s CPF. 403 `no_access_to_send_points` (only sellers, cashiers ' +
          'and store owners send points); 422 `invalid_document`, `inactive_registration`, `invalid_role` (the ' +
          'registration’s role must be seller, cashier or store owner), `no_points`, `insufficient_points`, ' +
          '`points_already_sent_with_document` (another account sent to this document first); 503 ' +
          '`partner_unavailable` (nothing is debited). The points must be redeemed there by `redeem_by` (12 months). ' +
          'Send an `Idempotency-Key` to retry safely.',
        headers: idempotencyHeadersSchema,
        body: pointsTransferRequestSchema,
        response: { 201: pointsTransferResponseSchema, ...errorResponses(400, 401, 403, 409, 422, 503) },
      },
    },
    async (request, reply) => {
      const context = await loyaltyContext(request, ['points_transfer']);
      const user = request.user as AuthUser;
      assertMaySendPoints({ userId: context.userId, roles: user.roles, isSuperuser: user.isSuperuser });
      const partner = partnerProgrammeOf(app);
      const registration = await checkTransferTarget(partner, request.body);
      return sendIdempotent(request, reply, {
        scope: idempotencyScope('POST', LOYALTY_PATHS.transfer),
        requestHash: hashJson(request.body),
        status: 201,
        schema: pointsTransferResponseSchema,
        work: (tx) =>
          transferPoints(tx, {
            userId: context.userId,
            registration,
            points: request.body.points,
            today: context.today,
            partner,
          }),
      });
    },
  );
};

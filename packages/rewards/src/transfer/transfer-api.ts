import { fetchMe, IDEMPOTENCY_KEY_HEADER, pointsTransferResponseSchema } from '@campus/core';
import type { Campus, MeResponse, PointsTransferRequest, PointsTransferResponse } from '@campus/core';
import { useResource } from '@campus/ui';
import type { ResourceState } from '@campus/ui';

/**
 * `POST /api/points/transfer/` with an `Idempotency-Key`: a retry of the same body (lost answer, double click)
 * replays the first answer instead of sending the points twice (docs/loyalty.md "Transfers").
 */
export function transferPoints(
  campus: Campus,
  body: PointsTransferRequest,
  idempotencyKey: string,
): Promise<PointsTransferResponse> {
  return campus.api.requestJson('/api/points/transfer/', pointsTransferResponseSchema, {
    method: 'POST',
    json: body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}

/**
 * The signed-in user's roles (`GET /api/me/`), which decide who may send points. Kept apart from the reward
 * store's keys so a redemption or transfer does not ask for them again.
 */
export function useTransferUser(): ResourceState<MeResponse> {
  return useResource(['rewards-transfer', 'me'], ({ campus, signal }) => fetchMe(campus.api, { signal }), {
    staleTime: 5 * 60_000,
  });
}

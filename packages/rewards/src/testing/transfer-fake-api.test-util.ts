// The points transfer's fake API for tests and stories: the reward store's routes (./fake-api.test-util.ts) plus
// `GET /api/me/` with the roles given and `POST /api/points/transfer/` with the server's rules
// (src/loyalty/transfer-service.ts): the caller's role, the document, the partner's development registrations
// (docs/loyalty.md "Transfers"), the balance, one account per document. Requests, failures and Idempotency-Key
// replays are the test kit's (`@campus/core/testing`). Test-only.
import { ACCOUNT_PATHS, LOYALTY_PATHS } from '@campus/core/api';
import { meResponseSchema, pointsTransferResponseSchema } from '@campus/core/schemas';
import { checkPointsTransfer, maySendPoints, transferredPointsExpiryDate, validateDocument } from '@campus/core/rules';
import type { MeResponse, PointsTransferRequest, PointsTransferResponse } from '@campus/core/schemas';
import { answer, apiError, createFakeApi, meAnswer } from '@campus/core/testing';
import { rewardsRoutes, rewardsState } from './fake-api.test-util.js';
import type { RewardsApi, RewardsApiOptions } from './fake-api.test-util.js';
import { pointsSummary } from './rewards-fixtures.test-util.js';

/** The partner's registrations by CPF digits, as the server's development partner holds them. */
export const PARTNER_REGISTRATIONS: Readonly<Record<string, { active: boolean; role: string }>> = {
  '12345678909': { active: true, role: 'seller' },
  '98765432100': { active: true, role: 'cashier' },
  '11122233396': { active: true, role: 'store_owner' },
  '44455566619': { active: false, role: 'seller' },
  '77788899941': { active: true, role: 'painter' },
};

/** What the transfer fake serves besides the reward store's options. */
export interface TransferApiOptions extends RewardsApiOptions {
  /** The signed-in user's roles. @default ['seller'] */
  roles?: string[];
  /** Documents another account already sent points to. */
  takenDocuments?: string[];
}

/** The fake with the transfers it made. */
export type TransferApi = RewardsApi & { transfers: PointsTransferResponse[] };

/** The signed-in agent of `GET /api/me/`. */
const me = (roles: string[]): MeResponse =>
  meAnswer({
    id: 2,
    username: 'agent',
    email: 'agent@campus.example',
    full_name: 'Bruno Lima',
    firebase_document: 'user:2',
    ranking_areas: ['client:1', 'user:2'],
    roles,
  });

/** Creates the fake (a balance of 1,200 points unless `options.points` says otherwise). */
export function createTransferApi(options: TransferApiOptions = {}): TransferApi {
  const withBalance = { points: pointsSummary({ balance: 1200 }), ...options };
  const state = rewardsState(withBalance);
  const roles = options.roles ?? ['seller'];
  const owners = new Map<string, string>((options.takenDocuments ?? []).map((document) => [document, 'other']));
  const transfers: PointsTransferResponse[] = [];

  const transfer = (body: PointsTransferRequest) => {
    if (!maySendPoints({ roles, is_superuser: false })) return apiError(403, 'no_access_to_send_points');
    const document = validateDocument(body.document, 'BRA');
    if (!document.valid) return apiError(422, document.error);
    const registration = PARTNER_REGISTRATIONS[document.digits];
    const [first] = checkPointsTransfer({
      registrationActive: registration?.active ?? false,
      role: registration?.role,
      points: body.points,
    });
    if (first !== undefined) return apiError(422, first);
    const balance = state.points.balance;
    if (balance === 0) return apiError(422, 'no_points');
    if (balance < body.points) return apiError(422, 'insufficient_points');
    const owner = owners.get(document.digits);
    if (owner !== undefined && owner !== 'me') return apiError(422, 'points_already_sent_with_document');
    owners.set(document.digits, 'me');
    state.points = { ...state.points, balance: balance - body.points };
    const id = 500 + transfers.length + 1;
    const sent: PointsTransferResponse = {
      id,
      points: body.points,
      document: document.digits,
      partner_reference: `JSM-${String(id)}`,
      partner_role: registration?.role ?? 'seller',
      redeem_by: transferredPointsExpiryDate('2026-11-25'),
      balance: state.points.balance,
      created_at: '2026-11-25T15:00:00.000Z',
    };
    transfers.push(sent);
    return answer(pointsTransferResponseSchema, sent, 201);
  };

  const api = createFakeApi(
    {
      ...rewardsRoutes(state, withBalance),
      [`GET ${ACCOUNT_PATHS.me}`]: () => answer(meResponseSchema, me(roles)),
      [`POST ${LOYALTY_PATHS.transfer}`]: (request) => transfer(request.body as PointsTransferRequest),
    },
    {
      // `GET /api/me/` always answers: the failures of a story or test are the store's and the transfer's.
      fail: (method, path, request) => (path === ACCOUNT_PATHS.me ? undefined : options.fail?.(method, path, request)),
    },
  );
  return Object.assign(api, { state, transfers });
}

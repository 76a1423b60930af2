// The transfer calls of the reference server for tests and stories, on top of the reward store's fake
// (testing/fake-api.test-util.ts): `GET /api/me/` with the roles given and `POST /api/points/transfer/` with the
// server's rules (src/loyalty/transfer-service.ts) — the caller's role, the document, the partner's development
// registrations (docs/loyalty.md "Transfers"), the balance, one account per document — its error bodies and its
// Idempotency-Key replay. Test-only: kept out of the package build.
import { checkPointsTransfer, maySendPoints, transferredPointsExpiryDate, validateDocument } from '@campus/core';
import type { MeResponse, PointsTransferRequest, PointsTransferResponse } from '@campus/core';
import { createFakeApi } from '../testing/fake-api.test-util';
import type { FakeApi, FakeApiOptions } from '../testing/fake-api.test-util';
import { pointsSummary } from '../testing/rewards-fixtures.test-util';

/** The partner's registrations by CPF digits, as the server's development partner holds them. */
export const PARTNER_REGISTRATIONS: Readonly<Record<string, { active: boolean; role: string }>> = {
  '12345678909': { active: true, role: 'seller' },
  '98765432100': { active: true, role: 'cashier' },
  '11122233396': { active: true, role: 'store_owner' },
  '44455566619': { active: false, role: 'seller' },
  '77788899941': { active: true, role: 'painter' },
};

/** What the transfer fake serves besides the reward store's options. */
export interface TransferFakeOptions extends FakeApiOptions {
  /** The signed-in user's roles. @default ['seller'] */
  roles?: string[];
  /** Documents another account already sent points to. */
  takenDocuments?: string[];
}

/** The fake with the transfers it made. */
export interface TransferFakeApi extends FakeApi {
  transfers: PointsTransferResponse[];
}

const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const refusal = (status: number, code: string) => json(status, { code, message: code });

/** The signed-in user of `GET /api/me/`. */
function me(roles: string[]): MeResponse {
  return {
    id: 2,
    username: 'agent',
    email: 'agent@campus.example',
    full_name: 'Bruno Lima',
    is_superuser: false,
    status: 'approved',
    user_image: null,
    selected_client_id: 1,
    selected_country_id: null,
    selected_language_id: 1,
    selected_campaign_id: null,
    user_clients: [{ id: 1, name: 'Campus', home_route: '/home' }],
    user_countries: [],
    user_branches: [],
    user_campaigns: [],
    user_reward_campaign: null,
    user_client_module_items: {},
    firebase_document: 'user:2',
    ranking_areas: ['client:1', 'user:2'],
    must_change_password: false,
    accept_terms_and_conditions: true,
    accept_cookies_policy: true,
    has_mandatory_surveys: false,
    has_mandatory_drills: false,
    has_close_banner_drills: false,
    roles,
  };
}

/** Creates the fake. */
export function createTransferFakeApi(options: TransferFakeOptions = {}): TransferFakeApi {
  const base = createFakeApi({ points: pointsSummary({ balance: 1200 }), ...options });
  const roles = options.roles ?? ['seller'];
  const owners = new Map<string, string>((options.takenDocuments ?? []).map((document) => [document, 'other']));
  const replays = new Map<string, { body: string; answer: PointsTransferResponse }>();
  const transfers: PointsTransferResponse[] = [];

  const transfer = (body: PointsTransferRequest): Response | PointsTransferResponse => {
    if (!maySendPoints({ roles, is_superuser: false })) return refusal(403, 'no_access_to_send_points');
    const document = validateDocument(body.document, 'BRA');
    if (!document.valid) return refusal(422, document.error);
    const registration = PARTNER_REGISTRATIONS[document.digits];
    const [first] = checkPointsTransfer({
      registrationActive: registration?.active ?? false,
      role: registration?.role,
      points: body.points,
    });
    if (first !== undefined) return refusal(422, first);
    const balance = base.state.points.balance;
    if (balance === 0) return refusal(422, 'no_points');
    if (balance < body.points) return refusal(422, 'insufficient_points');
    const owner = owners.get(document.digits);
    if (owner !== undefined && owner !== 'me') return refusal(422, 'points_already_sent_with_document');
    owners.set(document.digits, 'me');
    base.state.points = { ...base.state.points, balance: balance - body.points };
    const id = 500 + transfers.length + 1;
    const answer: PointsTransferResponse = {
      id,
      points: body.points,
      document: document.digits,
      partner_reference: `JSM-${String(id)}`,
      partner_role: registration?.role ?? 'seller',
      redeem_by: transferredPointsExpiryDate('2026-11-25'),
      balance: base.state.points.balance,
      created_at: '2026-11-25T15:00:00.000Z',
    };
    transfers.push(answer);
    return answer;
  };

  const fetchImpl: typeof fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname;
    if (path === '/api/me/') {
      await base.fetch(request.clone());
      return json(200, me(roles));
    }
    if (path === '/api/points/transfer/' && request.method === 'POST') {
      // Recorded (and failed on demand) by the reward store's fake; answered here.
      const recorded = await base.fetch(request.clone());
      if (recorded.status !== 404) return recorded;
      const text = await request.text();
      const key = request.headers.get('Idempotency-Key') ?? '';
      const replay = replays.get(key);
      if (replay) return replay.body === text ? json(201, replay.answer) : refusal(409, 'idempotency_key_reused');
      const outcome = transfer(JSON.parse(text) as PointsTransferRequest);
      if (outcome instanceof Response) return outcome;
      if (key !== '') replays.set(key, { body: text, answer: outcome });
      return json(201, outcome);
    }
    return base.fetch(request);
  };

  return { ...base, fetch: fetchImpl, transfers };
}

// `GET /api/me/` answers for tests and stories. Test kit only (see ./index.ts).
import type { MeResponse } from '../schemas/me.js';

/**
 * The answer of `GET /api/me/` for an approved member of the demo client (Ana Souza, id 7, no roles), with any
 * field overridden: `meAnswer({ roles: ['loyalty'] })`, `meAnswer({ id: 2, full_name: 'Bruno Lima' })`.
 */
export function meAnswer(overrides: Partial<MeResponse> = {}): MeResponse {
  return {
    id: 7,
    username: 'learner',
    email: 'learner@campus.example',
    full_name: 'Ana Souza',
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
    firebase_document: 'user:7',
    ranking_areas: ['client:1', 'user:7'],
    must_change_password: false,
    accept_terms_and_conditions: true,
    accept_cookies_policy: true,
    has_mandatory_surveys: false,
    has_mandatory_drills: false,
    has_close_banner_drills: false,
    roles: [],
    ...overrides,
  };
}

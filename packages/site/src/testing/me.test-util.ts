// `GET /api/me/` answers for the site's tests. Test-only.
import type { MeResponse } from '@campus/core';

/** The answer of `GET /api/me/` for Maria Silva (the test campus's user), with `roles` and any overrides. */
export function meAnswer(roles: readonly string[], overrides: Partial<MeResponse> = {}): MeResponse {
  return {
    id: 7,
    username: 'maria',
    email: 'maria@example.com',
    full_name: 'Maria Silva',
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
    ranking_areas: [],
    must_change_password: false,
    accept_terms_and_conditions: true,
    accept_cookies_policy: true,
    has_mandatory_surveys: false,
    has_mandatory_drills: false,
    has_close_banner_drills: false,
    roles: [...roles],
    ...overrides,
  };
}

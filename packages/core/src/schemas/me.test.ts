import { describe, expect, it } from 'vitest';
import { createSessionStore } from '../stores/session.store.js';
import { meResponseSchema } from './me.js';

const me = {
  id: 7,
  username: 'agent',
  email: 'agent@campus.example',
  full_name: 'Bruno Lima',
  is_superuser: false,
  status: 'approved',
  user_image: null,
  selected_client_id: 1,
  selected_country_id: 3,
  selected_language_id: 1,
  selected_campaign_id: null,
  user_clients: [{ id: 1, name: 'Campus', home_route: '/home' }],
  user_countries: [{ id: 3, name: 'Brazil' }],
  user_branches: [],
  user_campaigns: [{ id: 'q3', name: 'Q3', begin_date: '2026-07-01', end_date: null }],
  user_reward_campaign: null,
  user_client_module_items: { '1': [{ id: 4, name: 'Ranking', module: 'ranking' }] },
  firebase_document: 'user:7',
  ranking_areas: ['client:1', 'user:7'],
  must_change_password: false,
  accept_terms_and_conditions: true,
  accept_cookies_policy: false,
  has_mandatory_surveys: false,
  has_mandatory_drills: false,
  has_close_banner_drills: false,
  roles: ['seller'],
};

describe('meResponseSchema', () => {
  it('parses the session data of GET /api/me/ and refuses answers missing a field', () => {
    expect(meResponseSchema.parse(me)).toEqual(me);
    const { roles: _roles, ...withoutRoles } = me;
    expect(meResponseSchema.safeParse(withoutRoles).success).toBe(false);
    expect(meResponseSchema.safeParse({ ...me, id: '' }).success).toBe(false);
  });

  it('fits the session store’s setters as it is', () => {
    const store = createSessionStore();
    const parsed = meResponseSchema.parse(me);
    store.getState().setIdentity(parsed);
    store.getState().setFlags(parsed);
    store.getState().setUserLists(parsed);
    store.getState().setRealtime(parsed);
    expect(store.getState()).toMatchObject({ id: 7, full_name: 'Bruno Lima', accept_terms_and_conditions: true });
    expect(store.getState().ranking_areas).toEqual(['client:1', 'user:7']);
    expect(store.getState().user_clients).toEqual([{ id: 1, name: 'Campus', home_route: '/home' }]);
  });
});

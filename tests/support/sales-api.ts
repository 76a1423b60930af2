import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { DEMO_CLIENT_BASIC, DEMO_PASSWORD } from '../../packages/server/src/test-support/demo-credentials.test-util';

/*
 * Test fixtures of the sales embedding tests made through the reference API itself, as the programme
 * administrator and the demo agent would: a fresh store no earlier run has sent photos to, linked to the
 * agent, and retired afterwards. The shared demo database is reused between runs, so nothing here assumes
 * what another test or run left behind.
 */

/** A bearer token of a demo user (password grant with the client's basic credentials). */
export async function tokenFor(request: APIRequestContext, api: string, username: string): Promise<string> {
  const answer = await request.post(`${api}/o/token/`, {
    headers: { authorization: DEMO_CLIENT_BASIC },
    form: { grant_type: 'password', username, password: DEMO_PASSWORD },
  });
  expect(answer.status(), `sign-in of ${username}`).toBe(200);
  return ((await answer.json()) as { access_token: string }).access_token;
}

interface StoresAnswer {
  active_campaign_id: number | null;
  retailers: { id: number; name: string; stores: { id: number; name: string }[] }[];
}

/** A store created for one test, linked to the agent. */
export interface FreshStore {
  id: number;
  name: string;
  retailer: string;
  /** Retires the store (stores are never deleted) so the agent's lists stay short. */
  retire(): Promise<void>;
}

/**
 * Creates a store in the agent's first chain taking part in the active campaign, and links the agent to it
 * (keeping the agent's other stores): no photo was ever sent to it, so the first photo of a type is accepted.
 */
export async function freshAgentStore(request: APIRequestContext, api: string): Promise<FreshStore> {
  const [admin, agent] = await Promise.all([tokenFor(request, api, 'admin'), tokenFor(request, api, 'agent')]);
  const mine = (await (
    await request.get(`${api}/api/stores/`, { headers: { authorization: `Bearer ${agent}` } })
  ).json()) as StoresAnswer;
  const chain = mine.retailers[0];
  expect(chain, 'the agent works in a chain').toBeDefined();
  expect(mine.active_campaign_id, 'an active campaign').not.toBeNull();
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const name = `Loja E2E ${stamp}`;
  const created = await request.post(`${api}/api/admin/stores/`, {
    headers: { authorization: `Bearer ${admin}`, 'idempotency-key': `e2e-store-${stamp}` },
    data: {
      retailer_id: chain?.id,
      name,
      city: 'São Paulo',
      state: 'SP',
      cameras_allowed: true,
      campaign_ids: [mine.active_campaign_id],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const store = (await created.json()) as { id: number };
  const chains = mine.retailers.map((retailer) => ({
    id: retailer.id,
    store_ids: [...retailer.stores.map((entry) => entry.id), ...(retailer.id === chain?.id ? [store.id] : [])],
  }));
  const linked = await request.patch(`${api}/accounts/profile/`, {
    headers: { authorization: `Bearer ${agent}` },
    data: { chains },
  });
  expect(linked.status(), await linked.text()).toBe(200);
  return {
    id: store.id,
    name,
    retailer: chain?.name ?? '',
    async retire() {
      await request.patch(`${api}/api/admin/stores/${store.id}/`, {
        headers: { authorization: `Bearer ${admin}`, 'idempotency-key': `e2e-retire-${stamp}` },
        data: { is_active: false },
      });
    },
  };
}

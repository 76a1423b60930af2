import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { DEMO_CLIENT_BASIC, DEMO_PASSWORD } from '../../packages/server/src/test-support/demo-credentials.test-util';

/** A reward as the administrator's API answers it (only what the tests read). */
export interface CreatedReward {
  id: number;
  name: string;
  cost: number;
}

/**
 * Reward fixtures for the browser tests, made through the reference API's administrator routes (signed in as the
 * demo `admin`): each test creates rewards with its own names and exact costs, so tests running in parallel, or
 * again on a reused database, never depend on each other's redemptions.
 */
export class RewardFixtures {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly api: string,
    private readonly adminToken: string,
    private readonly taxonomy: { department_id: number; category_id: number },
  ) {}

  /** Signs in `admin` (to write) and `agent` (to read the store's departments and categories). */
  static async create(request: APIRequestContext, api: string): Promise<RewardFixtures> {
    const adminToken = await passwordToken(request, api, 'admin');
    const agentToken = await passwordToken(request, api, 'agent');
    const store = await request.get(`${api}/api/rewards/?page_size=1`, {
      headers: { Authorization: `Bearer ${agentToken}` },
    });
    expect(store.status()).toBe(200);
    const body = (await store.json()) as { departments: { id: number }[]; categories: { id: number }[] };
    const [department] = body.departments;
    const [category] = body.categories;
    if (!department || !category) throw new Error('the demo store has no department or category');
    return new RewardFixtures(request, api, adminToken, { department_id: department.id, category_id: category.id });
  }

  /** A new active reward with a unique name (`label` plus a random suffix) and exactly `cost` points. */
  async reward(label: string, cost: number, options: { ships?: boolean; stock?: number } = {}): Promise<CreatedReward> {
    const name = `${label} ${randomUUID().slice(0, 8)}`;
    const answer = await this.request.post(`${this.api}/api/admin/rewards/`, {
      headers: { Authorization: `Bearer ${this.adminToken}`, 'Idempotency-Key': randomUUID() },
      data: {
        names: { 'pt-BR': name },
        descriptions: { 'pt-BR': 'Prêmio criado pelo teste de incorporação da loja de prêmios.' },
        ...this.taxonomy,
        cost,
        stock: options.stock ?? 10,
        ships: options.ships ?? false,
      },
    });
    expect(answer.status(), await answer.text()).toBe(201);
    const created = (await answer.json()) as { id: number };
    return { id: created.id, name, cost };
  }

  /** Changes a reward's cost (as a programme administrator would while a member looks at it). */
  async setCost(reward: CreatedReward, cost: number): Promise<void> {
    const answer = await this.request.patch(`${this.api}/api/admin/rewards/${reward.id}/`, {
      headers: { Authorization: `Bearer ${this.adminToken}`, 'Idempotency-Key': randomUUID() },
      data: { cost },
    });
    expect(answer.status(), await answer.text()).toBe(200);
  }
}

/** `POST /o/token/` with the password grant and the client's basic credentials. */
async function passwordToken(request: APIRequestContext, api: string, username: string): Promise<string> {
  const answer = await request.post(`${api}/o/token/`, {
    headers: { Authorization: DEMO_CLIENT_BASIC },
    form: { grant_type: 'password', username, password: DEMO_PASSWORD },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { access_token: string }).access_token;
}

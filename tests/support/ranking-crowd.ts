import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { cpfCheckDigits } from '@campus/core/rules';
import { registerApprovedSeller } from './approved-seller';
import { photo, productToday } from './sales-form';
import { tokenFor } from './sales-api';
import { DEMO_PASSWORD } from '../../packages/server/src/test-support/demo-credentials.test-util';

/*
 * A ranking long enough to scroll, made through the reference API as real members would make it: sales agents
 * of the demo agent's store Horizonte Paulista (docs/demo.md), some with more points than the agent in the
 * active campaign and some with fewer, so the agent's row sits in the middle of that store's ranking.
 *
 * The members are made once per database and kept: the API lets one address create 20 accounts an hour
 * (docs/server.md, registration), too few to make a crowd on every run. Each run finds them in the store's
 * ranking, registers only those missing, and tops up the points of those who must stay above the agent (the
 * agent earns points in other tests). Their password is the demo password.
 */

/** The agent's store whose ranking the crowd fills (the owner works elsewhere). */
export const CROWD_STORE = 'Horizonte Paulista';
/** Members ranked above the agent, and below. */
const ABOVE = 6;
const BELOW = 5;
/** How far above the agent the members above are kept: other tests credit the agent while this one runs. */
const MARGIN = 1_500;

interface RankingEntryWire {
  position: number;
  user: { id: number; full_name: string };
  points: number;
}

interface RankingAnswer {
  campaign_id: number;
  results: RankingEntryWire[];
  me: RankingEntryWire | null;
}

/** One member of the crowd: how they sign in and the name the ranking shows. */
export interface CrowdMember {
  readonly username: string;
  readonly password: string;
  readonly fullName: string;
}

/** The crowd of {@link rankingCrowd}. */
export interface RankingCrowd {
  /** The store's id (`store:<id>` is its ranking area). */
  readonly storeId: number;
  /** Members ranked above the agent. */
  readonly above: readonly CrowdMember[];
  /** Members ranked below the agent. */
  readonly below: readonly CrowdMember[];
}

const member = (side: 'above' | 'below', index: number): CrowdMember => {
  const number = String(index + 1).padStart(2, '0');
  return {
    username: `ranking.${side}.${number}@test.example`,
    password: DEMO_PASSWORD,
    fullName: `${side === 'above' ? 'Alto' : 'Baixo'} Ranking ${number}`,
  };
};

/** A valid CPF of its own for each crowd member (9 fixed digits plus the check digits). */
const documentOf = (side: 'above' | 'below', index: number): string => {
  const base = `${side === 'above' ? '71' : '72'}83590${String(index + 1).padStart(2, '0')}`;
  return `${base}${cpfCheckDigits(base)}`;
};

async function bearer(request: APIRequestContext, api: string, username: string): Promise<Record<string, string>> {
  return { authorization: `Bearer ${await tokenFor(request, api, username)}` };
}

/** Registers and approves a crowd member at the store; nothing to do when an earlier run made them. */
async function register(
  request: APIRequestContext,
  api: string,
  who: { side: 'above' | 'below'; index: number; member: CrowdMember },
  chain: { id: number; storeId: number },
): Promise<void> {
  const [name = '', ...lastName] = who.member.fullName.split(' ');
  await registerApprovedSeller(request, api, {
    name,
    lastName: lastName.join(' '),
    email: who.member.username,
    password: who.member.password,
    document: documentOf(who.side, who.index),
    birthdayDate: '1990-06-15',
    chain,
  });
}

/** The product a crowd member sells: the cheapest, so points can be aimed finely. */
interface CrowdProduct {
  sku: string;
  points: number;
}

/** A crowd member reports a sale of `units` of the product at the store (with its invoice photo). */
async function reportSale(
  request: APIRequestContext,
  api: string,
  who: CrowdMember,
  chain: { id: number; storeId: number },
  line: { product: CrowdProduct; units: number },
): Promise<void> {
  const headers = await bearer(request, api, who.username);
  const invoice = `CROWD-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`;
  const answer = await request.post(`${api}/api/sales/`, {
    headers: { ...headers, 'idempotency-key': invoice },
    multipart: {
      retailer: String(chain.id),
      store: String(chain.storeId),
      sale_date: productToday(),
      invoice_number: invoice,
      observation: 'ranking embedding test crowd',
      products: JSON.stringify([{ sku: line.product.sku, quantity: Math.min(9_999, line.units) }]),
      invoice_photo: photo('nota-fiscal.png'),
    },
  });
  expect(answer.status(), `${who.username}'s sale: ${await answer.text()}`).toBe(201);
}

/**
 * Makes sure the agent's store {@link CROWD_STORE} ranks {@link ABOVE} members above the agent and {@link BELOW}
 * below in the active campaign, registering and crediting what is missing; returns them.
 */
export async function rankingCrowd(request: APIRequestContext, api: string): Promise<RankingCrowd> {
  const agent = await bearer(request, api, 'agent');
  const stores = (await (await request.get(`${api}/api/stores/`, { headers: agent })).json()) as {
    retailers: { id: number; stores: { id: number; name: string }[] }[];
  };
  const retailer = stores.retailers.find((chain) => chain.stores.some((store) => store.name === CROWD_STORE));
  const storeId = retailer?.stores.find((store) => store.name === CROWD_STORE)?.id;
  expect(storeId, `the agent works at ${CROWD_STORE}`).toBeDefined();
  const chain = { id: retailer?.id ?? 0, storeId: storeId ?? 0 };

  const read = async () => {
    const answer = await request.get(`${api}/api/ranking/?area=store:${chain.storeId}&limit=200`, { headers: agent });
    expect(answer.status(), await answer.text()).toBe(200);
    return (await answer.json()) as RankingAnswer;
  };
  const { products } = (await (await request.get(`${api}/api/products/`, { headers: agent })).json()) as {
    products: CrowdProduct[];
  };
  const product = [...products].sort((a, b) => a.points - b.points)[0];
  expect(product, 'the programme has products').toBeDefined();
  const cheapest = product ?? { sku: '', points: 1 };

  const before = await read();
  const agentPoints = before.me?.points ?? 0;
  expect(agentPoints, 'the agent has points in the active campaign').toBeGreaterThan(0);
  const pointsOf = (who: CrowdMember) => before.results.find((entry) => entry.user.full_name === who.fullName)?.points;

  const above = Array.from({ length: ABOVE }, (_, index) => member('above', index));
  const below = Array.from({ length: BELOW }, (_, index) => member('below', index));
  const work = [
    ...above.map((who, index) => ({ side: 'above' as const, index, member: who })),
    ...below.map((who, index) => ({ side: 'below' as const, index, member: who })),
  ];
  // One at a time: the embedded database runs one query at a time anyway, and a burst of sign-ups helps nobody.
  for (const who of work) {
    const points = pointsOf(who.member);
    if (points === undefined) await register(request, api, who, chain);
    if (who.side === 'above') {
      // Distinct totals, highest first, well above the agent.
      const target = agentPoints + MARGIN + (ABOVE - who.index) * 100;
      if ((points ?? 0) < agentPoints + MARGIN) {
        // Level and promotion multipliers are at least 1: this many units earn at least what is missing.
        const units = Math.ceil((target - (points ?? 0)) / cheapest.points);
        await reportSale(request, api, who.member, chain, { product: cheapest, units });
      }
    } else if (points === undefined) {
      // A few units each: distinct totals far below the agent's.
      await reportSale(request, api, who.member, chain, { product: cheapest, units: who.index + 1 });
    }
  }

  const after = await read();
  const agentPosition = after.me?.position ?? 0;
  for (const who of above) {
    const entry = after.results.find((line) => line.user.full_name === who.fullName);
    expect(entry?.position ?? Infinity, `${who.fullName} ranks above the agent`).toBeLessThan(agentPosition);
  }
  for (const who of below) {
    const entry = after.results.find((line) => line.user.full_name === who.fullName);
    expect(entry?.position ?? 0, `${who.fullName} ranks below the agent`).toBeGreaterThan(agentPosition);
  }
  return { storeId: chain.storeId, above, below };
}

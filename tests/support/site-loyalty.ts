import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { cpfCheckDigits } from '@campus/core';
import { registrationProfileId } from './registration-profiles';
import { API, apiGet, apiToken } from './site-page';

const CLIENT_BASIC = `Basic ${Buffer.from('campus-web:campus-web-secret').toString('base64')}`;

/** The loyalty routes of the site with their main heading in pt-BR (the reward detail needs an id). */
export const LOYALTY_ROUTES: readonly [path: string, heading: string][] = [
  ['/reward-store', 'Loja de prêmios'],
  ['/reward-store?view=orders', 'Loja de prêmios'],
  ['/points-table', 'Tabela de pontos'],
  ['/campaigns', 'Campanhas'],
  ['/events', 'Eventos'],
  ['/insert-sales', 'Informar vendas'],
  ['/insert-sales?tab=mine', 'Informar vendas'],
  ['/upload-photos', 'Enviar fotos'],
];

/** A reward the demo agent sees in the store (the demo data may change, so it is looked up). */
export async function someRewardId(request: APIRequestContext): Promise<number> {
  const token = await apiToken(request, 'agent');
  const rewards = await apiGet<{ results: { id: number }[] }>(request, token, '/api/rewards/?page_size=1');
  const id = rewards.results[0]?.id;
  if (id === undefined) throw new Error('the demo agent sees no reward');
  return id;
}

/** A programme administrator's write (`admin`), with an Idempotency-Key as every loyalty write may carry. */
async function adminPost(request: APIRequestContext, path: string, data?: unknown): Promise<void> {
  const token = await apiToken(request, 'admin');
  const response = await request.post(`${API}${path}`, {
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
}

/** A throwaway programme member: who signs in with what, and their user id. */
export interface ThrowawayMember {
  id: number;
  email: string;
  password: string;
}

/**
 * A fresh sales agent (`seller`) of the demo client, so a test may block someone without touching the demo
 * users: registered through `register-pop-trade` (which waits for approval), then approved — the
 * administrator's block and unblock leave the account approved (docs/loyalty.md "Adjustments and blocking").
 */
export async function throwawayMember(request: APIRequestContext): Promise<ThrowawayMember> {
  const options = (await (await request.get(`${API}/accounts/registration_options/?country=BRA`)).json()) as {
    agencies: { id: number; brands: { id: number }[] }[];
    chains: { id: number; stores: { id: number }[] }[];
  };
  const chain = options.chains.find((candidate) => candidate.stores.length > 0);
  if (chain === undefined) throw new Error('the demo data has no chain with stores');
  const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9);
  const email = `blocked.${unique}@test.example`;
  const password = 'Abc123!x';
  const created = await request.post(`${API}/accounts/register-pop-trade/`, {
    headers: { authorization: CLIENT_BASIC },
    data: {
      name: 'Rita',
      last_name: `Bloqueio ${unique.slice(-4)}`,
      email,
      email_confirmation: email,
      document: `${unique}${cpfCheckDigits(unique)}`,
      document_country: 'BRA',
      birthday_date: '1991-04-05',
      phone_mobile: '+55 11 91234-5678',
      password,
      password_confirmation: password,
      country: 'BRA',
      language: 'pt-BR',
      accept_terms: true,
      agencies: [{ id: options.agencies[0]?.id ?? 1, brand_ids: [options.agencies[0]?.brands[0]?.id ?? 1] }],
      chains: [{ id: chain.id, store_ids: [chain.stores[0]?.id ?? 1] }],
      user_profile: await registrationProfileId(request, 'Vendedor(a)'),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await adminPost(request, `/api/admin/members/${id}/block/`, { reason: 'Aprovação do cadastro de teste' });
  await adminPost(request, `/api/admin/members/${id}/unblock/`);
  return { id, email, password };
}

/** Blocks a member for activity inconsistent with the rules (spec §4): every call answers 403 `user_blocked`. */
export async function blockMember(request: APIRequestContext, id: number): Promise<void> {
  await adminPost(request, `/api/admin/members/${id}/block/`, { reason: 'Notas fiscais duplicadas (teste)' });
}

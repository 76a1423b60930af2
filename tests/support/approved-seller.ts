import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { registrationProfileId } from './registration-profiles';
import { tokenFor } from './sales-api';
import { DEMO_CLIENT_BASIC } from '../../packages/server/src/test-support/demo-credentials.test-util';

/** A programme administrator's write (`admin`), with an Idempotency-Key as every loyalty write may carry. */
export async function adminPost(request: APIRequestContext, api: string, path: string, data?: unknown): Promise<void> {
  const token = await tokenFor(request, api, 'admin');
  const response = await request.post(`${api}${path}`, {
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
}

/** Who signs up, and the store they sell at. */
export interface SellerSignUp {
  name: string;
  lastName: string;
  email: string;
  password: string;
  /** A valid CPF (11 digits). */
  document: string;
  birthdayDate: string;
  /** A chain and one of its stores; the first chain with stores when left out. */
  chain?: { id: number; storeId: number };
}

/**
 * Registers a sales agent of the demo client through `register-pop-trade` (which waits for approval) and
 * approves them as a programme administrator would: a block and an unblock leave the account approved
 * (docs/loyalty.md "Adjustments and blocking"). Returns the new user's id, or `undefined` when the address is
 * registered already (409: an earlier run made them).
 */
export async function registerApprovedSeller(
  request: APIRequestContext,
  api: string,
  seller: SellerSignUp,
): Promise<number | undefined> {
  const options = (await (
    await request.get(`${api}/accounts/registration_options/?client_id=campus-web&country=BRA`)
  ).json()) as {
    agencies: { id: number; brands: { id: number }[] }[];
    chains: { id: number; stores: { id: number }[] }[];
  };
  const firstChain = options.chains.find((candidate) => candidate.stores.length > 0);
  const chain = seller.chain ?? (firstChain && { id: firstChain.id, storeId: firstChain.stores[0]?.id ?? 0 });
  if (chain === undefined) throw new Error('the demo data has no chain with stores');
  const agency = options.agencies[0];
  const created = await request.post(`${api}/accounts/register-pop-trade/`, {
    headers: { authorization: DEMO_CLIENT_BASIC },
    data: {
      name: seller.name,
      last_name: seller.lastName,
      email: seller.email,
      email_confirmation: seller.email,
      document: seller.document,
      document_country: 'BRA',
      birthday_date: seller.birthdayDate,
      phone_mobile: '+55 11 91234-5678',
      password: seller.password,
      password_confirmation: seller.password,
      country: 'BRA',
      language: 'pt-BR',
      accept_terms: true,
      agencies: [{ id: agency?.id ?? 1, brand_ids: [agency?.brands[0]?.id ?? 1] }],
      chains: [{ id: chain.id, store_ids: [chain.storeId] }],
      user_profile: await registrationProfileId(request, 'Vendedor(a)'),
    },
  });
  if (created.status() === 409) return undefined;
  expect(created.status(), `registration of ${seller.email}: ${await created.text()}`).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await adminPost(request, api, `/api/admin/members/${id}/block/`, { reason: 'Aprovação do cadastro de teste' });
  await adminPost(request, api, `/api/admin/members/${id}/unblock/`);
  return id;
}

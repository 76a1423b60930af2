import type { APIRequestContext } from '@playwright/test';
import { cpfCheckDigits } from '@campus/core/rules';
import { adminPost, registerApprovedSeller } from './approved-seller';
import { API, apiGet, apiToken } from './site-page';

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

/** A throwaway programme member: who signs in with what, and their user id. */
export interface ThrowawayMember {
  id: number;
  email: string;
  password: string;
}

/**
 * A fresh sales agent (`seller`) of the demo client, registered and approved ({@link registerApprovedSeller}), so
 * a test may block someone without touching the demo users.
 */
export async function throwawayMember(request: APIRequestContext): Promise<ThrowawayMember> {
  const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9);
  const email = `blocked.${unique}@test.example`;
  const password = 'Abc123!x';
  const id = await registerApprovedSeller(request, API, {
    name: 'Rita',
    lastName: `Bloqueio ${unique.slice(-4)}`,
    email,
    password,
    document: `${unique}${cpfCheckDigits(unique)}`,
    birthdayDate: '1991-04-05',
  });
  if (id === undefined) throw new Error(`${email} was registered already`);
  return { id, email, password };
}

/** Blocks a member for activity inconsistent with the rules (spec §4): every call answers 403 `user_blocked`. */
export async function blockMember(request: APIRequestContext, id: number): Promise<void> {
  await adminPost(request, API, `/api/admin/members/${id}/block/`, { reason: 'Notas fiscais duplicadas (teste)' });
}

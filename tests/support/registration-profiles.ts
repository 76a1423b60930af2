import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { API } from './site-page';
import { DEMO_CLIENT_BASIC } from '../../packages/server/src/test-support/demo-credentials.test-util';

/**
 * The id of one of the demo client's registration profiles (params `user_profile`, spec §2 "profile
 * selection"), by its pt-BR name: a registration through the API must choose one. `Aluno(a)` grants no role,
 * so its account is approved at once; a programme profile (`Vendedor(a)` …) waits for approval.
 */
export async function registrationProfileId(request: APIRequestContext, name = 'Aluno(a)'): Promise<number> {
  const response = await request.get(`${API}/api/params/`, { headers: { authorization: DEMO_CLIENT_BASIC } });
  expect(response.status(), await response.text()).toBe(200);
  const { user_profile: profiles } = (await response.json()) as { user_profile: { id: number; name: string }[] };
  const profile = profiles.find((candidate) => candidate.name === name);
  if (profile === undefined) throw new Error(`the demo client offers no profile named ${name}`);
  return profile.id;
}

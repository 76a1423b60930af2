import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { cpfCheckDigits } from '@campus/core/rules';
import { registrationProfileId } from './registration-profiles';
import { API, SITE } from './site-page';
import { DEMO_CLIENT_BASIC } from '../../packages/server/src/test-support/demo-credentials.test-util';

/** The password of every throwaway learner. */
export const THROWAWAY_PASSWORD = 'Abc123!x';

/** A learner made for one test: how they sign in and the name the site shows. */
export interface ThrowawayLearner {
  email: string;
  fullName: string;
  /** The mobile phone given at registration, as typed. */
  phone: string;
}

/**
 * A fresh learner through the public registration (pt-BR, with a mobile phone), so no demo user is changed or
 * deleted. The API lets one address create 20 accounts an hour: use one per test that must change an account.
 */
export async function registerThrowaway(request: APIRequestContext): Promise<ThrowawayLearner> {
  const options = (await (
    await request.get(`${API}/accounts/registration_options/?client_id=campus-web&country=BRA`)
  ).json()) as {
    agencies: { id: number; brands: { id: number }[] }[];
  };
  const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `delete.me.${unique}@test.example`;
  const learnerProfile = await registrationProfileId(request);
  const body = (document: string) => ({
    name: 'Teresa',
    last_name: `Exclusão ${unique.slice(-4)}`,
    email,
    email_confirmation: email,
    document,
    document_country: 'BRA',
    birthday_date: '1990-02-03',
    phone_mobile: '+55 11 91234-5678',
    password: THROWAWAY_PASSWORD,
    password_confirmation: THROWAWAY_PASSWORD,
    country: 'BRA',
    language: 'pt-BR',
    accept_terms: true,
    agencies: [{ id: options.agencies[0]?.id ?? 1, brand_ids: [options.agencies[0]?.brands[0]?.id ?? 1] }],
    user_profile: learnerProfile,
  });
  const created = await request.post(`${API}/accounts/register/`, {
    headers: { authorization: DEMO_CLIENT_BASIC },
    data: body(`${unique.slice(-9)}${cpfCheckDigits(unique.slice(-9))}`),
  });
  expect(created.status(), await created.text()).toBe(201);
  return { email, fullName: `Teresa Exclusão ${unique.slice(-4)}`, phone: '+55 11 91234-5678' };
}

/** Confirms the deletion dialog with the full name, and checks the account is gone (its password refused). */
export async function confirmDeletion(
  page: Page,
  request: APIRequestContext,
  email: string,
  fullName: string,
  password = THROWAWAY_PASSWORD,
) {
  const dialog = page.getByRole('alertdialog', { name: 'Excluir minha conta' });
  await expect(dialog).toContainText(fullName);
  const confirm = dialog.getByRole('button', { name: 'Excluir conta definitivamente' });
  await dialog.getByLabel(/Digite seu nome completo/).fill('Outra Pessoa');
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(/Digite seu nome completo/).fill(fullName.toUpperCase());
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(page).toHaveURL(`${SITE}/`);
  await expect(page.getByText('Sua conta foi excluída.')).toBeVisible();

  // The account is gone: its password no longer signs in.
  const again = await request.post(`${API}/o/token/`, {
    headers: { authorization: DEMO_CLIENT_BASIC },
    form: { grant_type: 'password', username: email, password },
  });
  expect(again.status()).toBeGreaterThanOrEqual(400);
}

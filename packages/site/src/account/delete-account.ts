import type { Campus } from '@campus/core';

/** The account deletion call of the reference API (docs/server.md "Accounts": `DELETE /accounts/profile/`). */
export const DELETE_ACCOUNT_PATH = '/accounts/profile/';

/**
 * Deletes the signed-in person's account (spec §1): the server checks the typed name again
 * (422 `account_name_mismatch`), removes or anonymises the personal data and ends every session; the local
 * session is then cleared.
 */
export async function deleteAccount(campus: Campus, fullName: string): Promise<void> {
  await campus.api.request(DELETE_ACCOUNT_PATH, { method: 'DELETE', json: { full_name: fullName } });
  campus.signOut();
}

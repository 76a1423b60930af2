import { canDeleteAccount } from '@campus/core/rules';
import { and, eq, ne, sql } from 'drizzle-orm';
import { revokeFamilies, revokeUserFamilies } from '../shared/token-revocation';
import {
  profiles,
  tokenFamilies,
  userAgencies,
  userBrands,
  userClients,
  userIdentities,
  users,
  userStores,
  verificationCodes,
} from '../db/schema';
import { withTransaction } from '../db/transaction';
import { ApiError } from '../http/api-error';
import { isRefusedDemoPassword } from '../security/demo-password';
import { hashSecret, verifySecret } from '../security/password-hash';
import { generateToken } from '../security/token-hash';
import type { AccountContext } from './account-context';
import type { AccountFlags } from '@campus/core/schemas';
import { FieldErrors } from './field-errors';
import { accountKey, accountSecretLimiter } from './limiters';
import { addPasswordErrors } from './password-rules';
import { loadAccount } from './profile-read';

/** Sets the session flags of spec §3 (`accept_terms_and_conditions`, `accept_cookies_policy`) and returns both. */
export async function setAccountFlags(
  ctx: AccountContext,
  userId: number,
  flags: { readonly acceptTerms?: true; readonly acceptCookies?: boolean },
): Promise<AccountFlags> {
  const [row] = await ctx.database.db
    .update(users)
    .set({
      ...(flags.acceptTerms ? { acceptTermsAndConditions: true } : {}),
      ...(flags.acceptCookies !== undefined ? { acceptCookiesPolicy: flags.acceptCookies } : {}),
      updatedAt: ctx.now(),
    })
    .where(eq(users.id, userId))
    .returning({ terms: users.acceptTermsAndConditions, cookies: users.acceptCookiesPolicy });
  if (!row) throw new ApiError(404, 'not_found_or_forbidden');
  return { accept_terms_and_conditions: row.terms, accept_cookies_policy: row.cookies };
}

/**
 * A password change from the profile (spec §2): the new password passes core's rule (422 with `field_errors`),
 * the current one must be right (422 `current_password_incorrect`, counted: 10 wrong in 15 minutes → 429).
 * Every other session of the account is revoked; the one making the change stays signed in.
 */
export async function changePassword(
  ctx: AccountContext,
  userId: number,
  currentFamilyId: string,
  input: { readonly current: string; readonly password: string; readonly confirmation: string },
): Promise<void> {
  addPasswordErrors(new FieldErrors(), input.password, input.confirmation).throwIfAny();
  const now = ctx.now();
  const keys = [accountKey(userId)];
  await accountSecretLimiter.assertAllowed(ctx, keys, now);
  const { user } = await loadAccount(ctx.database.db, userId);
  const right = await verifySecret(input.current, user.passwordHash);
  if (!right || isRefusedDemoPassword(ctx.config, input.current)) {
    await accountSecretLimiter.recordFailure(ctx, keys, now);
    throw new ApiError(
      422,
      'current_password_incorrect',
      {},
      { fieldErrors: { current_password: 'current_password_incorrect' } },
    );
  }
  const passwordHash = await hashSecret(input.password);
  const updated = await ctx.database.db
    .update(users)
    .set({ passwordHash, mustChangePassword: false, updatedAt: now })
    .where(and(eq(users.id, userId), sql`${users.passwordHash} is not distinct from ${user.passwordHash}`))
    .returning({ id: users.id });
  // Another change won the race: this one was checked against a password that is no longer current.
  if (updated.length === 0) throw new ApiError(409, 'conflict');
  const others = and(eq(tokenFamilies.userId, userId), ne(tokenFamilies.id, currentFamilyId));
  const familyIds = await revokeFamilies(ctx.database.db, others, 'session_revoked', now);
  if (familyIds.length > 0) await ctx.revokeSessions(familyIds);
}

/**
 * Deletes the signed-in user's account (spec §1, §5): the typed name must be the account's full name (core's
 * `canDeleteAccount`, else 422 `account_name_mismatch`). The row stays — other records may point at it — but
 * everything personal goes in one transaction: profile, choices, memberships, sign-in identities, codes;
 * username, e-mail, document and password are replaced, roles dropped, status `blocked`. Then every session
 * is revoked. Answers the avatar the profile pointed at, whose stored object the caller deletes once this committed.
 */
export async function deleteAccount(ctx: AccountContext, userId: number, typedName: string): Promise<string | null> {
  const { user, profile } = await loadAccount(ctx.database.db, userId);
  const fullName =
    user.fullName.trim() || [profile?.name, profile?.lastName].filter(Boolean).join(' ') || user.username;
  if (!canDeleteAccount(typedName, fullName)) {
    throw new ApiError(422, 'account_name_mismatch', {}, { fieldErrors: { full_name: 'account_name_mismatch' } });
  }
  const now = ctx.now();
  const familyIds = await withTransaction(ctx.database.db, async (tx) => {
    for (const table of [
      profiles,
      userAgencies,
      userBrands,
      userStores,
      userClients,
      userIdentities,
      verificationCodes,
    ]) {
      await tx.delete(table).where(eq(table.userId, userId));
    }
    await tx
      .update(users)
      .set({
        username: `deleted-${userId}-${generateToken(6)}`,
        email: null,
        document: null,
        documentCountry: null,
        passwordHash: null,
        fullName: '',
        status: 'blocked',
        isSuperuser: false,
        roles: [],
        selectedClientId: null,
        selectedCountryId: null,
        selectedLanguageId: null,
        selectedCampaignId: null,
        mustChangePassword: false,
        acceptTermsAndConditions: false,
        acceptCookiesPolicy: false,
        updatedAt: now,
      })
      .where(eq(users.id, userId));
    return revokeUserFamilies(tx, userId, 'session_revoked', now);
  });
  if (familyIds.length > 0) await ctx.revokeSessions(familyIds);
  return profile?.avatarUrl ?? null;
}

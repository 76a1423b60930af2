import { checkProfileChoice, validateDocument } from '@campus/core/rules';
import { and, eq, isNull } from 'drizzle-orm';
import { findUserByDocument } from '../shared/find-sign-in-user';
import { profiles, users } from '../db/schema';
import { ApiError } from '../http/api-error';
import { hashSecret } from '../security/password-hash';
import type { AccountContext } from './account-context';
import type { FirstAccessRequest } from '@campus/core/schemas';
import { FieldErrors, isBlank } from './field-errors';
import { documentKey, firstAccessLimiter, ipKey } from './limiters';
import { addPasswordErrors } from './password-rules';
import { applyProfile, offeredProfiles } from './registration-profiles';
import { isUserRole } from '../security/roles';

/**
 * First access (spec §2 `first_access`): a pre-registered user — an account without a password — proves who
 * they are with their document plus their birthday and/or e-mail (each one given must match), and chooses a
 * password. An unknown document and a wrong proof answer alike, 404 `user_not_found` (§8 "user not found,
 * contact support"), after the same password hashing, and count against the document and the address; an
 * account that already has a password answers 409 `account_already_activated` (sign in or recover instead).
 * When the account's client offers registration profiles and none was chosen yet, one must be chosen now
 * (422 `profile_required` / `invalid_profile` on `user_profile`): it is stored with its role, as at registration.
 */
export async function firstAccess(
  ctx: AccountContext,
  input: FirstAccessRequest & { readonly ip: string },
): Promise<void> {
  const errors = new FieldErrors().checkTextLimits(input);
  const document = validateDocument(input.document, input.document_country);
  if (!document.valid) errors.add('document', document.error);
  if (isBlank(input.birthday_date) && isBlank(input.email)) errors.add('birthday_date', 'required_fields_missing');
  addPasswordErrors(errors, input.password, input.password_confirmation);
  errors.throwIfAny();
  if (!document.valid) return;

  const now = ctx.now();
  const keys = [documentKey(input.document_country, document.digits), ipKey(input.ip)];
  await firstAccessLimiter.assertAllowed(ctx, keys, now);
  // Hashed before the look-up, so a known and an unknown document cost the same.
  const passwordHash = await hashSecret(input.password);
  const user = await findUserByDocument(ctx.database.db, document.digits, input.document_country);
  const [profile] = user
    ? await ctx.database.db
        .select({ birthday: profiles.birthdayDate, registrationProfileId: profiles.registrationProfileId })
        .from(profiles)
        .where(eq(profiles.userId, user.id))
    : [];
  const birthdayMatches = isBlank(input.birthday_date) || profile?.birthday === input.birthday_date?.trim();
  const emailMatches =
    isBlank(input.email) || (user?.email ?? '').trim().toLowerCase() === (input.email ?? '').trim().toLowerCase();
  if (!user || user.status === 'blocked' || !birthdayMatches || !emailMatches) {
    await firstAccessLimiter.recordFailure(ctx, keys, now);
    throw new ApiError(404, 'user_not_found');
  }
  await firstAccessLimiter.reset(ctx, [keys[0] ?? '']);
  if (user.passwordHash !== null) throw new ApiError(409, 'account_already_activated');
  // Only an account that has no profile yet chooses one (the identity is proven by now, so this says nothing new).
  const choosesProfile = profile?.registrationProfileId == null && user.selectedClientId !== null;
  const offered = choosesProfile ? await offeredProfiles(ctx.database.db, user.selectedClientId ?? 0) : [];
  if (choosesProfile) {
    const profileError = checkProfileChoice({ offered: offered.map((row) => row.id), chosen: input.user_profile });
    if (profileError !== null) new FieldErrors().add('user_profile', profileError).throwIfAny();
  }
  const chosen = offered.find((row) => row.id === input.user_profile);
  const granted = applyProfile({ roles: user.roles.filter(isUserRole), status: user.status }, chosen);
  const updated = await ctx.database.db
    .update(users)
    .set({ passwordHash, mustChangePassword: false, updatedAt: now, ...(chosen ? granted : {}) })
    .where(and(eq(users.id, user.id), isNull(users.passwordHash)))
    .returning({ id: users.id });
  if (updated.length === 0) throw new ApiError(409, 'account_already_activated');
  if (chosen) {
    await ctx.database.db
      .insert(profiles)
      .values({ userId: user.id, registrationProfileId: chosen.id })
      .onConflictDoUpdate({ target: profiles.userId, set: { registrationProfileId: chosen.id, updatedAt: now } });
  }
}

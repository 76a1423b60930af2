import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ClientRow, UserRow } from '../db/schema';
import { userClients, users } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { ApiError } from '../http/api-error';
import { isRefusedDemoPassword } from '../security/demo-password';
import { hashSecret, needsRehash, verifySecret } from '../security/password-hash';
import { STAFF_ROLES } from '../security/roles';
import type { CaptchaVerifier } from '../captcha';
import { assertPasswordSignInAllowed } from './sign-in-captcha';
import { accountKey, forgetAccountFailures, recordSignInFailure } from './sign-in-throttle';
import { startSession } from './token-issuer';
import type { SignInMethod, TokenAnswer } from './token-issuer';

/** What a password check needs. */
export interface PasswordSignIn {
  /** The user the typed name or document designates, or null. */
  readonly user: UserRow | null;
  /** What the person typed, for the limiter key when nobody matched. */
  readonly typedName: string;
  readonly password: string;
  readonly client: ClientRow;
  readonly ip: string;
  readonly method: SignInMethod;
  /** `recaptcha_token` as sent (undefined: none), checked when the client's `use_recaptcha` rule asks for it. */
  readonly captchaToken: string | undefined;
  readonly captcha: CaptchaVerifier;
}

/**
 * Signs in with a password (password grant, document sign-in). Unknown user, wrong password and the demo
 * password with demo mode off all answer the same 400 `login_failed` after the same scrypt work; each counts
 * as a failure for the account and the address (sign-in-throttle.ts). Status and membership are told only after a right password.
 * For a `use_recaptcha` client whose account or address has started failing, a missing or refused CAPTCHA is
 * refused first, counting nothing (captcha-rule.ts).
 * @throws 429 `too_many_attempts`, 400 `captcha_required` / `login_failed` / `user_blocked` /
 *   `account_awaiting_approval` / `user_without_access`
 */
export async function signInWithPassword(app: FastifyInstance, input: PasswordSignIn): Promise<TokenAnswer> {
  const attempt = { ip: input.ip, account: accountKey(input.user, input.typedName) };
  await assertPasswordSignInAllowed(app, {
    ...attempt,
    client: input.client,
    captchaToken: input.captchaToken,
    captcha: input.captcha,
  });
  const matches = await verifySecret(input.password, input.user?.passwordHash);
  if (!matches || !input.user || isRefusedDemoPassword(app.config, input.password)) {
    await recordSignInFailure(app, attempt);
    throw new ApiError(400, 'login_failed');
  }
  const user = input.user;
  await forgetAccountFailures(app, attempt.account);
  const tokens = await completeSignIn(app, user, input.client, input.method);
  if (user.passwordHash && needsRehash(user.passwordHash)) {
    // Cost parameters were raised since this hash was made: store a fresh one while we know the password.
    const fresh = await hashSecret(input.password);
    await app.database.db.update(users).set({ passwordHash: fresh }).where(eq(users.id, user.id));
  }
  return tokens;
}

/** The sign-ins that check the account's own password; the others trust a partner's word or a Google account. */
const PASSWORD_METHODS: ReadonlySet<SignInMethod> = new Set(['password', 'document']);

/**
 * Whether an account can act on other people's data: a superuser or a staff role (programme or platform
 * administrator, auditor, moderator, instructor). Such an account signs in with its own password only: a
 * webservice token needs nothing but a listed client's secret (public in demo mode), and a Google account is
 * guarded by someone else's rules.
 */
function isPrivileged(user: Pick<UserRow, 'isSuperuser' | 'roles'>): boolean {
  return user.isSuperuser || user.roles.some((role) => (STAFF_ROLES as readonly string[]).includes(role));
}

/**
 * Ends a successful identification (password checked, or a verified Google identity): refuses blocked and
 * unapproved accounts and users who do not belong to the signing client (superusers belong everywhere), makes
 * the signing client the user's selected client, and starts a session. A privileged account (see
 * {@link isPrivileged}) is refused on a sign-in that checked no password.
 * @throws 400 `password_sign_in_required` / `user_blocked` / `account_awaiting_approval` / `user_without_access`
 */
export async function completeSignIn(
  app: FastifyInstance,
  user: UserRow,
  client: ClientRow,
  method: SignInMethod,
): Promise<TokenAnswer> {
  if (!PASSWORD_METHODS.has(method) && isPrivileged(user)) throw new ApiError(400, 'password_sign_in_required');
  if (user.status === 'blocked') throw new ApiError(400, 'user_blocked');
  if (user.status !== 'approved') throw new ApiError(400, 'account_awaiting_approval');
  return withTransaction(app.database.db, async (tx) => {
    const [membership] = await tx
      .select({ clientId: userClients.clientId })
      .from(userClients)
      .where(and(eq(userClients.userId, user.id), eq(userClients.clientId, client.id)));
    if (!membership && !user.isSuperuser) throw new ApiError(400, 'user_without_access');
    if (user.selectedClientId !== client.id) {
      await tx.update(users).set({ selectedClientId: client.id, updatedAt: new Date() }).where(eq(users.id, user.id));
    }
    const { tokens } = await startSession(tx, { userId: user.id, oauthClientId: client.id, method }, app.config);
    return tokens;
  });
}

import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ClientRow, UserRow } from '../db/schema';
import { userIdentities, users } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { GoogleIdentity, GoogleVerifier } from './google-id-token';
import { completeSignIn } from './sign-in';
import { assertSignInAllowed, recordSignInFailure } from './sign-in-throttle';
import type { TokenAnswer } from './token-issuer';

/**
 * The user a verified Google identity belongs to: the linked one (issuer + subject), else — first time — the
 * one user whose e-mail matches a Google-verified e-mail, which is then linked for good. Null when nobody.
 */
export async function findGoogleUser(
  app: FastifyInstance,
  identity: Omit<GoogleIdentity, 'issuer'> & { readonly issuer: string },
): Promise<UserRow | null> {
  const { db } = app.database;
  const [linked] = await db
    .select({ user: users })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(and(eq(userIdentities.issuer, identity.issuer), eq(userIdentities.subject, identity.subject)));
  if (linked) return linked.user;
  if (!identity.emailVerified || !identity.email) return null;
  const matches = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${identity.email})`)
    .limit(2);
  const [user] = matches;
  if (!user || matches.length > 1) return null;
  await db
    .insert(userIdentities)
    .values({ userId: user.id, issuer: identity.issuer, subject: identity.subject, email: identity.email })
    .onConflictDoNothing();
  // A concurrent first sign-in may have linked the subject to someone else meanwhile: trust the stored link.
  const [stored] = await db
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(and(eq(userIdentities.issuer, identity.issuer), eq(userIdentities.subject, identity.subject)));
  return stored?.userId === user.id ? user : null;
}

/** What a Google sign-in needs. */
export interface GoogleSignIn {
  readonly idToken: string;
  readonly client: ClientRow;
  readonly ip: string;
}

/**
 * Signs in with a Google ID token (spec §2 Login "with Google"). A token that fails verification answers
 * 400 `google_login_failed` ('Erro ao efetuar login com o Google...'); a valid identity with no profile here
 * answers 400 `no_profile` ('Sem perfil cadastrado...'). Both count as failed sign-ins of the IP.
 */
export async function signInWithGoogle(
  app: FastifyInstance,
  verifier: GoogleVerifier | null,
  input: GoogleSignIn,
): Promise<TokenAnswer> {
  const attempt = { ip: input.ip };
  await assertSignInAllowed(app, attempt);
  if (!verifier) {
    app.log.warn('Google sign-in refused: CAMPUS_GOOGLE_CLIENT_ID is not set');
    throw new ApiError(400, 'google_login_failed');
  }
  let identity: GoogleIdentity;
  try {
    identity = await verifier.verify(input.idToken);
  } catch (error) {
    app.log.info({ reason: error instanceof Error ? error.name : 'unknown' }, 'Google ID token refused');
    await recordSignInFailure(app, attempt);
    throw new ApiError(400, 'google_login_failed');
  }
  const user = await findGoogleUser(app, identity);
  if (!user) {
    await recordSignInFailure(app, attempt);
    throw new ApiError(400, 'no_profile');
  }
  return completeSignIn(app, user, input.client, 'google');
}

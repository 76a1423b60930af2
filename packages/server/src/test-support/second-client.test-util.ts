import type { CampusApp } from '../app';
import type { CampusDb } from '../db/database';
import { clients, userClients } from '../db/schema';
import { hashSecret } from '../security/password-hash';
import { basic, createUser, passwordGrant, TEST_PASSWORD } from './auth-test-helpers.test-util';

/** The second client of the tenant tests: its id and the bearer tokens of its people. */
export interface SecondClient {
  readonly id: number;
  /** Basic credentials of its OAuth client. */
  readonly basic: string;
  /** A programme administrator who is also auditor, moderator and instructor of the second client. */
  readonly staff: string;
  /** A sales agent (member) of the second client. */
  readonly member: string;
}

/**
 * Adds a second client beside the demo one (same params and language), with its own staff and member, each
 * signed in through that client — what the tenant-isolation tests point at the first client's objects.
 */
export async function createSecondClient(app: CampusApp, db: CampusDb): Promise<SecondClient> {
  const [first] = await db.select().from(clients).limit(1);
  if (!first) throw new Error('no client');
  const [other] = await db
    .insert(clients)
    .values({
      clientId: 'other-client',
      secretHash: await hashSecret('other-secret'),
      name: 'Other client',
      params: first.params,
      defaultLanguageId: first.defaultLanguageId,
    })
    .returning();
  if (!other) throw new Error('no second client');
  const credentials = basic('other-client', 'other-secret');
  const signInThere = async (username: string, roles: string[]) => {
    const user = await createUser(db, username, { roles, member: false });
    await db.insert(userClients).values({ userId: user.id, clientId: other.id });
    const grant = await passwordGrant(app, username, TEST_PASSWORD, { authorization: credentials });
    if (grant.statusCode !== 200) throw new Error(`${username} could not sign in: ${grant.body}`);
    return grant.json<{ access_token: string }>().access_token;
  };
  return {
    id: other.id,
    basic: credentials,
    staff: await signInThere('other-admin', ['programme_admin', 'auditor', 'moderator', 'instructor']),
    member: await signInThere('other-agent', ['seller']),
  };
}

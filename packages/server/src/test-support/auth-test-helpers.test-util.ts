import type { AccountStatus } from '@campus/core/rules';
import { tokenResponseSchema } from '@campus/core/schemas';
import type { TokenResponse } from '@campus/core/schemas';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { CampusApp } from '../app';
import type { CampusDb } from '../db/database';
import { clients, userClients, users } from '../db/schema';
import { hashSecret } from '../security/password-hash';
import { DEMO_CLIENT } from '../seed';

/** `Authorization: Basic` for client credentials. */
export function basic(clientId: string = DEMO_CLIENT.clientId, secret: string = DEMO_CLIENT.secret): string {
  return `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`;
}

/** The demo client's Basic header. */
export const DEMO_BASIC = basic();

/** A form-encoded body. */
export function form(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString();
}

let addressCounter = 0;

/**
 * A fresh client address per call, so the per-IP sign-in limit of one test never spills into another (every
 * `inject` comes from 127.0.0.1 otherwise).
 */
export function freshIp(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

/** Options of {@link postForm}. */
export interface PostFormOptions {
  readonly authorization?: string | null;
  readonly ip?: string;
  readonly headers?: Record<string, string>;
}

/** POSTs a form to a path with the demo client's credentials (unless told otherwise). */
export function postForm(
  app: CampusApp,
  url: string,
  fields: Record<string, string>,
  options: PostFormOptions = {},
): Promise<LightMyRequestResponse> {
  const authorization = options.authorization === undefined ? DEMO_BASIC : options.authorization;
  return app.inject({
    method: 'POST',
    url,
    remoteAddress: options.ip ?? freshIp(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(authorization === null ? {} : { authorization }),
      ...options.headers,
    },
    payload: form(fields),
  });
}

/** `grant_type=password`. */
export function passwordGrant(
  app: CampusApp,
  username: string,
  password: string,
  options: PostFormOptions = {},
): Promise<LightMyRequestResponse> {
  return postForm(app, '/o/token/', { grant_type: 'password', username, password }, options);
}

/** `grant_type=refresh_token`. */
export function refreshGrant(
  app: CampusApp,
  refreshToken: string,
  options: PostFormOptions = {},
): Promise<LightMyRequestResponse> {
  return postForm(app, '/o/token/', { grant_type: 'refresh_token', refresh_token: refreshToken }, options);
}

/** Signs in and returns the parsed token answer (fails the test otherwise). */
export async function signIn(app: CampusApp, username: string, password: string): Promise<TokenResponse> {
  const response = await passwordGrant(app, username, password);
  expect(response.statusCode, response.body).toBe(200);
  return tokenResponseSchema.parse(response.json());
}

/** GET with a bearer token. */
export function getWithBearer(app: CampusApp, url: string, token: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
}

/** The password of users made by {@link createUser}. */
export const TEST_PASSWORD = 'Test-Passw0rd!';
let testPasswordHash: Promise<string> | undefined;

/** Options of {@link createUser}. */
export interface TestUserOptions {
  readonly status?: AccountStatus;
  readonly roles?: string[];
  readonly isSuperuser?: boolean;
  readonly email?: string | null;
  /** Member of the demo client. @default true */
  readonly member?: boolean;
  /** A password hash; @default the hash of {@link TEST_PASSWORD} */
  readonly passwordHash?: string | null;
}

/** Inserts a user (member of the demo client unless told otherwise); returns its row. */
export async function createUser(db: CampusDb, username: string, options: TestUserOptions = {}) {
  const [client] = await db.select().from(clients).where(eq(clients.clientId, DEMO_CLIENT.clientId));
  if (!client) throw new Error('createUser needs the demo client (seed: true)');
  const passwordHash =
    options.passwordHash === undefined ? await (testPasswordHash ??= hashSecret(TEST_PASSWORD)) : options.passwordHash;
  const [user] = await db
    .insert(users)
    .values({
      username,
      email: options.email === undefined ? `${username}@test.example` : options.email,
      passwordHash,
      fullName: `Test ${username}`,
      status: options.status ?? 'approved',
      roles: options.roles ?? [],
      isSuperuser: options.isSuperuser ?? false,
    })
    .returning();
  if (!user) throw new Error('user not inserted');
  if (options.member ?? true) await db.insert(userClients).values({ userId: user.id, clientId: client.id });
  return user;
}

import { cpfCheckDigits } from '@campus/core/rules';
import { and, desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { AccountContext } from './account-context';
import type { RegistrationOptions, RegistrationRequest } from '@campus/core/schemas';
import type { CampusApp } from '../app';
import type { CampusDb } from '../db/database';
import { outboxMessages, registrationProfiles } from '../db/schema';
import type { MessageChannel } from '../db/schema';
import { createOutboxSenders } from '../senders/outbox-sender';
import { DEMO_BASIC, freshIp } from '../test-support/auth-test-helpers.test-util';

export { DEMO_BASIC, freshIp, signIn, createUser, TEST_PASSWORD } from '../test-support/auth-test-helpers.test-util';

/** Options of {@link sendJson}. */
export interface SendJsonOptions {
  readonly method?: 'POST' | 'PATCH' | 'DELETE' | 'GET';
  /** A bearer token, or the demo client's Basic credentials with `'client'`. */
  readonly auth?: string | 'client';
  readonly ip?: string;
  readonly headers?: Record<string, string>;
}

/** Sends a JSON body (POST unless told otherwise) from a fresh address. */
export function sendJson(
  app: CampusApp,
  url: string,
  body: unknown,
  options: SendJsonOptions = {},
): Promise<LightMyRequestResponse> {
  const authorization =
    options.auth === undefined ? undefined : options.auth === 'client' ? DEMO_BASIC : `Bearer ${options.auth}`;
  return app.inject({
    method: options.method ?? 'POST',
    url,
    remoteAddress: options.ip ?? freshIp(),
    headers: { ...(authorization ? { authorization } : {}), ...options.headers },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}

let cpfCounter = 0;

/** A valid CPF no other call of this process returned (and none of the demo users'). */
export function newCpf(): string {
  cpfCounter += 1;
  const body = String(300_000_000 + ((process.pid * 7919 + cpfCounter * 104_729) % 600_000_000)).padStart(9, '0');
  return `${body}${cpfCheckDigits(body)}`;
}

/** A complete, valid profile address (every field the profile form has). */
export const TEST_ADDRESS = {
  address: 'Rua A',
  number: '1',
  neighborhood: 'Centro',
  state: 'SP',
  city: 'São Paulo',
  zip_code: '01000-000',
};

let emailCounter = 0;

/** A fresh e-mail address. */
export function newEmail(prefix = 'person'): string {
  emailCounter += 1;
  return `${prefix}.${process.pid}.${emailCounter}@test.example`;
}

/** The demo organisations a registration can choose (from `GET /accounts/registration_options/`). */
export async function registrationChoices(app: CampusApp) {
  const response = await app.inject({ method: 'GET', url: '/accounts/registration_options/?client_id=campus-web' });
  const options = response.json<RegistrationOptions>();
  const [agency, otherAgency] = options.agencies;
  const [chain, otherChain] = options.chains;
  if (!agency?.brands[0] || !otherAgency?.brands[0] || !chain?.stores[0] || !otherChain?.stores[0]) {
    throw new Error('registration options need the demo organisations (seed: true)');
  }
  return { agency, otherAgency, chain, otherChain };
}

/**
 * The id of a demo client's registration profile (params `user_profile`) by the role it grants; `null` is the
 * learner profile, which grants none.
 */
export async function demoProfileId(app: CampusApp, role: string | null): Promise<number> {
  const rows = await app.database.db.select().from(registrationProfiles);
  const row = rows.find((profile) => profile.role === role);
  if (!row) throw new Error(`the demo client offers no profile with role ${String(role)} (seed: true)`);
  return row.id;
}

/** A registration body that passes every rule (the learner profile), with a fresh document and e-mail. */
export async function validRegistration(
  app: CampusApp,
  overrides: Partial<RegistrationRequest> = {},
): Promise<RegistrationRequest> {
  const { agency, chain } = await registrationChoices(app);
  const email = newEmail('register');
  return {
    name: 'Rita',
    last_name: 'Lopes',
    email,
    email_confirmation: email,
    document: newCpf(),
    document_country: 'BRA',
    birthday_date: '1990-02-03',
    phone_mobile: '+55 11 91234-5678',
    password: 'Abc123!x',
    password_confirmation: 'Abc123!x',
    country: 'BRA',
    language: 'pt-BR',
    accept_terms: true,
    agencies: [{ id: agency.id, brand_ids: [agency.brands[0]?.id ?? 0] }],
    chains: [{ id: chain.id, store_ids: [chain.stores[0]?.id ?? 0] }],
    user_profile: await demoProfileId(app, null),
    ...overrides,
  };
}

/** Outbox messages to a recipient, newest first. */
export async function outboxFor(db: CampusDb, recipient: string, channel?: MessageChannel) {
  return db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, recipient), channel ? eq(outboxMessages.channel, channel) : undefined))
    .orderBy(desc(outboxMessages.id));
}

/** The six-digit code in the newest text message to `phone`. */
export async function lastCode(db: CampusDb, phone: string): Promise<string> {
  const [message] = await outboxFor(db, phone);
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${phone}`);
  return code;
}

/** A clock tests move by hand. */
export interface ManualClock {
  now(): Date;
  set(at: Date | number): void;
  advance(seconds: number): void;
}

/** A {@link ManualClock} starting at `start`. */
export function manualClock(start: Date | number = Date.now()): ManualClock {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    set: (at) => {
      current = new Date(at).getTime();
    },
    advance: (seconds) => {
      current += seconds * 1000;
    },
  };
}

/** An account context over a test app, with its own clock, for calling the account services directly. */
export function accountContext(app: CampusApp, clock: ManualClock): AccountContext {
  return {
    database: app.database,
    config: app.config,
    senders: createOutboxSenders(app.database.db),
    siteUrl: 'http://localhost:3000',
    now: clock.now,
    log: app.log,
    revokeSessions: (familyIds) => app.realtime.revokeSessions(familyIds),
  };
}

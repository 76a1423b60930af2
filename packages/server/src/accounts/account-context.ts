import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import type { Senders } from '../senders/types';

/**
 * What the account services need, passed in rather than imported so tests can swap the clock, the senders
 * or the database. It also fits A1's attempt limiters (`database` + `config`).
 */
export interface AccountContext {
  readonly database: Database;
  readonly config: ServerConfig;
  readonly senders: Senders;
  /** Origin of the site that serves `recover-password/...` links (`CAMPUS_SITE_URL`). */
  readonly siteUrl: string;
  /** The clock: every expiry, cooldown and "today" is computed from it. */
  readonly now: () => Date;
  readonly log: FastifyBaseLogger;
  /** Closes the event streams of revoked sessions (`app.realtime.revokeSessions`). */
  readonly revokeSessions: (familyIds: readonly string[]) => Promise<void>;
}

/**
 * The time zone in which "today" is taken for birthdays and age (the programme's default country is Brazil;
 * core's rules take the date, the zone is the server's choice).
 */
export const ACCOUNT_TIME_ZONE = 'America/Sao_Paulo';

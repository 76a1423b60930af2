import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_PATTERN, isIdempotencyKey } from '@campus/core/rules';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { CampusTransaction } from '../db/database';
import { IDEMPOTENCY_RETENTION_DAYS, idempotencyKeys } from '../db/schema';
import { withTransaction } from '../db/transaction';
import type { TransactionOptions } from '../db/transaction';
import { ApiError } from './api-error';

/*
 * `Idempotency-Key` for every loyalty write (issue 6: "the same key and body replays the first answer; the
 * same key with another body is 409"). How a route of a plugin that declared a signed-in access uses it:
 *
 *   app.post(THING_PATHS.things, { schema: { headers: idempotencyHeadersSchema, response: { 201: thingSchema, … } } },
 *     async (request, reply) =>
 *     sendIdempotent(request, reply, {
 *       scope: idempotencyScope('POST', THING_PATHS.things),
 *       requestHash: hashJson(request.body),          // multipart: a RequestHasher over fields and files
 *       status: 201,
 *       schema: thingSchema,
 *       work: async (tx) => { …checks that throw ApiError, writes…; return { id } },
 *     }));
 *
 * The record is written in the write's own transaction, after `work`, so it exists exactly when the write
 * committed. A transaction-scoped advisory lock on (user, scope, key) makes concurrent requests with one key
 * run one after the other: the first does the work, the others find its record and replay it. Only 2xx
 * answers are recorded; a refusal (an ApiError thrown by `work`) rolls everything back, so a retry is decided
 * afresh. Without the header the write simply runs once in a transaction.
 */

/** The request header (case-insensitive on the wire). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** The answer header set on a replayed answer. */
export const IDEMPOTENT_REPLAY_HEADER = 'idempotent-replayed';

/**
 * The `Idempotency-Key` header in a route schema, so OpenAPI documents it (other headers pass through; the
 * value is checked again by {@link idempotencyKeyOf}). The format is core's rule (`isIdempotencyKey`).
 */
export const idempotencyHeadersSchema = z.looseObject({
  'idempotency-key': z
    .string()
    .regex(IDEMPOTENCY_KEY_PATTERN)
    .optional()
    .describe('Optional. Retrying with the same key and body replays the first answer; another body is 409.'),
});

/**
 * The scope of a route's keys: its method and path template from core's path table (`POST /api/sales/`), so a
 * key is only ever replayed on the route it was used on.
 */
export function idempotencyScope(method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', path: string): string {
  return `${method} ${path}`;
}

/** What {@link sendIdempotent} needs. */
export interface IdempotentWrite<T> {
  /** Method and route pattern ({@link idempotencyScope}): a key is only ever replayed on the route it was used on. */
  readonly scope: string;
  /** Hash of the request body ({@link hashJson} or {@link RequestHasher}); another hash under one key is 409. */
  readonly requestHash: string;
  /** The success status (201, 200). */
  readonly status: number;
  /** The success body's schema: the body is validated and serialised once, and the same bytes are replayed. */
  readonly schema: z.core.$ZodType<T>;
  /** The write, inside the transaction; throw an ApiError to refuse (nothing is recorded). May run again on retry. */
  readonly work: (tx: CampusTransaction) => Promise<T>;
  /** Called once after commit with the answer (realtime publishes); never for replays. */
  readonly afterCommit?: (body: T) => void;
  readonly transaction?: TransactionOptions;
}

/**
 * The `Idempotency-Key` of a request, or null when absent.
 * @throws 400 `invalid_request` (field `headers.idempotency-key`) when present but not 1–255 printable ASCII.
 */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const raw = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (raw === undefined) return null;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (key === undefined || !isIdempotencyKey(key)) {
    throw new ApiError(400, 'invalid_request', {}, { fields: [`headers.${IDEMPOTENCY_KEY_HEADER}`] });
  }
  return key;
}

/** JSON with object keys sorted at every level, so equal bodies hash equally whatever their key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** SHA-256 of a parsed JSON body in canonical form (key order does not matter, values do). */
export function hashJson(body: unknown): string {
  return createHash('sha256')
    .update(canonicalJson(body ?? null))
    .digest('hex');
}

/**
 * Hashes a multipart body part by part: each field's name and value, and each file's field name and bytes
 * (never its client-side file name, which does not change what is stored). Parts are hashed in name order,
 * so the order the client sent them in does not matter.
 */
export class RequestHasher {
  private readonly parts: string[] = [];

  /** Adds a text field. */
  field(name: string, value: string): this {
    this.parts.push(`f:${JSON.stringify(name)}=${createHash('sha256').update(value).digest('hex')}`);
    return this;
  }

  /** Adds a file's bytes. */
  file(name: string, bytes: Uint8Array): this {
    this.parts.push(`b:${JSON.stringify(name)}=${createHash('sha256').update(bytes).digest('hex')}`);
    return this;
  }

  /** The hash of everything added. */
  digest(): string {
    return createHash('sha256')
      .update([...this.parts].sort().join('\n'))
      .digest('hex');
  }
}

/**
 * Runs a write once per `Idempotency-Key` and sends its answer (see the module comment).
 * - same key, same body, first one committed → the first answer again, byte for byte, with
 *   `Idempotent-Replayed: true`;
 * - same key, other body → 409 `idempotency_key_reused`;
 * - no key → the write runs (once, in a transaction).
 */
export async function sendIdempotent<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  write: IdempotentWrite<T>,
): Promise<FastifyReply> {
  const key = idempotencyKeyOf(request);
  const userId = Number(request.user.id);
  const outcome = await withTransaction(
    request.server.database.db,
    async (tx) => {
      if (key !== null) {
        // Newlines cannot occur in any part (PostgreSQL text cannot hold U+0000, which would be the usual choice).
        const lockName = `${userId}\n${write.scope}\n${key}`;
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${lockName}, 0))`);
        const thisKey = and(
          eq(idempotencyKeys.userId, userId),
          eq(idempotencyKeys.scope, write.scope),
          eq(idempotencyKeys.key, key),
        );
        const [stored] = await tx.select().from(idempotencyKeys).where(thisKey);
        if (stored && stored.expiresAt.getTime() > Date.now()) {
          if (stored.requestHash !== write.requestHash) throw new ApiError(409, 'idempotency_key_reused');
          return { replayed: true, status: stored.responseStatus, body: stored.responseBody, value: undefined };
        }
        // An expired record is gone for good: the key starts afresh.
        if (stored) await tx.delete(idempotencyKeys).where(thisKey);
      }
      const value = z.parse(write.schema, await write.work(tx));
      const body = JSON.stringify(value);
      if (key !== null) {
        await tx.insert(idempotencyKeys).values({
          userId,
          scope: write.scope,
          key,
          requestHash: write.requestHash,
          responseStatus: write.status,
          responseBody: body,
          expiresAt: new Date(Date.now() + IDEMPOTENCY_RETENTION_DAYS * 86_400_000),
        });
      }
      return { replayed: false, status: write.status, body, value };
    },
    write.transaction,
  );
  if (outcome.replayed) reply.header(IDEMPOTENT_REPLAY_HEADER, 'true');
  else if (write.afterCommit && outcome.value !== undefined) write.afterCommit(outcome.value);
  // A string with its type set is sent as is: the bytes recorded are the bytes every answer carries.
  return reply.code(outcome.status).type('application/json; charset=utf-8').send(outcome.body);
}

/** Deletes idempotency records past their retention (run by the campaign-close command and safe anytime). */
export async function purgeExpiredIdempotencyKeys(tx: Pick<CampusTransaction, 'delete'>, now = new Date()) {
  await tx.delete(idempotencyKeys).where(sql`${idempotencyKeys.expiresAt} < ${now}`);
}

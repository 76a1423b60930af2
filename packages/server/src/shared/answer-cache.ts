import { LRUCache } from 'lru-cache';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RequestScope } from './request-scope';

/**
 * Memory the kept answers of one process may take. A catalogue page of 20 items is 10–20 KB, so this keeps a few
 * thousand pages; the least recently used go first.
 */
const ANSWER_CACHE_BYTES = 64 * 1024 * 1024;

/**
 * Serialized answers of signed-in read routes, kept in the process's memory by everything they depend on: the
 * versions read with the caller's token (`request.authSession.answerVersion`: bumped by the database's own triggers
 * at the commit of any write to what the answer reads — the `*_answer_versions` migrations, 0024 on), the caller,
 * the client, the language and the URL (path and query). A write makes every answer it affects unreachable at once, in every
 * process, because the next request reads the new versions with its token; the token itself is still checked on
 * every request, so a revoked session stops at once too. Stale entries are never served, only left for the LRU.
 */
export type AnswerCache = LRUCache<string, string>;

/** A cache for one app (`app.answers`). */
export function createAnswerCache(maxBytes = ANSWER_CACHE_BYTES): AnswerCache {
  return new LRUCache<string, string>({
    maxSize: maxBytes,
    sizeCalculation: (body) => Math.max(1, body.length * 2),
    // Answers kept until an instant (sendKeptAnswerUntil) are checked against the clock itself, not a clock cached
    // for a millisecond: a survey that closes is gone from the very next answer.
    ttlResolution: 0,
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Serialized answers of read routes (src/shared/answer-cache.ts): catalogue lists, reward store, member lists. */
    readonly answers: AnswerCache;
  }
}

/**
 * Answers a signed-in read route from memory when the same caller asked the same URL in the same language and
 * nothing it is made of has been written since; otherwise reads it with `read`, serializes it with the route's
 * 200 schema (`reply.serialize`: the same check and shape as an answer returned), keeps it and sends it.
 * Only for answers made of the tables the answer versions cover (the `*_answer_versions` migrations, 0024 on), the
 * key and `variant` — whatever else the answer depends on, such as the product's day of a loyalty answer (its active campaign).
 */
export async function sendKeptAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  scope: Pick<RequestScope, 'clientId' | 'userId'>,
  read: () => Promise<unknown>,
  variant = '',
): Promise<FastifyReply> {
  return sendKeptAnswerUntil(request, reply, scope, async () => ({ answer: await read(), until: null }), variant);
}

/** An answer with the instant it stops being current on its own (a survey opening or closing), null for never. */
export interface AnswerUntil {
  readonly answer: unknown;
  readonly until: Date | null;
}

/**
 * {@link sendKeptAnswer} for an answer that also changes with time alone: kept until the instant `read` says, and
 * read again from then on (an answer whose instant has passed when read is sent, not kept).
 */
export async function sendKeptAnswerUntil(
  request: FastifyRequest,
  reply: FastifyReply,
  scope: Pick<RequestScope, 'clientId' | 'userId'>,
  read: () => Promise<AnswerUntil>,
  variant = '',
): Promise<FastifyReply> {
  const { answers } = request.server;
  const { answerVersion } = request.authSession;
  const key = `${answerVersion} ${scope.clientId} ${scope.userId} ${request.locale} ${variant} ${request.url}`;
  let body = answers.get(key);
  if (body === undefined) {
    const { answer, until } = await read();
    body = reply.serialize(answer) as string;
    if (until === null) answers.set(key, body);
    else if (until.getTime() > Date.now()) answers.set(key, body, { ttl: until.getTime() - Date.now() });
  }
  return reply.type('application/json; charset=utf-8').send(body);
}

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
  return new LRUCache<string, string>({ maxSize: maxBytes, sizeCalculation: (body) => Math.max(1, body.length * 2) });
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
  const { answers } = request.server;
  const { answerVersion } = request.authSession;
  const key = `${answerVersion} ${scope.clientId} ${scope.userId} ${request.locale} ${variant} ${request.url}`;
  let body = answers.get(key);
  if (body === undefined) {
    body = reply.serialize(await read()) as string;
    answers.set(key, body);
  }
  return reply.type('application/json; charset=utf-8').send(body);
}

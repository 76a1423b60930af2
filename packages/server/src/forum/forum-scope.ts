import type { Locale } from '@campus/core';
import type { FastifyRequest } from 'fastify';
import { hasRole } from '../security/roles';
import type { AuthUser } from '../shared/fastify-user';
import { requestScope, requireModule } from '../shared/request-scope';

/** Whose forum a request reads or writes: the caller, their client, whether they moderate it, their language. */
export interface ForumScope {
  readonly userId: number;
  readonly clientId: number;
  /** Holds the `moderator` role (spec §6); moderators act on their selected client's forums only. */
  readonly isModerator: boolean;
  readonly locale: Locale;
}

/**
 * The forum scope of a signed-in request. 403 `forbidden` when the client's `has_forum` flag is off (or the client
 * is inactive): a forum request never reaches another client's forums, whoever asks.
 */
export async function forumScope(request: FastifyRequest): Promise<ForumScope> {
  const scope = await requestScope(request);
  requireModule(scope, ['forum']);
  return {
    userId: scope.userId,
    clientId: scope.clientId,
    isModerator: hasRole(request.user as AuthUser, 'moderator'),
    locale: request.locale,
  };
}

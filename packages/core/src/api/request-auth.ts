import { basicAuthorization, bearerAuthorization, bearerTokenOf } from './basic-auth.js';
import type { CallContext } from './call-context.js';
import { CALL_KIND_RULES } from './call-kinds.js';
import type { RefreshCoordinator } from './refresh-coordinator.js';
import type { TokenStore } from './token-store.js';

/** What {@link createRequestAuth} needs. */
export interface RequestAuthOptions {
  tokens: TokenStore;
  clientId: string;
  clientSecret: string;
  coordinator: RefreshCoordinator;
  language?: () => string | undefined;
}

/** Header decisions shared by the ky transport and the XMLHttpRequest upload transport. */
export interface RequestAuth {
  /** Sets `Authorization` (per SPECIFICATION §7 Request rules) and `Accept-Language` on `headers`. */
  apply(headers: Headers, context: CallContext): void;
  /**
   * After a 401 on a request sent with `headers`: resolves `true` when the request should be retried once
   * (the tokens are then fresh), `false` when the 401 is an ordinary error (no bearer was sent, or the kind
   * never refreshes). Rejects with `SessionExpiredError` or the refresh's error.
   */
  recoverFrom401(headers: Headers, context: CallContext): Promise<boolean>;
}

/** Creates the header logic of one API client. */
export function createRequestAuth(options: RequestAuthOptions): RequestAuth {
  const { tokens, coordinator } = options;
  // Computed once: the credentials never change for a client, and it keeps secrets out of hot paths.
  const clientAuthorization = basicAuthorization(options.clientId, options.clientSecret);

  function apply(headers: Headers, context: CallContext): void {
    const language = options.language?.();
    if (language) headers.set('accept-language', language);
    const rule = CALL_KIND_RULES[context.kind];
    if (rule.auth === 'client') {
      headers.set('authorization', clientAuthorization);
      return;
    }
    if (rule.auth === 'none') {
      headers.delete('authorization');
      return;
    }
    // Read the token at send time, not when the call was made: a retry must carry the refreshed token.
    const current = tokens.get();
    if (current) headers.set('authorization', bearerAuthorization(current.accessToken));
    else if (context.urlToken) headers.delete('authorization');
    else headers.set('authorization', clientAuthorization);
  }

  async function recoverFrom401(headers: Headers, context: CallContext): Promise<boolean> {
    if (!CALL_KIND_RULES[context.kind].refreshOn401) return false;
    const sent = bearerTokenOf(headers.get('authorization'));
    if (!sent) return false; // basic credentials or a URL token: nothing to refresh
    if (context.webservice) throw coordinator.expire();
    await coordinator.recover(sent);
    return true;
  }

  return { apply, recoverFrom401 };
}

import ky from 'ky';
import type { z } from 'zod';
import { tokenResponseSchema } from '../schemas/token.js';
import type { ApiClient, CallOptions } from './api-client.js';
import { fromKyContext, toKyContext } from './call-context.js';
import { encodeCall } from './encode-call.js';
import { parseJsonResponse } from './parse-json-response.js';
import { createRefreshCoordinator } from './refresh-coordinator.js';
import { createRequestAuth } from './request-auth.js';
import { toCampusError } from './to-campus-error.js';
import type { SessionTokens, TokenStore } from './token-store.js';
import { sendUpload } from './send-upload.js';
import type { XhrConstructor } from './xhr-transport.js';

/** Options of {@link createApiClient}. */
export interface ApiClientOptions {
  /** The product's API host (SPECIFICATION §7 "The base is the product's API host"), e.g. `https://api.example.com`. */
  apiBase: string;
  /** OAuth client id, sent with `clientSecret` as basic credentials on token and login calls. */
  clientId: string;
  /** OAuth client secret. */
  clientSecret: string;
  /** Where tokens are read and written. */
  tokens: TokenStore;
  /** Fired once per expiry, when a refresh is refused or a webservice-token session gets a 401. */
  onSessionExpired?: (cause?: unknown) => void;
  /** Fired after every successful refresh with the new tokens; the realtime sign-in hooks here (§4). */
  onTokensRefreshed?: (tokens: SessionTokens) => void;
  /** The fetch to use. @default globalThis.fetch, looked up at each call */
  fetch?: typeof fetch;
  /** The current interface language, sent as `Accept-Language` so server messages come localized. */
  language?: () => string | undefined;
  /**
   * The `XMLHttpRequest` used for uploads with progress, or `false` to always upload with fetch.
   * @default globalThis.XMLHttpRequest when it exists
   */
  xhr?: XhrConstructor | false;
}

/**
 * Creates the API client of one Campus instance (SPECIFICATION §7 request rules, §4 Session 401 handling,
 * §8 errors). Built on ky with no timeout (§9 "Request timeout: none") and ky's own retry off: the only
 * retry is the one after a token refresh. Nothing is shared between clients.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const { tokens } = options;
  let webserviceToken: string | null = null;

  const coordinator = createRefreshCoordinator({
    tokens,
    isWebserviceSession: (current) => webserviceToken !== null && current.accessToken === webserviceToken,
    requestRefresh: (refreshToken) =>
      requestJson('/o/token/', tokenResponseSchema, {
        kind: 'token',
        form: { grant_type: 'refresh_token', refresh_token: refreshToken },
      }),
    ...(options.onSessionExpired ? { onSessionExpired: options.onSessionExpired } : {}),
    ...(options.onTokensRefreshed ? { onTokensRefreshed: options.onTokensRefreshed } : {}),
  });
  const auth = createRequestAuth({
    tokens,
    coordinator,
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    ...(options.language ? { language: options.language } : {}),
  });
  const customFetch = options.fetch;

  const http = ky.create({
    timeout: false,
    // Forced retries (below) need a limit of 1; empty methods/status lists turn every automatic retry off.
    retry: { limit: 1, methods: [], statusCodes: [], afterStatusCodes: [], delay: () => 0 },
    fetch: (input, init) => (customFetch ?? globalThis.fetch)(input, init),
    hooks: {
      beforeRequest: [
        (request, kyOptions) => {
          auth.apply(request.headers, fromKyContext(kyOptions.context));
        },
      ],
      afterResponse: [
        async (request, kyOptions, response, state) => {
          // One retry per call: a second 401 is an ordinary error, so a broken server cannot loop us.
          if (response.status !== 401 || state.retryCount > 0) return undefined;
          // ky retries with a clone taken before sending, so JSON, form and multipart bodies (and the
          // multipart boundary) go out byte-identical; `beforeRequest` puts the fresh token on it.
          if (await auth.recoverFrom401(request.headers, fromKyContext(kyOptions.context))) {
            return ky.retry({ delay: 0, code: 'TOKEN_REFRESHED' });
          }
          return undefined;
        },
      ],
    },
  });

  function xhrConstructor(): XhrConstructor | undefined {
    if (options.xhr === false) return undefined;
    return options.xhr ?? (globalThis as { XMLHttpRequest?: XhrConstructor }).XMLHttpRequest;
  }

  async function send(path: string, call: CallOptions) {
    const encoded = encodeCall(options.apiBase, path, call, tokens.get() !== null);
    try {
      const isUpload = call.kind === 'upload' || call.kind === 'uploadNoAuth';
      const Xhr = isUpload && call.onUploadProgress ? xhrConstructor() : undefined;
      if (isUpload && Xhr) {
        const response = await sendUpload(Xhr, encoded, auth, call.signal, call.onUploadProgress);
        return { response, encoded };
      }
      const response = await http(encoded.url, {
        method: encoded.method,
        headers: encoded.headers,
        body: encoded.body ?? null,
        context: toKyContext(encoded.context),
        ...(call.signal ? { signal: call.signal } : {}),
        ...(call.keepalive === true ? { keepalive: true } : {}),
      });
      if (isUpload) call.onUploadProgress?.(1);
      return { response, encoded };
    } catch (error) {
      throw await toCampusError(error, encoded.summary);
    }
  }

  async function requestJson<S extends z.core.$ZodType>(path: string, schema: S, call: CallOptions = {}) {
    const { response, encoded } = await send(path, call);
    return parseJsonResponse(response, schema, encoded.summary);
  }

  return {
    apiBase: options.apiBase,
    request: async (path, call = {}) => (await send(path, call)).response,
    requestJson,
    refreshSession: () => coordinator.refresh(),
    useWebserviceToken(token) {
      webserviceToken = token;
      if (token !== null) tokens.set({ accessToken: token, refreshToken: null, realtimeToken: null });
    },
  };
}

import type { z } from 'zod/mini';
import type { SessionTokens } from './token-store.js';
import type { SearchParamValue } from './url.js';

/** Form fields of a form-encoded call; `null` and `undefined` entries are left out. */
export type FormFields = URLSearchParams | Readonly<Record<string, string | number | boolean | null | undefined>>;

/** Options every call accepts. */
export interface BaseCallOptions {
  /** HTTP method. @default 'GET' for a JSON call without body, 'POST' otherwise */
  method?: string;
  /** Query parameters; `undefined` values are left out. */
  searchParams?: Readonly<Record<string, SearchParamValue>>;
  /** Extra headers. `Authorization` is always decided by the call kind and cannot be set here. */
  headers?: Readonly<Record<string, string>>;
  /** Aborts the call; the promise then rejects with the signal's reason (an `AbortError`). */
  signal?: AbortSignal;
  /**
   * The call belongs to a webservice-token session (SPECIFICATION §4): a 401 clears the session instead of
   * refreshing. Only meaningful for bearer kinds. @default false
   */
  webservice?: boolean;
  /**
   * Lets the request outlive the page (`fetch` `keepalive`): a SCORM commit sent on `pagehide` still arrives. The
   * browser caps keepalive bodies at 64 KiB in all. @default false
   */
  keepalive?: boolean;
}

/** A JSON call: `json` (bearer) or `public` (no auth, recover-password calls). */
export interface JsonCallOptions extends BaseCallOptions {
  /** @default 'json' */
  kind?: 'json' | 'public';
  /** The JSON body. */
  json?: unknown;
  /**
   * A token given by URL (e.g. `?token=` stored by the route guard, SPECIFICATION §4). Sent as the
   * `access_token` query parameter, only when there is no session token (§7 Request rules).
   */
  accessToken?: string;
}

/** A form-encoded call: `token`, `alternativeLogin` (client basic credentials) or `certificate` (bearer). */
export interface FormCallOptions extends BaseCallOptions {
  kind: 'token' | 'alternativeLogin' | 'certificate';
  form: FormFields;
}

/** A multipart call: `upload` (bearer) or `uploadNoAuth` (file-complete call, direct storage uploads). */
export interface UploadCallOptions extends BaseCallOptions {
  kind: 'upload' | 'uploadNoAuth';
  formData: FormData;
  /**
   * Called with the uploaded fraction 0..1, never decreasing. Reported while sending where the host has
   * `XMLHttpRequest`; elsewhere called once with 1 when the upload is done.
   */
  onUploadProgress?: (progress: number) => void;
}

/** Options of one call; `kind` picks the request rule of SPECIFICATION §7. */
export type CallOptions = JsonCallOptions | FormCallOptions | UploadCallOptions;

/**
 * The API client of one Campus instance (SPECIFICATION §7). Every method rejects with a `CampusError`
 * subclass (`HttpError`, `NetworkError`, `SessionExpiredError`, `ResponseValidationError`) or, on abort,
 * with the signal's reason.
 */
export interface ApiClient {
  /** The API base the client was created with. */
  readonly apiBase: string;
  /**
   * Sends a call and resolves with the 2xx `Response` (body unread). A 401 on a bearer call refreshes the
   * tokens once for all concurrent calls and retries each call once with its body intact.
   * @param path a spec path (`/o/token/`) joined to `apiBase`, or an absolute URL (direct storage uploads)
   */
  request(path: string, options?: CallOptions): Promise<Response>;
  /** Like {@link ApiClient.request}, then parses the JSON answer with `schema` (`ResponseValidationError`). */
  requestJson<S extends z.core.$ZodType>(path: string, schema: S, options?: CallOptions): Promise<z.output<S>>;
  /** Refreshes the tokens now, joining a refresh already running. */
  refreshSession(): Promise<SessionTokens>;
  /**
   * Starts (with a token) or leaves (with `null`) a webservice-token session (SPECIFICATION §2
   * `webservice-login/{token}`, §4): the token is stored as the access token with no refresh token, and a
   * 401 clears the session without trying a refresh.
   */
  useWebserviceToken(token: string | null): void;
}

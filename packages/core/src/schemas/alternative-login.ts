import { z } from './zod.js';
import { lazySchema } from './lazy-schema.js';
import { documentShape, refineDocument } from './document.js';

/**
 * `POST /etraining_login/alternative_login/` (SPECIFICATION §7 Request rules: form-encoded with client basic
 * credentials; payload not shown, designed here). The sign-ins other than user + password (§2 Login:
 * "with Google, or with a directly managed sign-in"), told apart by `provider`:
 * - `google`: the ID token from Google Identity Services;
 * - `document`: the identity document and password, for programmes whose users know no user name.
 * Answers with the token answer of `/o/token/` (`tokenResponseSchema`).
 */
export const alternativeLoginRequestSchema = lazySchema(() =>
  z.discriminatedUnion('provider', [
    z.object({ provider: z.literal('google'), id_token: z.string().check(z.minLength(1)) }),
    z
      .object({ provider: z.literal('document'), ...documentShape, password: z.string().check(z.minLength(1)) })
      .check(z.superRefine(refineDocument)),
  ]),
);

/** Body of an alternative-login request. */
export type AlternativeLoginRequest = z.infer<typeof alternativeLoginRequestSchema>;

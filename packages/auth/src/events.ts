import type { SignedInUser } from './shared/sign-in-session.js';

/** `detail` of `campus-registered`. */
export interface RegisteredDetail {
  username: string;
  /** `approved`, or `awaiting_approval` when an administrator must approve the account first. */
  status: string;
}

declare global {
  interface GlobalEventHandlersEventMap {
    /** `<campus-login>` signed a person in; `detail` is who ({@link SignedInUser}), with their home route. */
    'campus-signed-in': CustomEvent<SignedInUser>;
    /** `<campus-login>` signed the person out (the server session is revoked and the local session cleared). */
    'campus-signed-out': CustomEvent<null>;
    /** A password was set or changed (set-password link, recovery, first access, change password). */
    'campus-password-set': CustomEvent<{ username: string | null }>;
    /** `<campus-register>` created an account. */
    'campus-registered': CustomEvent<RegisteredDetail>;
    /** `<campus-complete-register>` saved the missing profile data. */
    'campus-profile-completed': CustomEvent<{ username: string }>;
  }
}

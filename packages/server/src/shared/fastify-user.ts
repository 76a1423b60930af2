import type { RealtimeBroker } from '../realtime/broker';

/** The signed-in user of a request, set by the {@link import('./authenticate').authenticate} access check. */
export interface AuthUser {
  /** `users.id`, as a string. */
  readonly id: string;
  readonly username: string;
  /** Programme and staff roles (src/security/roles.ts); rows may hold roles newer than this code. */
  readonly roles: readonly string[];
  /** The user's selected client (`users.selected_client_id`), as a string; null when none is selected. */
  readonly clientId: string | null;
  readonly isSuperuser: boolean;
}

/** The session behind a request's access token, for routes that act on the session itself (logout). */
export interface AuthSession {
  /** The token family (one sign-in and its rotations). */
  readonly familyId: string;
  /** Hash of the presented access token. */
  readonly accessTokenHash: string;
  /** The OAuth client (`clients.id`) the session signed in through. */
  readonly oauthClientId: number;
  /**
   * The versions of the caller's client (catalogue, reward store) and of their own state, read with the token: an
   * answer kept under them is current (src/shared/answer-cache.ts; bumped by the triggers of the `*_answer_versions`
   * migrations, 0024 on).
   */
  readonly answerVersion: string;
  /** The version of the client's forums, read with the token too (migration 0030): the forum's kept answers'. */
  readonly forumVersion: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The signed-in user. Set only on routes that run `authenticate` (a plugin's `onRequest` check, src/shared/access.ts);
     * reading it elsewhere gives `undefined` despite the type.
     */
    user: AuthUser;
    /** The session of the presented access token; set together with {@link FastifyRequest.user}. */
    authSession: AuthSession;
  }
  interface FastifyInstance {
    /** Realtime events: `app.realtime.publish(area, data)` reaches the event streams of every process. */
    readonly realtime: RealtimeBroker;
  }
}

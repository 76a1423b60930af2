import type { Locale } from '@campus/core';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import type { ErrorMessages } from '../i18n/error-messages';
import type { ObjectStore } from '../storage/object-store';

// What buildApp decorates the app and requests with, for every route plugin to use.
declare module 'fastify' {
  interface FastifyInstance {
    /** The server configuration. */
    readonly config: ServerConfig;
    /** The open database (`app.database.db` for queries, `.kind` for the driver). */
    readonly database: Database;
    /** Error code → localized message. */
    readonly errorMessages: ErrorMessages;
    /** Where uploaded files' bytes live (a local folder or S3-compatible storage; `CAMPUS_STORAGE_URL`). */
    readonly objectStore: ObjectStore;
  }
  interface FastifyRequest {
    /** The request's language: `?locale=`, then `Accept-Language`, else pt-BR. */
    readonly locale: Locale;
  }
}

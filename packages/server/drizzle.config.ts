import { defineConfig } from 'drizzle-kit';

/**
 * drizzle-kit generates versioned SQL migrations from the schema: `npm run db:generate -w @campus/server`.
 * The server applies them on start with Drizzle's `migrate()` (src/db/migrate.ts), on PGlite and PostgreSQL.
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
});

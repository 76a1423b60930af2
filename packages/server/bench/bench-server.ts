/**
 * The server side of `npm run bench -w @campus/server` (bench/catalogue.bench.mjs runs it as a child process,
 * so the load generator does not share its event loop): the Campus API with the demo data — on in-memory
 * PGlite, or on PostgreSQL when `DATABASE_URL` is set — and, in the same process, a bare Fastify app with one
 * route as the baseline. Prints one JSON line `{ api, bare, database }` once both listen; stops on SIGTERM.
 */
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { loadConfig } from '../src/config';
import { startServer } from '../src/server';

const config = loadConfig({
  ...process.env,
  CAMPUS_API_PORT: '0',
  CAMPUS_LOG_LEVEL: 'warn',
  CAMPUS_DEMO: '1',
  CAMPUS_DATA_DIR: process.env['DATABASE_URL'] ? (process.env['CAMPUS_DATA_DIR'] ?? 'memory://') : 'memory://',
});
const server = await startServer(config, { logger: false });

// BENCH_MEMBERS extra programme members, copies of the demo store owner (same client, roles, password and store):
// `bench-owner-1` … `bench-owner-N`, so a write benchmark can spread its sales over many members as a store
// network does, instead of queueing them all on one member's account lock.
const members = Number(process.env['BENCH_MEMBERS'] ?? 0);
if (members > 0) {
  await server.database.db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into users (username, password_hash, full_name, status, roles, selected_client_id, selected_country_id,
        selected_language_id, accept_terms_and_conditions, accept_cookies_policy)
      select 'bench-owner-' || n, password_hash, full_name || ' ' || n, status, roles, selected_client_id,
        selected_country_id, selected_language_id, true, true
      from users, generate_series(1, ${members}) as n where username = 'owner'`);
    await tx.execute(sql`
      insert into user_clients (user_id, client_id)
      select bench.id, uc.client_id from users bench, users owner join user_clients uc on uc.user_id = owner.id
      where owner.username = 'owner' and bench.username like 'bench-owner-%'`);
    await tx.execute(sql`
      insert into user_stores (user_id, store_id)
      select bench.id, us.store_id from users bench, users owner join user_stores us on us.user_id = owner.id
      where owner.username = 'owner' and bench.username like 'bench-owner-%'`);
  });
}

const bare = Fastify({ logger: false });
bare.get('/bare', async () => ({ ok: true }));
const bareUrl = await bare.listen({ port: 0, host: config.host });

process.stdout.write(`${JSON.stringify({ api: server.url, bare: bareUrl, database: server.database.kind })}\n`);

const stop = () => {
  void Promise.allSettled([bare.close(), server.stop()]).then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

import { productToday } from './shared/product-time';
import { loadConfigOrReport } from './config';
import { openDatabase } from './db/open-database';
import { runCloseCampaignCommand } from './loyalty/admin/close-campaign-command';

/**
 * `npm run loyalty:close-campaign -w @campus/server -- <id> | --due`: closes loyalty campaigns against the
 * configured database (`DATABASE_URL`, else the PGlite folder — stop the API first, PGlite has one owner).
 * Applies pending migrations first, like the server.
 */
async function main(): Promise<number> {
  const config = loadConfigOrReport();
  if (!config) return 1;
  const database = await openDatabase(config);
  try {
    await database.migrate();
    return await runCloseCampaignCommand(process.argv.slice(2), database.db, productToday(), (line) =>
      process.stdout.write(`${line}\n`),
    );
  } finally {
    await database.close();
  }
}

process.exitCode = await main();

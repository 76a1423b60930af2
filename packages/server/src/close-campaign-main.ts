import { productToday } from './shared/product-time';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/open-database';
import { runCloseCampaignCommand } from './loyalty/admin/close-campaign-command';

/**
 * `npm run loyalty:close-campaign -w @campus/server -- <id> | --due`: closes loyalty campaigns against the
 * configured database (`DATABASE_URL`, else the PGlite folder — stop the API first, PGlite has one owner).
 * Applies pending migrations first, like the server.
 */
async function main(): Promise<number> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      return 1;
    }
    throw error;
  }
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

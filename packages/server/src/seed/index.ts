import type { ServerConfig } from '../config';
import type { CampusDb } from '../db/database';
import type { ObjectStore } from '../storage/object-store';
import { seedDemoData } from './demo';
import type { DemoSeedResult } from './demo';
import { seedReferenceData } from './reference-data';

/**
 * Start-up seeding: the reference data always (languages, countries), the demo data only in demo mode
 * (`CAMPUS_DEMO` not `0`) and only into a database without clients.
 * @param objectStore where the demo photos go: the server's store, so the photos it serves have their bytes.
 * @returns the demo result, or null when demo mode is off.
 */
export async function seedDatabase(
  db: CampusDb,
  config: Pick<ServerConfig, 'demo'>,
  objectStore: ObjectStore,
): Promise<DemoSeedResult | null> {
  await seedReferenceData(db);
  return config.demo ? seedDemoData(db, objectStore) : null;
}

export { DEMO_CLIENT, DEMO_CONTENT_STEPS, DEMO_USERNAMES, DEMO_USERS, seedDemoData } from './demo';
export type { DemoContentStep, DemoSeedContext, DemoSeedResult, DemoUser, DemoUsername } from './demo';
export { LANGUAGES, seedReferenceData } from './reference-data';

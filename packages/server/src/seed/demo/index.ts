import { sql } from 'drizzle-orm';
import type { CampusDb, CampusTransaction } from '../../db/database';
import { clients } from '../../db/schema';
import type { ClientRow, UserRow } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import type { ObjectStore } from '../../storage/object-store';
import { PendingUploads } from '../../uploads/pending-uploads';
import { seedDemoAccounts } from './demo-accounts';
import { seedDemoAchievements } from './demo-achievements';
import { DemoActivityObjects } from './demo-activity-objects';
import { seedDemoActivityContent } from './demo-activity-content';
import { seedDemoCourses } from './demo-courses';
import { seedDemoGames } from './demo-games';
import { seedDemoLiveEvents } from './demo-live-events';
import { seedDemoLiveTransmissions } from './demo-live-transmissions';
import { seedDemoLoyalty } from './demo-loyalty';
import { seedDemoMedia } from './demo-media';
import { seedDemoPodcastPlaylists } from './demo-podcast-playlists';
import { seedDemoNewsBodies } from './demo-news-bodies';
import { seedDemoPlatformContent } from './demo-platform-content';
import { seedDemoForum } from './demo-forum';
import { seedDemoSiteLists } from './demo-site-lists';
import { seedDemoClient } from './demo-client';
import { seedDemoUsers } from './demo-users';
import { seedDemoSurveys } from './demo-surveys';
import { seedDemoInstructors } from './demo-instructors';
import { seedDemoSence } from './demo-sence';
import { seedDemoEventTransmission } from './demo-event-transmission';
import { seedDemoEventTypeCertificate } from './demo-event-type-certificate';
import type { DemoUsername } from './demo-users';

/** What a demo content step receives: the open transaction and the rows seeded before it. */
export interface DemoSeedContext {
  readonly tx: CampusTransaction;
  readonly client: ClientRow;
  readonly users: Readonly<Record<DemoUsername, UserRow>>;
  /** Where the demo's uploaded files (invoice and store photos) go, through `storeUpload`. */
  readonly uploads: PendingUploads;
  /** Where the activity imports store their files (the server's store, remembering what the seed wrote). */
  readonly activityObjects: DemoActivityObjects;
}

/** One area of demo content (courses, trails, rewards ...), in its own file under src/seed/demo/. */
export interface DemoContentStep {
  /** Shown in the start-up log. */
  readonly name: string;
  run(context: DemoSeedContext): Promise<void>;
}

/**
 * Demo content after the base rows, in order. Each area adds its step here, e.g.
 * `{ name: 'online courses', run: seedDemoCourses }` from `./demo-courses`.
 */
export const DEMO_CONTENT_STEPS: readonly DemoContentStep[] = [
  { name: 'accounts', run: seedDemoAccounts },
  { name: 'site lists', run: seedDemoSiteLists },
  { name: 'platform content', run: seedDemoPlatformContent },
  { name: 'online courses and trails', run: seedDemoCourses },
  { name: 'activity content and the player showcase course', run: seedDemoActivityContent },
  { name: 'games', run: seedDemoGames },
  { name: 'presential courses, webinars and live classes', run: seedDemoLiveEvents },
  { name: 'live transmissions and the live-class test’s class', run: seedDemoLiveTransmissions },
  { name: 'podcasts, library and news', run: seedDemoMedia },
  { name: 'the learner’s podcast playlist', run: seedDemoPodcastPlaylists },
  { name: 'news bodies as rich text', run: seedDemoNewsBodies },
  { name: 'loyalty programme', run: seedDemoLoyalty },
  { name: 'certificates and badges', run: seedDemoAchievements },
  { name: 'forum', run: seedDemoForum },
  { name: 'surveys and their respondent', run: seedDemoSurveys },
  // After the loyalty step: the in-person class's check-in is one of its programme events.
  { name: 'instructors, their classes and the attendee', run: seedDemoInstructors },
  { name: 'an in-person course’s live class event with its transmission', run: seedDemoEventTransmission },
  { name: 'the moderator’s certificate for an in-person event type', run: seedDemoEventTypeCertificate },
  // After the player showcase: the SENCE course reuses two of its activities' content.
  { name: 'the SENCE course and its learner', run: seedDemoSence },
];

/** Serialises demo seeding across processes starting together on one PostgreSQL. */
const DEMO_SEED_LOCK_KEY = 4_242_031_816;

/** What {@link seedDemoData} did. */
export interface DemoSeedResult {
  /** False when the database already had a client (nothing was written). */
  readonly seeded: boolean;
  /** Names of the content steps that ran. */
  readonly steps: readonly string[];
}

/**
 * Seeds the demo data — the `campus-web` client, the eight demo users, then every content step — in one
 * transaction, only when the database holds no client yet. Needs the reference data (languages, countries).
 * Idempotent: a second run, or a concurrent one from another process, finds the client and does nothing.
 * @param objectStore where the demo photos' bytes go: the server's store (tests that never serve the photos may
 *   pass `createMemoryObjectStore()`). Required, so no caller seeds photos whose bytes end up nowhere.
 */
export async function seedDemoData(db: CampusDb, objectStore: ObjectStore): Promise<DemoSeedResult> {
  const uploads = new PendingUploads(objectStore);
  const activityObjects = new DemoActivityObjects(objectStore);
  try {
    return await withTransaction(db, async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(DEMO_SEED_LOCK_KEY))})`);
      const [existing] = await tx.select({ id: clients.id }).from(clients).limit(1);
      if (existing) return { seeded: false, steps: [] };
      const client = await seedDemoClient(tx);
      const users = await seedDemoUsers(tx, client);
      for (const step of DEMO_CONTENT_STEPS) await step.run({ tx, client, users, uploads, activityObjects });
      return { seeded: true, steps: DEMO_CONTENT_STEPS.map((step) => step.name) };
    });
  } finally {
    // Photos and activity files of a seeding attempt that rolled back (or was retried) name no row.
    await uploads.discardUncommitted(db);
    await activityObjects.discardUncommitted(db);
  }
}

export { DEMO_CLIENT, DEMO_MODULES, demoClientParams } from './demo-client';
export { DEMO_USERNAMES, DEMO_USERS, demoDocument } from './demo-users';
export type { DemoUser, DemoUsername } from './demo-users';

import { dateFormatForLanguage, validateDocument } from '@campus/core/rules';
import { createMemoryObjectStore } from '../storage/memory-object-store';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CampusDb } from '../db/database';
import { clients, countries, languages, userClients, users } from '../db/schema';
import { DEMO_PASSWORD } from '../security/demo-password';
import { verifySecret } from '../security/password-hash';
import { createTestDatabase, describeEachDatabase, TEST_DATABASE_URL } from '../test-support/test-app.test-util';
import type { TestDatabase } from '../test-support/test-app.test-util';
import { DEMO_CLIENT, DEMO_CONTENT_STEPS, DEMO_USERNAMES, seedDatabase, seedDemoData } from '.';

async function rowCounts(db: CampusDb) {
  const total = async (
    table: typeof clients | typeof users | typeof languages | typeof countries | typeof userClients,
  ) => (await db.select({ value: count() }).from(table))[0]?.value;
  return {
    clients: await total(clients),
    users: await total(users),
    languages: await total(languages),
    countries: await total(countries),
    memberships: await total(userClients),
  };
}

describeEachDatabase('start-up seed', (kind) => {
  let seeded: TestDatabase;
  beforeAll(async () => {
    seeded = await createTestDatabase(kind);
  }, 60_000);
  afterAll(() => seeded?.dispose());

  it('seeds the demo data once, and is idempotent', async () => {
    const { db } = seeded.database;
    expect(await seedDatabase(db, { demo: true }, createMemoryObjectStore())).toEqual({
      seeded: true,
      steps: DEMO_CONTENT_STEPS.map((step) => step.name),
    });
    const after = await rowCounts(db);
    expect(after).toEqual({
      clients: 1,
      users: DEMO_USERNAMES.length,
      languages: 4,
      countries: 7,
      memberships: DEMO_USERNAMES.length,
    });
    expect(await seedDatabase(db, { demo: true }, createMemoryObjectStore())).toEqual({ seeded: false, steps: [] });
    expect(await rowCounts(db)).toEqual(after);
  }, 30_000);

  it('writes the languages with their fixed ids, the client and the users as documented', async () => {
    const { db } = seeded.database;
    const languageRows = await db.select().from(languages).orderBy(languages.id);
    expect(languageRows.map(({ id, code }) => [id, code, dateFormatForLanguage(id)])).toEqual([
      [1, 'pt-BR', 'DD/MM/YYYY'],
      [2, 'en-US', 'MM-DD-YYYY'],
      [3, 'es-ES', 'DD/MM/YYYY'],
      [4, 'fr-FR', 'MM-DD-YYYY'],
    ]);

    const [client] = await db.select().from(clients);
    expect(client).toMatchObject({ clientId: DEMO_CLIENT.clientId, defaultLanguageId: 1, isActive: true });
    expect(await verifySecret(DEMO_CLIENT.secret, client?.secretHash)).toBe(true);
    const flags = Object.entries(client?.params.flags ?? {});
    expect(flags.length).toBeGreaterThan(10);
    expect(flags.every(([name, on]) => name.startsWith('has_') && on === true)).toBe(true);
    expect(client?.params.colors.primary).toMatch(/^#[0-9a-f]{6}$/);
    expect(Object.keys(client?.params.logos ?? {}).sort()).toEqual(['en-US', 'es-ES', 'fr-FR', 'pt-BR']);

    const userRows = await db.select().from(users).orderBy(users.id);
    expect(userRows.map((user) => user.username)).toEqual([...DEMO_USERNAMES]);
    const byName = Object.fromEntries(userRows.map((user) => [user.username, user]));
    expect(byName['agent']?.roles).toEqual(['seller']);
    expect(byName['owner']?.roles).toEqual(['store_owner']);
    expect(byName['admin']).toMatchObject({ isSuperuser: true, roles: ['programme_admin', 'platform_admin'] });
    expect(byName['learner']).toMatchObject({ isSuperuser: false, roles: [] });
    for (const user of userRows) {
      expect(user).toMatchObject({ status: 'approved', selectedClientId: client?.id, selectedLanguageId: 1 });
      expect(validateDocument(user.document ?? '', 'BRA')).toMatchObject({ valid: true });
    }
    expect(await verifySecret(DEMO_PASSWORD, byName['learner']?.passwordHash)).toBe(true);
    expect(await verifySecret('campus#2026', byName['learner']?.passwordHash)).toBe(false);
  });

  it('with demo mode off writes only the reference data; a demo start then leaves existing clients alone', async () => {
    const other = await createTestDatabase(kind);
    try {
      const { db } = other.database;
      expect(await seedDatabase(db, { demo: false }, createMemoryObjectStore())).toBeNull();
      expect(await rowCounts(db)).toEqual({ clients: 0, users: 0, languages: 4, countries: 7, memberships: 0 });

      await db.insert(clients).values({
        clientId: 'acme',
        secretHash: 'scrypt$x',
        name: 'Acme',
        params: {
          flags: {},
          group_training_use_score: false,
          colors: { primary: null, secondary: null, tertiary: null },
          logos: {},
          backgrounds: {},
          login: {},
          layout: {},
          register: { password_strong_level: 0, fields: [] },
          attempts: null,
        },
        defaultLanguageId: 2,
      });
      expect(await seedDatabase(db, { demo: true }, createMemoryObjectStore())).toEqual({ seeded: false, steps: [] });
      expect(await rowCounts(db)).toMatchObject({ clients: 1, users: 0 });
      expect(await db.select().from(clients).where(eq(clients.clientId, DEMO_CLIENT.clientId))).toEqual([]);
    } finally {
      await other.dispose();
    }
  }, 60_000);
});

it.runIf(TEST_DATABASE_URL)(
  'seeds once when several processes start together [postgres]',
  async () => {
    const testDatabase = await createTestDatabase('postgres');
    try {
      const { db } = testDatabase.database;
      await seedDatabase(db, { demo: false }, createMemoryObjectStore());
      const results = await Promise.all([
        seedDemoData(db, createMemoryObjectStore()),
        seedDemoData(db, createMemoryObjectStore()),
        seedDemoData(db, createMemoryObjectStore()),
      ]);
      expect(results.filter((result) => result.seeded)).toHaveLength(1);
      expect(await rowCounts(db)).toMatchObject({ clients: 1, users: DEMO_USERNAMES.length });
    } finally {
      await testDatabase.dispose();
    }
  },
  30_000,
);

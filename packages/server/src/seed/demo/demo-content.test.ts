import { existsSync } from 'node:fs';
import { createMemoryObjectStore } from '../../storage/memory-object-store';
import { join } from 'node:path';
import { COURSE_STATUSES, PRESENTIAL_CLASS_STATUSES } from '@campus/core/rules';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ASSETS_DIR } from '../../shared/assets';
import type { CampusDb } from '../../db/database';
import {
  campaigns,
  catalogueItemChildren,
  catalogueItems,
  catalogueUserStates,
  clientModuleItems,
  clients,
  faqEntries,
  institutionalPages,
  podcastEpisodes,
  podcastPlaylists,
  presentialEvents,
  siteListEntries,
  STORED_SITE_LISTS,
  users,
  welcomeBanners,
} from '../../db/schema';
import { buildApp } from '../../app';
import { startSession } from '../../auth/token-issuer';
import { withTransaction } from '../../db/transaction';
import { createTestDatabase, describeEachDatabase, testConfig } from '../../test-support/test-app.test-util';
import type { TestDatabase } from '../../test-support/test-app.test-util';
import { seedDatabase } from '..';

/** How many rows of each kind the demo holds. */
async function contentCounts(db: CampusDb) {
  const items = await db
    .select({ type: catalogueItems.type, value: count() })
    .from(catalogueItems)
    .groupBy(catalogueItems.type);
  const total = async (table: Parameters<ReturnType<CampusDb['select']>['from']>[0]) =>
    (await db.select({ value: count() }).from(table))[0]?.value;
  return {
    items: Object.fromEntries(items.map((row) => [row.type, row.value])),
    events: await total(presentialEvents),
    playlists: await total(podcastPlaylists),
    episodes: await total(podcastEpisodes),
    children: await total(catalogueItemChildren),
    states: await total(catalogueUserStates),
    entries: await total(siteListEntries),
    faq: await total(faqEntries),
    pages: await total(institutionalPages),
    banners: await total(welcomeBanners),
    campaigns: await total(campaigns),
    moduleItems: await total(clientModuleItems),
  };
}

/** Every URL the demo content points at, which must be a file of the assets folder. */
async function contentUrls(db: CampusDb): Promise<string[]> {
  const items = await db
    .select({ image: catalogueItems.image, fileUrl: sql<string | null>`${catalogueItems.details}->>'file_url'` })
    .from(catalogueItems);
  const episodes = await db.select({ url: podcastEpisodes.audioUrl }).from(podcastEpisodes);
  const banners = await db.select({ url: welcomeBanners.image }).from(welcomeBanners);
  const [client] = await db.select({ params: clients.params }).from(clients);
  return [
    ...items.flatMap((item) => [item.image, item.fileUrl]),
    ...episodes.map((episode) => episode.url),
    ...banners.map((banner) => banner.url),
    ...Object.values(client?.params.logos ?? {}),
    ...Object.values(client?.params.backgrounds ?? {}),
  ].filter((url): url is string => url !== null);
}

describeEachDatabase('demo content seed', (kind) => {
  let seeded: TestDatabase;
  beforeAll(async () => {
    seeded = await createTestDatabase(kind);
  }, 60_000);
  afterAll(() => seeded?.dispose());

  it('seeds every catalogue screen’s content once; a second run writes nothing', async () => {
    const { db } = seeded.database;
    const first = await seedDatabase(db, { demo: true }, createMemoryObjectStore());
    expect(first?.steps).toEqual(
      expect.arrayContaining([
        'site lists',
        'platform content',
        'online courses and trails',
        'presential courses, webinars and live classes',
        'podcasts, library and news',
        'news bodies as rich text',
        'forum',
      ]),
    );
    const counts = await contentCounts(db);
    expect(counts.items).toEqual({
      // The 42 demo courses, the two player showcase courses, the three of the tests showcase, the two of games and
      // the SENCE course.
      online_course: 50,
      trail: 6,
      presential_catalog: 2,
      presential_course: 9,
      webinar: 6,
      // The eight demo live classes and the one the live-class browser test drives (issue 26).
      live_class: 9,
      podcast: 4,
      library_file: 18,
      news: 12,
    });
    expect(counts).toMatchObject({ playlists: 8, episodes: 24, banners: 3, campaigns: 5, pages: 8, faq: 11 });
    // Every demo question and page is translated (en-US, es-ES, fr-FR) but the hotsite, the Portuguese fallback.
    const untranslated = sql`translations = '{}'::jsonb`;
    expect(await db.select({ id: faqEntries.id }).from(faqEntries).where(untranslated)).toEqual([]);
    expect(await db.select({ slug: institutionalPages.slug }).from(institutionalPages).where(untranslated)).toEqual([
      { slug: 'hotsite' },
    ]);
    expect(counts.events).toBeGreaterThanOrEqual(15);
    expect(await seedDatabase(db, { demo: true }, createMemoryObjectStore())).toEqual({ seeded: false, steps: [] });
    expect(await contentCounts(db)).toEqual(counts);
  }, 30_000);

  it('covers every status, a full live class, every site list and real files', async () => {
    const { db } = seeded.database;
    const presential = await db
      .selectDistinct({ status: catalogueItems.status })
      .from(catalogueItems)
      .where(eq(catalogueItems.type, 'presential_course'));
    expect(presential.map((row) => row.status).sort()).toEqual([...PRESENTIAL_CLASS_STATUSES].sort());
    const full = await db
      .select({ title: catalogueItems.title })
      .from(catalogueItems)
      .where(
        and(
          eq(catalogueItems.type, 'live_class'),
          eq(catalogueItems.status, 'opened'),
          sql`${catalogueItems.seatsTaken} = ${catalogueItems.vacancies}`,
        ),
      );
    expect(full).toHaveLength(1);
    const liveStatuses = await db
      .selectDistinct({ status: catalogueItems.status })
      .from(catalogueItems)
      .where(eq(catalogueItems.type, 'live_class'));
    expect(liveStatuses.map((row) => row.status).sort()).toEqual(['closed', 'finished', 'offline', 'opened']);

    const [learner] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'learner'));
    const learnerCourses = await db
      .selectDistinct({ status: catalogueUserStates.status })
      .from(catalogueUserStates)
      .innerJoin(catalogueItems, eq(catalogueItems.id, catalogueUserStates.itemId))
      .where(and(eq(catalogueUserStates.userId, learner?.id ?? 0), eq(catalogueItems.type, 'online_course')));
    expect(learnerCourses.map((row) => row.status).sort()).toEqual([...COURSE_STATUSES].sort());

    const lists = await db.selectDistinct({ list: siteListEntries.list }).from(siteListEntries);
    expect(lists.map((row) => row.list).sort()).toEqual([...STORED_SITE_LISTS].sort());

    const [active] = await db
      .select({ value: count() })
      .from(campaigns)
      .where(sql`${campaigns.beginDate} <= current_date and ${campaigns.endDate} >= current_date`);
    expect(active?.value).toBe(1);

    const urls = await contentUrls(db);
    expect(urls.length).toBeGreaterThan(100);
    const missing = [...new Set(urls)].filter(
      (url) => !url.startsWith('/static/') || !existsSync(join(ASSETS_DIR, url.slice('/static/'.length))),
    );
    expect(missing).toEqual([]);
  });

  it('serves the demo to the learner through the API', async () => {
    const config = testConfig(seeded.config);
    const app = await buildApp({ config, database: seeded.database, logger: false });
    try {
      const { db } = seeded.database;
      const [learner] = await db.select().from(users).where(eq(users.username, 'learner'));
      const { tokens } = await withTransaction(db, (tx) =>
        startSession(
          tx,
          { userId: learner?.id ?? 0, oauthClientId: learner?.selectedClientId ?? 0, method: 'password' },
          config,
        ),
      );
      const get = async (url: string) => {
        const response = await app.inject({
          method: 'GET',
          url,
          headers: { authorization: `Bearer ${tokens.access_token}` },
        });
        expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
        return response.json() as { count: number; results: { id: number }[] };
      };
      // 49, and the SENCE course (demo-sence.ts).
      expect((await get('/api/online-courses/?page_size=100')).count).toBe(50);
      const blocked = await get('/api/online-courses/?progress=blocked');
      expect(blocked.count).toBe(1);
      // The blocked course got there on its block test; every course has activities in hierarchy_order.
      const activities = (await get(`/api/online-courses/${blocked.results[0]?.id}/activities/`)) as unknown as {
        activities: { hierarchy_order: number; type: string; status: string; blocked_reason: string | null }[];
      };
      expect(activities.activities.map((activity) => activity.hierarchy_order)).toEqual(
        activities.activities.map((_, index) => index + 1),
      );
      expect(activities.activities).toContainEqual(
        expect.objectContaining({ type: 'block_test', status: 'blocked', blocked_reason: 'block_test_failed' }),
      );
      const inProgress = await get('/api/online-courses/?progress=in_progress&page_size=100');
      const awaiting = await Promise.all(
        inProgress.results.map(async (course) =>
          (
            (await get(`/api/online-courses/${course.id}/activities/`)) as unknown as {
              activities: { blocked_reason: string | null }[];
            }
          ).activities.filter((activity) => activity.blocked_reason === 'awaiting_instructor'),
        ),
      );
      expect(awaiting.flat().length).toBeGreaterThan(0);
      // 17 demo courses, the two player showcase courses, the three of the tests showcase and the games showcase.
      expect((await get('/api/online-courses/?subscription_type=subscribed')).count).toBe(23);
      expect((await get('/api/online-courses/?selected_categories=null')).count).toBe(1);
      expect((await get('/api/live-classes/?live_class_status=no_vacancy')).count).toBe(1);
      expect((await get('/api/presential-courses/')).count).toBe(9);
      expect((await get('/api/library/?page_size=100')).count).toBe(18);
      expect((await get('/api/podcasts/search/processadores/')).count).toBe(1);
      const trails = await get('/api/trails/');
      expect(trails.count).toBe(6);
      const firstTrail = (await get(`/api/trails/${trails.results[0]?.id}/`)) as unknown as Record<string, unknown[]>;
      expect(firstTrail['courses']).toHaveLength(6);
      expect(firstTrail['live_classes']).toHaveLength(1);
      const params = await app.inject({ method: 'GET', url: '/api/params/?client_id=campus-web' });
      expect(params.json()).toMatchObject({ client: { has_library: true, has_news: true, has_ranking: true } });
    } finally {
      await app.close();
    }
  }, 30_000);

  it.runIf(kind === 'pglite')(
    'is deterministic: two fresh databases get the same content',
    async () => {
      const other = await createTestDatabase(kind);
      try {
        await seedDatabase(other.database.db, { demo: true }, createMemoryObjectStore());
        const snapshot = async (db: CampusDb) =>
          db
            .select({
              type: catalogueItems.type,
              title: catalogueItems.title,
              workload: catalogueItems.workloadMinutes,
              labels: sql<string>`(select string_agg(e.code, ',' order by e.code) from catalogue_item_labels l
              join site_list_entries e on e.id = l.entry_id where l.item_id = ${catalogueItems.id})`,
            })
            .from(catalogueItems)
            .orderBy(asc(catalogueItems.id));
        expect(await snapshot(other.database.db)).toEqual(await snapshot(seeded.database.db));
      } finally {
        await other.dispose();
      }
    },
    60_000,
  );
});

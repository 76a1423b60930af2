import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { SQL } from 'drizzle-orm';
import { getAs, requestAs, useCatalogueFixture } from '../test-support/catalogue-fixture.test-util';
import type { FixtureUser } from '../test-support/catalogue-fixture.test-util';
import {
  catalogueItemChildren,
  catalogueItemLabels,
  catalogueItems,
  catalogueUserStates,
  clientAnswerVersions,
  podcastEpisodes,
  podcastPlaylists,
  presentialEvents,
  siteListEntries,
  tokenFamilies,
  userAnswerVersions,
} from '../db/schema';
import { describeEachDatabase, useTestApp } from '../test-support/test-app.test-util';

interface ListedItem {
  readonly id: number;
  readonly title: string;
  readonly favorite: boolean;
}

describeEachDatabase('answers kept in memory (answer versions)', (kind) => {
  const context = useTestApp(kind);
  const fixture = useCatalogueFixture(context);
  const db = () => context.app.database.db;

  async function listCourses(user: FixtureUser): Promise<{ body: string; items: ListedItem[] }> {
    const response = await getAs(context.app, user, '/api/online-courses/');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    return { body: response.body, items: (response.json() as { results: ListedItem[] }).results };
  }

  const titleOf = (items: readonly ListedItem[], id: number) => items.find((item) => item.id === id)?.title;

  async function clientVersion(clientId = fixture.clientId): Promise<number> {
    const [row] = await db()
      .select({ version: clientAnswerVersions.version })
      .from(clientAnswerVersions)
      .where(eq(clientAnswerVersions.clientId, clientId));
    return row?.version ?? 0;
  }

  async function userVersion(user: FixtureUser): Promise<number> {
    const [row] = await db()
      .select({ version: userAnswerVersions.version })
      .from(userAnswerVersions)
      .where(eq(userAnswerVersions.userId, user.id));
    return row?.version ?? 0;
  }

  /** Writes as an administrator's tool would (outside the API), with the database's triggers off when `quiet`. */
  async function write(statement: SQL, quiet = false): Promise<void> {
    await db().transaction(async (tx) => {
      if (quiet) await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(statement);
    });
  }

  it('answers a repeated read from memory, and a write to what it reads at once from the database', async () => {
    const { salesCourse } = fixture.items;
    const first = await listCourses(fixture.ana);
    expect(titleOf(first.items, salesCourse)).toBe('Técnicas de Vendas');

    // A write the triggers do not see (replication role) proves the next answer comes from memory...
    await write(sql`update catalogue_items set title = 'Vendas (não visto)' where id = ${salesCourse}`, true);
    expect((await listCourses(fixture.ana)).body).toBe(first.body);

    // ...and any write they see reaches the very next read.
    await write(sql`update catalogue_items set title = 'Técnicas de Vendas 2' where id = ${salesCourse}`);
    expect(titleOf((await listCourses(fixture.ana)).items, salesCourse)).toBe('Técnicas de Vendas 2');
    await write(sql`update catalogue_items set title = 'Técnicas de Vendas' where id = ${salesCourse}`);
  });

  it("moves a learner's own version on their state, and neither another learner's nor the client's", async () => {
    const { serviceCourse } = fixture.items;
    const before = { ana: await userVersion(fixture.ana), bia: await userVersion(fixture.bia) };
    const client = await clientVersion();
    expect((await listCourses(fixture.ana)).items.find((item) => item.id === serviceCourse)?.favorite).toBe(false);

    const marked = await requestAs(context.app, fixture.ana, 'POST', `/api/online-courses/${serviceCourse}/favorite/`);
    expect(marked.statusCode, marked.body).toBe(200);

    expect((await listCourses(fixture.ana)).items.find((item) => item.id === serviceCourse)?.favorite).toBe(true);
    expect(await userVersion(fixture.ana)).toBeGreaterThan(before.ana);
    expect(await userVersion(fixture.bia)).toBe(before.bia);
    expect(await clientVersion()).toBe(client);
    await requestAs(context.app, fixture.ana, 'DELETE', `/api/online-courses/${serviceCourse}/favorite/`);
  });

  it("moves the client's version on a write to any table a list reads, and only that client's", async () => {
    const { items, entries } = fixture;
    const [playlist] = await db()
      .select({ id: podcastPlaylists.id })
      .from(podcastPlaylists)
      .where(eq(podcastPlaylists.podcastId, items.salesPodcast));
    const writes: Record<string, SQL> = {
      catalogue_items: sql`update ${catalogueItems} set seats_taken = seats_taken where id = ${items.lastSeatClass}`,
      site_list_entries: sql`update ${siteListEntries} set position = position where id = ${entries.retail}`,
      catalogue_item_labels: sql`delete from ${catalogueItemLabels} where item_id = ${items.salesPodcast}`,
      catalogue_item_children: sql`delete from ${catalogueItemChildren} where parent_id = ${items.catalog}`,
      presential_events: sql`update ${presentialEvents} set title = title where item_id = ${items.scheduledPresential}`,
      podcast_playlists: sql`update ${podcastPlaylists} set title = title where id = ${playlist?.id ?? 0}`,
      podcast_episodes: sql`update ${podcastEpisodes} set title = title where playlist_id = ${playlist?.id ?? 0}`,
      class_instructors: sql`insert into class_instructors (item_id, user_id) values (${items.openWebinar}, ${fixture.bia.id})`,
    };
    for (const [table, statement] of Object.entries(writes)) {
      const before = { own: await clientVersion(), other: await clientVersion(fixture.otherClientId) };
      await write(statement);
      expect(await clientVersion(), table).toBeGreaterThan(before.own);
      expect(await clientVersion(fixture.otherClientId), table).toBe(before.other);
    }

    const other = await clientVersion(fixture.otherClientId);
    await write(sql`update ${catalogueItems} set title = title where id = ${items.otherClientCourse}`);
    expect(await clientVersion(fixture.otherClientId)).toBeGreaterThan(other);

    // A user state row's delete (e.g. with its user) moves that user's version.
    const ana = await userVersion(fixture.ana);
    await write(
      sql`delete from ${catalogueUserStates} where user_id = ${fixture.ana.id} and item_id = ${items.salesPodcast}`,
    );
    expect(await userVersion(fixture.ana)).toBeGreaterThan(ana);
  });

  it('refuses a revoked session at once although its answer is kept', async () => {
    await listCourses(fixture.bia);
    await db()
      .update(tokenFamilies)
      .set({ revokedAt: new Date(), revokedReason: 'admin' })
      .where(eq(tokenFamilies.userId, fixture.bia.id));
    const response = await getAs(context.app, fixture.bia, '/api/online-courses/');
    expect(response.statusCode).toBe(401);
  });

  it('keeps answers apart by language and by query', async () => {
    const portuguese = await getAs(context.app, fixture.ana, '/api/online-courses/?page_size=1');
    const english = await context.app.inject({
      method: 'GET',
      url: '/api/online-courses/?page_size=1',
      headers: { authorization: `Bearer ${fixture.ana.token}`, 'accept-language': 'en-US' },
    });
    expect(portuguese.json()).toMatchObject({ next: '/api/online-courses/?page_size=1&page=2' });
    expect(english.statusCode).toBe(200);
    const second = await getAs(context.app, fixture.ana, '/api/online-courses/?page_size=2');
    expect((second.json() as { results: unknown[] }).results).toHaveLength(2);
  });
});

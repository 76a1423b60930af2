import { readFile } from 'node:fs/promises';
import { ACTIVITY_TYPE_GROUPS } from '@campus/core/rules';
import { join } from 'node:path';
import { and, asc, count, eq, inArray, max, ne, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { packageObjectKey } from '../../activities/packages';
import type { CampusDb } from '../../db/database';
import { testDocumentSchema } from '@campus/core/schemas';
import {
  activityContents,
  activityDocuments,
  catalogueItems,
  catalogueUserStates,
  courseActivities,
  users,
} from '../../db/schema';
import { createMemoryObjectStore } from '../../storage/memory-object-store';
import type { ObjectStore } from '../../storage/object-store';
import { createTestDatabase, describeEachDatabase } from '../../test-support/test-app.test-util';
import type { TestDatabase } from '../../test-support/test-app.test-util';
import { seedDatabase } from '..';
import { DemoActivityObjects } from './demo-activity-objects';
import {
  BLOCK_TEST_COURSE_TITLE,
  RESTART_TEST_COURSE_TITLE,
  TESTS_SHOWCASE_ACTIVITIES,
  TESTS_SHOWCASE_COURSE_TITLE,
  OUTSIDE_SHOWCASE_ACTIVITIES,
  OUTSIDE_SHOWCASE_COURSE_TITLE,
  SHOWCASE_ACTIVITIES,
  SHOWCASE_COURSE_TITLE,
} from './demo-activity-content';
import { DEMO_CONTENT_DIR } from './demo-content-files';

/** A memory store that also lists its keys. */
function listedStore(): ObjectStore & { readonly keys: Set<string> } {
  const store = createMemoryObjectStore();
  const keys = new Set<string>();
  return {
    kind: store.kind,
    location: store.location,
    keys,
    async put(key, bytes, contentType) {
      await store.put(key, bytes, contentType);
      keys.add(key);
    },
    get: (key) => store.get(key),
    async delete(key) {
      await store.delete(key);
      keys.delete(key);
    },
    close: () => store.close(),
  };
}

async function showcaseActivities(db: CampusDb, title = SHOWCASE_COURSE_TITLE) {
  const [course] = await db
    .select({ id: catalogueItems.id, type: catalogueItems.type })
    .from(catalogueItems)
    .where(eq(catalogueItems.title, title));
  if (!course) throw new Error('no showcase course');
  const rows = await db
    .select({ activity: courseActivities, content: activityContents })
    .from(courseActivities)
    .leftJoin(activityContents, eq(activityContents.activityId, courseActivities.id))
    .where(eq(courseActivities.courseId, course.id))
    .orderBy(asc(courseActivities.hierarchyOrder));
  return { course, rows };
}

const PLAYABLE = ['video', 'youtube', 'vimeo', 'pdf', 'ppt', 'audio', 'scorm', 'html'] as const;

/** The ids of the three courses of the tests showcase (they import their own handbook PDF). */
async function testCourseIds(db: CampusDb): Promise<number[]> {
  const rows = await db
    .select({ id: catalogueItems.id })
    .from(catalogueItems)
    .where(
      inArray(catalogueItems.title, [TESTS_SHOWCASE_COURSE_TITLE, BLOCK_TEST_COURSE_TITLE, RESTART_TEST_COURSE_TITLE]),
    );
  return rows.map((row) => row.id);
}

describeEachDatabase('demo activity content', (kind) => {
  let seeded: TestDatabase;
  let store: ReturnType<typeof listedStore>;
  beforeAll(async () => {
    seeded = await createTestDatabase(kind);
    store = listedStore();
    await seedDatabase(seeded.database.db, { demo: true }, store);
  }, 60_000);
  afterAll(() => seeded?.dispose());

  it('the showcase courses have one activity of each playable type, each with its stored content', async () => {
    const { db } = seeded.database;
    const own = await showcaseActivities(db);
    const outside = await showcaseActivities(db, OUTSIDE_SHOWCASE_COURSE_TITLE);
    expect([own.course.type, outside.course.type]).toEqual(['online_course', 'online_course']);
    const listed = (rows: typeof own.rows) =>
      rows.map(({ activity }) => [activity.hierarchyOrder, activity.type, activity.title]);
    const expected = (activities: typeof SHOWCASE_ACTIVITIES) =>
      activities.map((activity, index) => [index + 1, activity.type, activity.title]);
    expect(listed(own.rows)).toEqual(expected(SHOWCASE_ACTIVITIES));
    expect(listed(outside.rows)).toEqual(expected(OUTSIDE_SHOWCASE_ACTIVITIES));
    // The first course is served by the demo itself: no outside address.
    expect(own.rows.filter(({ content }) => content?.kind === 'url')).toEqual([]);
    // Every type of the specification's media group (spec §3): all that the player plays, and flash.
    const rows = [...own.rows, ...outside.rows];
    const sources = [...SHOWCASE_ACTIVITIES, ...OUTSIDE_SHOWCASE_ACTIVITIES];
    expect(new Set(rows.map(({ activity }) => activity.type))).toEqual(new Set(ACTIVITY_TYPE_GROUPS.media));
    for (const [index, { activity, content }] of rows.entries()) {
      const { source } = sources[index]!;
      expect(content, activity.title).not.toBeNull();
      if (!content) continue;
      if ('url' in source) {
        expect(content).toMatchObject({ kind: 'url', url: source.url, objectKey: null });
      } else if ('package' in source) {
        expect(content.kind).toBe('package');
        const launch = content.launchPath?.split('?')[0] ?? '';
        expect(await store.get(`${content.objectKey}/${packageObjectKey(decodeURI(launch))}`)).toBeDefined();
      } else {
        if ('document' in source) throw new Error('no document in the player showcases');
        const file = 'file' in source ? source.file : source.presentation;
        expect(content.kind).toBe('file');
        expect((await store.get(content.objectKey ?? ''))?.equals(await readFile(join(DEMO_CONTENT_DIR, file)))).toBe(
          true,
        );
      }
    }
    const byType = (type: string) => rows.filter(({ activity }) => activity.type === type).map((row) => row.content);
    expect(byType('pdf')[0]).toMatchObject({
      contentType: 'application/pdf',
      originalName: 'apostila-atendimento.pdf',
    });
    // The presentation is stored as the PDF it was converted to, under the presentation's name.
    expect(byType('ppt')[0]).toMatchObject({ contentType: 'application/pdf', originalName: 'apresentacao.pptx' });
    expect(byType('video')[0]).toMatchObject({ contentType: 'video/mp4' });
    expect(byType('audio')[0]).toMatchObject({ contentType: 'audio/mpeg' });
    expect(byType('flash')[0]).toMatchObject({ contentType: 'application/x-shockwave-flash' });
    expect(byType('html')[0]).toMatchObject({ launchPath: 'index.html', scormVersion: null });
    expect(
      byType('scorm').map((content) => [content?.scormVersion, content?.scormEdition, content?.scormScos?.length]),
    ).toEqual([
      ['1.2', null, 1],
      ['2004', '4th', 3],
    ]);
  });

  it('imports the showcase video’s pt-BR and en-US WebVTT captions, which the demo courses’ videos share', async () => {
    const { db } = seeded.database;
    const { course, rows } = await showcaseActivities(db);
    const video = rows.find(({ activity }) => activity.type === 'video');
    const prefix = `activities/${video?.activity.id}/captions`;
    expect(video?.content?.captions).toEqual([
      { language: 'pt-BR', objectKey: `${prefix}/pt-BR.vtt` },
      { language: 'en-US', objectKey: `${prefix}/en-US.vtt` },
    ]);
    for (const language of ['pt-BR', 'en-US']) {
      const committed = await readFile(join(DEMO_CONTENT_DIR, `media/aula-boas-vindas.${language}.vtt`));
      expect((await store.get(`${prefix}/${language}.vtt`))?.equals(committed), language).toBe(true);
    }
    // No other showcase activity has captions; every demo course's video has the showcase video's.
    expect(rows.filter(({ content }) => (content?.captions.length ?? 0) > 0)).toHaveLength(1);
    const otherVideos = await db
      .select({ captions: activityContents.captions })
      .from(courseActivities)
      .innerJoin(activityContents, eq(activityContents.activityId, courseActivities.id))
      .where(and(ne(courseActivities.courseId, course.id), eq(courseActivities.type, 'video')));
    expect(otherVideos.length).toBeGreaterThan(0);
    for (const row of otherVideos) expect(row.captions).toEqual(video?.content?.captions);
  });

  it('enrols the learner in the showcase course, not started', async () => {
    const { db } = seeded.database;
    const { course } = await showcaseActivities(db);
    const states = await db
      .select({ username: users.username, state: catalogueUserStates })
      .from(catalogueUserStates)
      .innerJoin(users, eq(users.id, catalogueUserStates.userId))
      .where(eq(catalogueUserStates.itemId, course.id));
    expect(states).toEqual([
      {
        username: 'learner',
        state: expect.objectContaining({ enrolled: true, status: 'not_started', progress: 0 }),
      },
    ]);
  });

  it('gives every playable activity of the other demo courses the showcase content of its type', async () => {
    const { db } = seeded.database;
    const own = await showcaseActivities(db);
    const outside = await showcaseActivities(db, OUTSIDE_SHOWCASE_COURSE_TITLE);
    const showcase = new Map(
      [...own.rows, ...outside.rows].flatMap(({ activity, content }) =>
        content ? [[content.objectKey ?? content.url, activity.type] as const] : [],
      ),
    );
    const others = await db
      .select({ type: courseActivities.type, content: activityContents })
      .from(courseActivities)
      .leftJoin(activityContents, eq(activityContents.activityId, courseActivities.id))
      .where(
        and(
          notInArray(courseActivities.courseId, [own.course.id, outside.course.id, ...(await testCourseIds(db))]),
          inArray(courseActivities.type, [...PLAYABLE]),
        ),
      );
    expect(new Set(others.map((row) => row.type))).toEqual(new Set(PLAYABLE));
    for (const { type, content } of others) {
      expect(content, type).not.toBeNull();
      expect(showcase.get(content?.objectKey ?? content?.url ?? null), type).toBe(type);
    }
    const versions = new Set(others.filter((row) => row.type === 'scorm').map((row) => row.content?.scormVersion));
    expect(versions).toEqual(new Set(['1.2', '2004']));
  });

  it('imports the tests showcase’s documents, and gives every other test and reaction evaluation one', async () => {
    const { db } = seeded.database;
    const { rows } = await showcaseActivities(db, TESTS_SHOWCASE_COURSE_TITLE);
    expect(rows.map(({ activity }) => activity.type)).toEqual(
      TESTS_SHOWCASE_ACTIVITIES.map((activity) => activity.type),
    );
    const documents = await db
      .select({ type: courseActivities.type, kind: activityDocuments.kind, document: activityDocuments.document })
      .from(courseActivities)
      .leftJoin(activityDocuments, eq(activityDocuments.activityId, courseActivities.id))
      .where(inArray(courseActivities.type, [...ACTIVITY_TYPE_GROUPS.test, 'reaction_evaluation']));
    expect(documents.length).toBeGreaterThan(TESTS_SHOWCASE_ACTIVITIES.length);
    for (const row of documents) {
      expect(row.kind, row.type).toBe(row.type === 'reaction_evaluation' ? 'reaction' : 'test');
      // Stored as core's schema reads it: the server parses it again at every attempt.
      if (row.kind === 'test') expect(testDocumentSchema.safeParse(row.document).success, row.type).toBe(true);
    }
    expect(new Set(documents.map((row) => row.type))).toEqual(
      new Set([
        'conventional_test',
        'evaluated_quiz',
        'unevaluated_quiz',
        'block_test',
        'restart_test',
        'reaction_evaluation',
      ]),
    );
  });

  it('is idempotent: a second seed writes no row and no file', async () => {
    const { db } = seeded.database;
    const contents = async () => (await db.select({ value: count() }).from(activityContents))[0]?.value;
    const before = { contents: await contents(), keys: [...store.keys].sort() };
    expect(await seedDatabase(db, { demo: true }, store)).toEqual({ seeded: false, steps: [] });
    expect({ contents: await contents(), keys: [...store.keys].sort() }).toEqual(before);
  });

  it('deletes the files of an activity whose rows did not commit, and keeps the others', async () => {
    const { db } = seeded.database;
    const [committed] = await db.select({ id: activityContents.activityId }).from(activityContents).limit(1);
    const [last] = await db.select({ id: max(courseActivities.id) }).from(courseActivities);
    const orphan = (last?.id ?? 0) + 1000;
    const objects = new DemoActivityObjects(store);
    await objects.put(`activities/${committed?.id}/kept.txt`, Buffer.from('kept'), 'text/plain');
    await objects.put(`activities/${orphan}/package/index.html`, Buffer.from('orphan'), 'text/html');
    expect(await objects.discardUncommitted(db)).toBe(1);
    expect(store.keys.has(`activities/${committed?.id}/kept.txt`)).toBe(true);
    expect(store.keys.has(`activities/${orphan}/package/index.html`)).toBe(false);
    await store.delete(`activities/${committed?.id}/kept.txt`);
  });
});

import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getAs, useCatalogueFixture } from '../test-support/catalogue-fixture.test-util';
import {
  libraryFileSchema,
  liveClassSchema,
  newsDetailSchema,
  newsSchema,
  onlineCourseSchema,
  paginatedSchema,
  podcastDetailSchema,
  podcastSchema,
  presentialCatalogDetailSchema,
  presentialCourseDetailSchema,
  presentialCourseSchema,
  trailDetailSchema,
  trailSchema,
  webinarSchema,
} from '@campus/core/schemas';
import { catalogueItemLabels, catalogueItems, catalogueUserStates } from '../db/schema';
import { describeEachDatabase, useTestApp } from '../test-support/test-app.test-util';

/** Ids of a list answer's results. */
function ids(body: unknown): number[] {
  return (body as { results: { id: number }[] }).results.map((item) => item.id);
}

describeEachDatabase('catalogue lists and details', (kind) => {
  const context = useTestApp(kind);
  const fixture = useCatalogueFixture(context);

  /** GET as Ana, expecting 200; returns the result ids. */
  async function list(url: string): Promise<number[]> {
    const response = await getAs(context.app, fixture.ana, url);
    expect(response.statusCode, response.body).toBe(200);
    return ids(response.json());
  }

  describe('pagination', () => {
    it('pages with count, next and previous, keeping the filters in the links', async () => {
      const { items } = fixture;
      const first = await getAs(context.app, fixture.ana, '/api/online-courses/?page_size=2&search=');
      const page = paginatedSchema(onlineCourseSchema).parse(first.json());
      expect(page.count).toBe(3);
      expect(page.results.map((course) => course.id)).toEqual([items.salesCourse, items.serviceCourse]);
      expect(page.previous).toBeNull();
      expect(page.next).toBe('/api/online-courses/?page_size=2&search=&page=2');
      const second = (await getAs(context.app, fixture.ana, page.next ?? '')).json();
      expect(second).toMatchObject({
        count: 3,
        next: null,
        previous: '/api/online-courses/?page_size=2&search=&page=1',
      });
      expect(ids(second)).toEqual([items.securityCourse]);
    });

    it('answers an empty page past the end, pointing back at the last page', async () => {
      const response = await getAs(context.app, fixture.ana, '/api/online-courses/?page=9&page_size=2');
      expect(response.json()).toEqual({
        count: 3,
        next: null,
        previous: '/api/online-courses/?page=2&page_size=2',
        results: [],
      });
    });

    it('refuses page sizes over 100 and pages below 1', async () => {
      for (const query of ['page_size=101', 'page_size=0', 'page=0', 'page=abc', 'page=1.5']) {
        const response = await getAs(context.app, fixture.ana, `/api/online-courses/?${query}`);
        expect(response.statusCode, query).toBe(400);
        expect(response.json()).toMatchObject({ code: 'invalid_request' });
      }
    });
  });

  describe('base filters (online courses)', () => {
    it("'all' everywhere is no filter, as the SDK's filter store sends by default", async () => {
      const query =
        'favorite=all&progress=all&search=&selected_areas=all&selected_groups=all&selected_tags=all' +
        '&subscription_type=all&selected_categories=all';
      expect(await list(`/api/online-courses/?${query}`)).toHaveLength(3);
    });

    it('favorite', async () => {
      const { items } = fixture;
      expect(await list('/api/online-courses/?favorite=true')).toEqual([items.salesCourse]);
      expect(await list('/api/online-courses/?favorite=false')).toEqual([items.serviceCourse, items.securityCourse]);
    });

    it('progress (not_started includes items never opened)', async () => {
      const { items } = fixture;
      expect(await list('/api/online-courses/?progress=in_progress')).toEqual([items.salesCourse]);
      expect(await list('/api/online-courses/?progress=finished')).toEqual([items.serviceCourse]);
      expect(await list('/api/online-courses/?progress=not_started')).toEqual([items.securityCourse]);
      expect(await list('/api/online-courses/?progress=blocked')).toEqual([]);
      expect((await getAs(context.app, fixture.ana, '/api/online-courses/?progress=done')).statusCode).toBe(400);
    });

    it('search ignores case and accents, and takes % and _ literally', async () => {
      const { items } = fixture;
      expect(await list('/api/online-courses/?search=TECNICAS')).toEqual([items.salesCourse]);
      expect(await list(`/api/online-courses/?search=${encodeURIComponent('negociação')}`)).toEqual([
        items.salesCourse,
      ]);
      expect(await list('/api/online-courses/?search=100%25')).toEqual([items.serviceCourse]);
      expect(await list('/api/online-courses/?search=senhas_f')).toEqual([items.securityCourse]);
      expect(await list('/api/online-courses/?search=s_nhas')).toEqual([]);
      expect(await list('/api/online-courses/?search=%25')).toEqual([items.serviceCourse]);
    });

    it('selected_areas, selected_groups and selected_tags (comma separated or repeated)', async () => {
      const { items, entries } = fixture;
      expect(await list(`/api/online-courses/?selected_areas=${entries.south}`)).toEqual([items.salesCourse]);
      expect(await list(`/api/online-courses/?selected_areas=${entries.south},${entries.north}`)).toEqual([
        items.salesCourse,
        items.serviceCourse,
      ]);
      expect(await list(`/api/online-courses/?selected_groups=${entries.managers}`)).toEqual([items.serviceCourse]);
      expect(
        await list(`/api/online-courses/?selected_tags=${entries.retail}&selected_tags=${entries.leadership}`),
      ).toEqual([items.salesCourse, items.serviceCourse]);
      // An id of another list does not match: a tag is not an area.
      expect(await list(`/api/online-courses/?selected_areas=${entries.retail}`)).toEqual([]);
      expect((await getAs(context.app, fixture.ana, '/api/online-courses/?selected_tags=x')).statusCode).toBe(400);
      expect((await getAs(context.app, fixture.ana, '/api/online-courses/?selected_tags=99999999999')).statusCode).toBe(
        400,
      );
    });

    it('subscription_type', async () => {
      const { items } = fixture;
      expect(await list('/api/online-courses/?subscription_type=subscribed')).toEqual([
        items.salesCourse,
        items.serviceCourse,
      ]);
      expect(await list('/api/online-courses/?subscription_type=not_subscribed')).toEqual([items.securityCourse]);
    });

    it("selected_categories, with 'null' for no category", async () => {
      const { items, entries } = fixture;
      expect(await list(`/api/online-courses/?selected_categories=${entries.serviceCategory}`)).toEqual([
        items.serviceCourse,
      ]);
      expect(await list('/api/online-courses/?selected_categories=null')).toEqual([items.securityCourse]);
      expect(await list(`/api/online-courses/?selected_categories=${entries.salesCategory},null`)).toEqual([
        items.salesCourse,
        items.securityCourse,
      ]);
    });

    it('begin_date and end_date keep items whose period overlaps; undated items always match', async () => {
      const { items } = fixture;
      const undated = [items.salesCourse, items.serviceCourse];
      expect(await list('/api/online-courses/?begin_date=2026-02-01&end_date=2026-02-28')).toEqual([
        ...undated,
        items.securityCourse,
      ]);
      expect(await list('/api/online-courses/?begin_date=2026-02-11')).toEqual(undated);
      expect(await list('/api/online-courses/?end_date=2026-01-09')).toEqual(undated);
      expect(await list('/api/online-courses/?end_date=2026-01-10&begin_date=null')).toEqual([
        ...undated,
        items.securityCourse,
      ]);
      const reversed = await getAs(
        context.app,
        fixture.ana,
        '/api/online-courses/?begin_date=2026-03-01&end_date=2026-02-01',
      );
      expect(reversed.statusCode).toBe(400);
      expect((await getAs(context.app, fixture.ana, '/api/online-courses/?begin_date=2026-13-01')).statusCode).toBe(
        400,
      );
    });

    it('combines filters with AND', async () => {
      const { items, entries } = fixture;
      expect(await list(`/api/online-courses/?favorite=true&selected_tags=${entries.retail}`)).toEqual([
        items.salesCourse,
      ]);
      expect(await list(`/api/online-courses/?favorite=true&selected_tags=${entries.leadership}`)).toEqual([]);
    });
  });

  describe('per-kind filters', () => {
    it('live classes: live_class_status (no_vacancy is derived from seats) and live_class_is_online', async () => {
      const { items } = fixture;
      expect(await list('/api/live-classes/')).toEqual([
        items.finishedClass,
        items.lastSeatClass,
        items.fullClass,
        items.closedClass,
        items.unlimitedClass,
      ]);
      expect(await list('/api/live-classes/?live_class_status=opened')).toEqual([
        items.lastSeatClass,
        items.unlimitedClass,
      ]);
      expect(await list('/api/live-classes/?live_class_status=no_vacancy')).toEqual([items.fullClass]);
      expect(await list('/api/live-classes/?live_class_status=closed')).toEqual([items.closedClass]);
      expect(await list('/api/live-classes/?live_class_status=finished')).toEqual([items.finishedClass]);
      expect(await list('/api/live-classes/?live_class_status=offline')).toEqual([]);
      expect(await list('/api/live-classes/?live_class_is_online=false')).toEqual([
        items.finishedClass,
        items.closedClass,
      ]);
      expect(await list('/api/live-classes/?live_class_is_online=true&live_class_status=opened')).toEqual([
        items.lastSeatClass,
        items.unlimitedClass,
      ]);
      const page = paginatedSchema(liveClassSchema).parse(
        (await getAs(context.app, fixture.ana, '/api/live-classes/?live_class_status=no_vacancy')).json(),
      );
      expect(page.results[0]).toMatchObject({ vacancies: 2, available_vacancies: 0, live_class_status: 'no_vacancy' });
    });

    it('presential courses: presential_status and presential_is_online', async () => {
      const { items } = fixture;
      expect(await list('/api/presential-courses/?presential_status=scheduled')).toEqual([items.scheduledPresential]);
      expect(await list('/api/presential-courses/?presential_status=canceled')).toEqual([items.canceledPresential]);
      expect(await list('/api/presential-courses/?presential_is_online=true')).toEqual([items.canceledPresential]);
      expect(await list('/api/presential-courses/?presential_status=live')).toEqual([]);
      const body = (await getAs(context.app, fixture.ana, '/api/presential-courses/')).json();
      expect(paginatedSchema(presentialCourseSchema).parse(body).results[0]).toMatchObject({
        presential_status: 'scheduled',
        location: 'São Paulo',
        events_count: 2,
      });
    });

    it("webinars: webinar_status (null/'null'/'all' = none) and webinar_is_online (false = none)", async () => {
      const { items } = fixture;
      const both = [items.finishedWebinar, items.openWebinar];
      expect(await list('/api/webinars/')).toEqual(both);
      expect(await list('/api/webinars/?webinar_status=null&webinar_is_online=false')).toEqual(both);
      expect(await list('/api/webinars/?webinar_status=&webinar_is_online=all')).toEqual(both);
      expect(await list('/api/webinars/?webinar_status=finished')).toEqual([items.finishedWebinar]);
      expect(await list('/api/webinars/?webinar_is_online=true')).toEqual([items.openWebinar]);
      const body = (await getAs(context.app, fixture.ana, '/api/webinars/?webinar_is_online=true')).json();
      expect(paginatedSchema(webinarSchema).parse(body).results[0]).toMatchObject({
        speaker: 'Marina',
        is_online: true,
      });
    });

    it('library: categories and extensions', async () => {
      const { items, entries } = fixture;
      expect(await list('/api/library/')).toEqual([items.pdfFile, items.csvFile]);
      expect(await list(`/api/library/?categories=${entries.manuals}`)).toEqual([items.pdfFile]);
      expect(await list(`/api/library/?extensions=${entries.csv}`)).toEqual([items.csvFile]);
      expect(await list(`/api/library/?categories=${entries.manuals}&extensions=${entries.csv}`)).toEqual([]);
      const body = (await getAs(context.app, fixture.ana, `/api/library/?extensions=${entries.pdf}`)).json();
      expect(paginatedSchema(libraryFileSchema).parse(body).results[0]).toMatchObject({
        category: { id: entries.manuals, name: 'Manuais' },
        extension: { id: entries.pdf, name: 'PDF' },
        file_url: '/static/demo/library/manual.pdf',
      });
    });

    it('trails list with their item counts (unpublished children not counted)', async () => {
      const body = paginatedSchema(trailSchema).parse((await getAs(context.app, fixture.ana, '/api/trails/')).json());
      expect(body.results.map((trail) => [trail.id, trail.items_count])).toEqual([
        [fixture.items.trail, 5],
        [fixture.items.emptyTrail, 0],
      ]);
    });

    it('news newest first, with the date range on the publication date', async () => {
      const { items } = fixture;
      expect(await list('/api/news/')).toEqual([items.aprilNews, items.marchNews]);
      expect(await list('/api/news/?begin_date=2026-03-15')).toEqual([items.aprilNews]);
      expect(await list('/api/news/?end_date=2026-03-01')).toEqual([items.marchNews]);
      paginatedSchema(newsSchema).parse((await getAs(context.app, fixture.ana, '/api/news/')).json());
    });

    it('podcasts: favourites, tags, and search by name through podcasts/search/{name}', async () => {
      const { items, entries } = fixture;
      expect(await list('/api/podcasts/?favorite=true')).toEqual([items.salesPodcast]);
      expect(await list(`/api/podcasts/?selected_tags=${entries.retail}`)).toEqual([items.salesPodcast]);
      expect(await list('/api/podcasts/search/carreira/')).toEqual([items.careerPodcast]);
      expect(await list(`/api/podcasts/search/${encodeURIComponent('OBJEÇÕES')}/`)).toEqual([items.salesPodcast]);
      expect(await list('/api/podcasts/search/nada%20disso/')).toEqual([]);
      const page = paginatedSchema(podcastSchema).parse(
        (await getAs(context.app, fixture.ana, '/api/podcasts/search/vendas/?page_size=1')).json(),
      );
      expect(page.results[0]).toMatchObject({ author: 'Equipe Acme', episodes_count: 2, favorite: true });
    });
  });

  describe('details', () => {
    it('an online course carries labels in the request language and the caller’s own state', async () => {
      const { items, entries } = fixture;
      const url = `/api/online-courses/${items.salesCourse}/?locale=en-US`;
      const asAna = onlineCourseSchema.parse((await getAs(context.app, fixture.ana, url)).json());
      expect(asAna).toMatchObject({
        title: 'Técnicas de Vendas',
        category: { id: entries.salesCategory, name: 'Vendas' },
        areas: [{ id: entries.south, name: 'South' }],
        groups: [{ id: entries.sellers, name: 'Vendedores' }],
        tags: [{ id: entries.retail, name: 'Varejo' }],
        favorite: true,
        enrolled: true,
        status: 'in_progress',
        progress: 40,
        workload_minutes: 90,
      });
      const asBia = onlineCourseSchema.parse((await getAs(context.app, fixture.bia, url)).json());
      expect(asBia).toMatchObject({ favorite: false, enrolled: false, status: 'not_started', progress: 0 });
    });

    it('a trail holds its courses, catalogues, webinars and live classes in order', async () => {
      const { items } = fixture;
      const trail = trailDetailSchema.parse(
        (await getAs(context.app, fixture.ana, `/api/trails/${items.trail}/`)).json(),
      );
      expect(trail.courses.map((course) => course.id)).toEqual([items.salesCourse, items.serviceCourse]);
      expect(trail.courses[1]).toMatchObject({ status: 'finished', progress: 100 });
      expect(trail.presential_catalogs).toMatchObject([{ id: items.catalog, presential_courses_count: 2 }]);
      expect(trail.webinars.map((webinar) => webinar.id)).toEqual([items.openWebinar]);
      expect(trail.live_classes.map((live) => live.id)).toEqual([items.lastSeatClass]);
    });

    it('a presential catalogue holds its courses; a presential course its events by date', async () => {
      const { items } = fixture;
      const catalog = presentialCatalogDetailSchema.parse(
        (await getAs(context.app, fixture.ana, `/api/presential-catalogs/${items.catalog}/`)).json(),
      );
      expect(catalog.presential_courses.map((course) => course.id)).toEqual([
        items.scheduledPresential,
        items.canceledPresential,
      ]);
      const course = presentialCourseDetailSchema.parse(
        (await getAs(context.app, fixture.ana, `/api/presential-courses/${items.scheduledPresential}/`)).json(),
      );
      expect(course.events).toMatchObject([
        { type: 'webinar', title: 'Abertura online', status: 'live', is_online: true, vacancies: null },
        {
          type: 'presential_class',
          status: 'scheduled',
          location: 'Loja Centro',
          vacancies: 20,
          available_vacancies: 15,
        },
      ]);
    });

    it('a podcast holds its playlists and episodes; a news article its text', async () => {
      const { items } = fixture;
      const podcast = podcastDetailSchema.parse(
        (await getAs(context.app, fixture.ana, `/api/podcasts/${items.salesPodcast}/`)).json(),
      );
      expect(podcast.playlists).toMatchObject([
        {
          title: 'Temporada 1',
          episodes: [{ title: 'Negociação avançada', duration_seconds: 1200 }, { title: 'Objeções comuns' }],
        },
      ]);
      const news = newsDetailSchema.parse(
        (await getAs(context.app, fixture.ana, `/api/news/${items.marchNews}/`)).json(),
      );
      // Stored as plain text before rich text: read as a paragraph (src/news/news-bodies.ts).
      expect(news).toMatchObject({ body: '<p>Texto da notícia.</p>', published_at: '2026-03-01T12:00:00.000Z' });
    });

    it('404 not_found_or_forbidden for unknown, unpublished, another client’s or another kind’s items (library_file_not_found for files)', async () => {
      const { items } = fixture;
      for (const url of [
        '/api/online-courses/999999/',
        `/api/online-courses/${items.draftCourse}/`,
        `/api/online-courses/${items.otherClientCourse}/`,
        `/api/online-courses/${items.trail}/`,
      ]) {
        const response = await getAs(context.app, fixture.ana, url);
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toEqual({
          code: 'not_found_or_forbidden',
          message: 'Não encontrado ou não possui permissão para acessar.',
        });
      }
      // A library file has the spec's own message (§8 "library file not found").
      const notAFile = await getAs(context.app, fixture.ana, `/api/library/${items.salesCourse}/`);
      expect(notAFile.statusCode).toBe(404);
      expect(notAFile.json()).toEqual({
        code: 'library_file_not_found',
        message: 'Arquivo da biblioteca não encontrado.',
      });
      const asCarl = await getAs(context.app, fixture.carl, `/api/online-courses/${items.otherClientCourse}/`);
      expect(asCarl.statusCode).toBe(200);
      expect(await list('/api/online-courses/')).not.toContain(items.otherClientCourse);
    });

    it('400 for ids that are not positive database integers', async () => {
      for (const id of ['0', '-1', 'abc', '2147483648', '1e3']) {
        const response = await getAs(context.app, fixture.ana, `/api/online-courses/${id}/`);
        expect(response.statusCode, id).toBe(400);
      }
    });
  });

  describe('access', () => {
    it('401 without a valid bearer token', async () => {
      expect((await context.app.inject({ method: 'GET', url: '/api/online-courses/' })).statusCode).toBe(401);
      const response = await context.app.inject({
        method: 'GET',
        url: '/api/trails/',
        headers: { authorization: 'Bearer not-a-token' },
      });
      expect(response.statusCode).toBe(401);
    });

    it('403 forbidden when the client has the module off', async () => {
      for (const url of ['/api/online-courses/', '/api/library/', `/api/news/${fixture.items.marchNews}/`]) {
        const response = await getAs(context.app, fixture.dora, url);
        expect(response.statusCode, url).toBe(403);
        expect(response.json()).toMatchObject({ code: 'forbidden' });
      }
    });
  });
  // Last: it relabels one item of each kind, which the expectations above do not foresee.
  describe('every filter on every list', () => {
    const learningLists = [
      ['trails', 'emptyTrail'],
      ['presential-courses', 'canceledPresential'],
      ['webinars', 'finishedWebinar'],
      ['live-classes', 'closedClass'],
      ['library', 'csvFile'],
    ] as const;
    const contentLists = [
      ['podcasts', 'careerPodcast'],
      ['news', 'aprilNews'],
    ] as const;

    beforeAll(async () => {
      const { db } = context.database;
      const { items, entries } = fixture;
      for (const [, name] of [...learningLists, ...contentLists]) {
        const itemId = items[name];
        await db
          .update(catalogueItems)
          .set({
            description: 'Conteúdo com a palavra zebra',
            categoryId: entries.serviceCategory,
            beginAt: new Date('2030-06-10T12:00:00Z'),
            endAt: new Date('2030-06-12T12:00:00Z'),
          })
          .where(eq(catalogueItems.id, itemId));
        await db.insert(catalogueItemLabels).values([
          { itemId, entryId: entries.north },
          { itemId, entryId: entries.managers },
          { itemId, entryId: entries.leadership },
        ]);
        await db.insert(catalogueUserStates).values({
          userId: fixture.ana.id,
          itemId,
          favorite: true,
          enrolled: true,
          status: 'improved',
          progress: 100,
        });
      }
    });

    /** [filter that selects the item, filter that leaves it out]. */
    function contentFilters(): [string, string][] {
      const { entries } = fixture;
      return [
        ['favorite=true', 'favorite=false'],
        ['search=ZEBRA', 'search=girafa'],
        [`selected_tags=${entries.leadership}`, `selected_tags=${entries.retail}`],
        [`selected_categories=${entries.serviceCategory}`, `selected_categories=${entries.salesCategory},null`],
        ['begin_date=2030-06-12&end_date=2030-06-30', 'begin_date=2030-06-13'],
      ];
    }

    function learningFilters(): [string, string][] {
      const { entries } = fixture;
      return [
        ...contentFilters(),
        ['progress=improved', 'progress=not_started'],
        ['subscription_type=subscribed', 'subscription_type=not_subscribed'],
        [`selected_areas=${entries.north}`, `selected_areas=${entries.south}`],
        [`selected_groups=${entries.managers}`, `selected_groups=${entries.sellers}`],
      ];
    }

    it.each(learningLists)(
      '%s: favorite, progress, search, areas, groups, tags, subscription, categories, dates',
      async (segment, name) => {
        const itemId = fixture.items[name];
        for (const [selecting, excluding] of learningFilters()) {
          expect(await list(`/api/${segment}/?page_size=100&${selecting}`), selecting).toContain(itemId);
          expect(await list(`/api/${segment}/?page_size=100&${excluding}`), excluding).not.toContain(itemId);
        }
      },
    );

    it.each(contentLists)('%s: favorite, search, tags, categories, dates', async (segment, name) => {
      const itemId = fixture.items[name];
      for (const [selecting, excluding] of contentFilters()) {
        expect(await list(`/api/${segment}/?page_size=100&${selecting}`), selecting).toContain(itemId);
        expect(await list(`/api/${segment}/?page_size=100&${excluding}`), excluding).not.toContain(itemId);
      }
    });
  });
});

import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getAs, requestAs, useCatalogueFixture } from '../test-support/catalogue-fixture.test-util';
import { liveClassSchema, onlineCourseSchema, podcastSchema, trailSchema } from '@campus/core/schemas';
import { catalogueItems, catalogueUserStates } from '../db/schema';
import { describeEachDatabase, useTestApp } from '../test-support/test-app.test-util';

describeEachDatabase('catalogue writes: favourites, enrolment, subscriptions', (kind) => {
  const context = useTestApp(kind);
  const fixture = useCatalogueFixture(context);

  async function seats(itemId: number): Promise<number | undefined> {
    const [row] = await context.database.db
      .select({ seats: catalogueItems.seatsTaken })
      .from(catalogueItems)
      .where(eq(catalogueItems.id, itemId));
    return row?.seats;
  }

  async function stateOf(userId: number, itemId: number) {
    const [row] = await context.database.db
      .select()
      .from(catalogueUserStates)
      .where(and(eq(catalogueUserStates.userId, userId), eq(catalogueUserStates.itemId, itemId)));
    return row;
  }

  describe('favourites', () => {
    it('marks and unmarks, idempotently, only for the caller', async () => {
      const url = `/api/online-courses/${fixture.items.securityCourse}/favorite/`;
      for (let round = 0; round < 2; round++) {
        const marked = await requestAs(context.app, fixture.bia, 'POST', url);
        expect(marked.statusCode).toBe(200);
        expect(onlineCourseSchema.parse(marked.json())).toMatchObject({ favorite: true, status: 'not_started' });
      }
      const asAna = await getAs(context.app, fixture.ana, `/api/online-courses/${fixture.items.securityCourse}/`);
      expect(asAna.json()).toMatchObject({ favorite: false });
      const biaFavourites = await getAs(context.app, fixture.bia, '/api/online-courses/?favorite=true');
      expect(biaFavourites.json().results.map((course: { id: number }) => course.id)).toEqual([
        fixture.items.serviceCourse,
        fixture.items.securityCourse,
      ]);
      for (let round = 0; round < 2; round++) {
        const unmarked = await requestAs(context.app, fixture.bia, 'DELETE', url);
        expect(unmarked.json()).toMatchObject({ favorite: false });
      }
    });

    it('works on every kind, keeping the rest of the caller’s state', async () => {
      const podcast = await requestAs(
        context.app,
        fixture.ana,
        'DELETE',
        `/api/podcasts/${fixture.items.salesPodcast}/favorite/`,
      );
      expect(podcastSchema.parse(podcast.json())).toMatchObject({ favorite: false });
      const course = await requestAs(
        context.app,
        fixture.ana,
        'DELETE',
        `/api/online-courses/${fixture.items.salesCourse}/favorite/`,
      );
      expect(course.json()).toMatchObject({ favorite: false, enrolled: true, status: 'in_progress', progress: 40 });
      await requestAs(context.app, fixture.ana, 'POST', `/api/online-courses/${fixture.items.salesCourse}/favorite/`);
      const library = await requestAs(
        context.app,
        fixture.ana,
        'POST',
        `/api/library/${fixture.items.pdfFile}/favorite/`,
      );
      expect(library.json()).toMatchObject({ type: 'library_file', favorite: true });
    });

    it('404 for items the caller cannot see; nothing written', async () => {
      for (const url of [
        `/api/online-courses/${fixture.items.otherClientCourse}/favorite/`,
        `/api/online-courses/${fixture.items.draftCourse}/favorite/`,
        `/api/trails/${fixture.items.salesCourse}/favorite/`,
        '/api/news/2147483647/favorite/',
      ]) {
        const response = await requestAs(context.app, fixture.ana, 'POST', url);
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toMatchObject({ code: 'not_found_or_forbidden' });
      }
      expect(await stateOf(fixture.ana.id, fixture.items.otherClientCourse)).toBeUndefined();
    });
  });

  describe('enrolment', () => {
    it('enrols and unenrols in courses and trails, idempotently', async () => {
      const url = `/api/trails/${fixture.items.emptyTrail}/enrol/`;
      expect(trailSchema.parse((await requestAs(context.app, fixture.bia, 'POST', url)).json())).toMatchObject({
        enrolled: true,
      });
      expect((await requestAs(context.app, fixture.bia, 'POST', url)).json()).toMatchObject({ enrolled: true });
      const subscribed = await getAs(context.app, fixture.bia, '/api/trails/?subscription_type=subscribed');
      expect(subscribed.json().results.map((trail: { id: number }) => trail.id)).toEqual([fixture.items.emptyTrail]);
      expect((await requestAs(context.app, fixture.bia, 'DELETE', url)).json()).toMatchObject({ enrolled: false });
      expect((await requestAs(context.app, fixture.bia, 'DELETE', url)).json()).toMatchObject({ enrolled: false });
      const course = await requestAs(
        context.app,
        fixture.bia,
        'POST',
        `/api/online-courses/${fixture.items.serviceCourse}/enrol/`,
      );
      expect(course.json()).toMatchObject({ enrolled: true, status: 'blocked', favorite: true });
    });

    it('only kinds with enrolment have the route', async () => {
      const news = await requestAs(context.app, fixture.ana, 'POST', `/api/news/${fixture.items.marchNews}/enrol/`);
      expect(news.statusCode).toBe(404);
      expect(news.json()).toMatchObject({ code: 'not_found' });
      const live = await requestAs(
        context.app,
        fixture.ana,
        'POST',
        `/api/live-classes/${fixture.items.unlimitedClass}/enrol/`,
      );
      expect(live.statusCode).toBe(404);
    });
  });

  describe('live class subscriptions', () => {
    it('takes and gives back seats, idempotently', async () => {
      const url = `/api/live-classes/${fixture.items.unlimitedClass}/subscribe/`;
      const first = await requestAs(context.app, fixture.ana, 'POST', url);
      expect(liveClassSchema.parse(first.json())).toMatchObject({
        subscribed: true,
        vacancies: null,
        available_vacancies: null,
      });
      await requestAs(context.app, fixture.ana, 'POST', url);
      await requestAs(context.app, fixture.bia, 'POST', url);
      expect(await seats(fixture.items.unlimitedClass)).toBe(2);
      expect((await requestAs(context.app, fixture.ana, 'DELETE', url)).json()).toMatchObject({ subscribed: false });
      await requestAs(context.app, fixture.ana, 'DELETE', url);
      expect(await seats(fixture.items.unlimitedClass)).toBe(1);
      const biaList = await getAs(context.app, fixture.bia, '/api/live-classes/?subscription_type=subscribed');
      expect(biaList.json().results.map((live: { id: number }) => live.id)).toEqual([fixture.items.unlimitedClass]);
    });

    it("409 no_vacancies ('Vagas esgotadas') on a full class, 409 subscription_closed unless opened", async () => {
      const full = await requestAs(
        context.app,
        fixture.ana,
        'POST',
        `/api/live-classes/${fixture.items.fullClass}/subscribe/`,
      );
      expect(full.statusCode).toBe(409);
      expect(full.json()).toEqual({ code: 'no_vacancies', message: 'Vagas esgotadas' });
      for (const itemId of [fixture.items.closedClass, fixture.items.finishedClass]) {
        const closed = await requestAs(context.app, fixture.ana, 'POST', `/api/live-classes/${itemId}/subscribe/`);
        expect(closed.statusCode).toBe(409);
        expect(closed.json()).toMatchObject({ code: 'subscription_closed' });
      }
      // Nothing half-written: the refused subscriptions left no subscribed row.
      expect((await stateOf(fixture.ana.id, fixture.items.fullClass))?.enrolled ?? false).toBe(false);
      expect(await seats(fixture.items.fullClass)).toBe(2);
      const webinar = await requestAs(
        context.app,
        fixture.ana,
        'POST',
        `/api/webinars/${fixture.items.finishedWebinar}/subscribe/`,
      );
      expect(webinar.json()).toMatchObject({ code: 'subscription_closed' });
    });

    it('the last seat goes to one caller; the other gets no_vacancies, and a cancellation frees it', async () => {
      const url = `/api/live-classes/${fixture.items.lastSeatClass}/subscribe/`;
      const [first, second] = await Promise.all([
        requestAs(context.app, fixture.ana, 'POST', url),
        requestAs(context.app, fixture.bia, 'POST', url),
      ]);
      const statuses = [first.statusCode, second.statusCode].sort();
      expect(statuses).toEqual([200, 409]);
      const loser = first.statusCode === 409 ? first : second;
      expect(loser.json()).toMatchObject({ code: 'no_vacancies' });
      expect(await seats(fixture.items.lastSeatClass)).toBe(1);
      const winner = first.statusCode === 200 ? fixture.ana : fixture.bia;
      const other = winner === fixture.ana ? fixture.bia : fixture.ana;
      expect(
        (await getAs(context.app, winner, `/api/live-classes/${fixture.items.lastSeatClass}/`)).json(),
      ).toMatchObject({
        subscribed: true,
        live_class_status: 'no_vacancy',
        available_vacancies: 0,
      });
      await requestAs(context.app, winner, 'DELETE', url);
      expect((await requestAs(context.app, other, 'POST', url)).statusCode).toBe(200);
      await requestAs(context.app, other, 'DELETE', url);
      expect(await seats(fixture.items.lastSeatClass)).toBe(0);
    });

    it.runIf(kind === 'postgres')(
      'under real concurrency, many callers racing for 1 seat: exactly one wins [postgres]',
      async () => {
        const url = `/api/live-classes/${fixture.items.lastSeatClass}/subscribe/`;
        for (let round = 0; round < 5; round++) {
          const answers = await Promise.all(
            [fixture.ana, fixture.bia, fixture.ana, fixture.bia].map((user) =>
              requestAs(context.app, user, 'POST', url),
            ),
          );
          const won = answers.filter((answer) => answer.statusCode === 200);
          const lost = answers.filter((answer) => answer.statusCode === 409);
          expect(won.length + lost.length).toBe(4);
          expect(lost.every((answer) => answer.json().code === 'no_vacancies')).toBe(true);
          expect(await seats(fixture.items.lastSeatClass)).toBe(1);
          const rows = await context.database.db
            .select()
            .from(catalogueUserStates)
            .where(
              and(eq(catalogueUserStates.itemId, fixture.items.lastSeatClass), eq(catalogueUserStates.enrolled, true)),
            );
          expect(rows).toHaveLength(1);
          const winner = rows[0]?.userId === fixture.ana.id ? fixture.ana : fixture.bia;
          expect((await requestAs(context.app, winner, 'DELETE', url)).statusCode).toBe(200);
          expect(await seats(fixture.items.lastSeatClass)).toBe(0);
        }
      },
      30_000,
    );
  });

  describe('fuzzed requests', () => {
    it('random ids, methods, bodies and query strings on write routes answer 4xx or 200, never 500', async () => {
      const segments = ['online-courses', 'trails', 'live-classes', 'webinars', 'library', 'presential-courses'];
      const actions = ['favorite', 'enrol', 'subscribe'];
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...segments),
          fc.constantFrom(...actions),
          fc.oneof(
            fc.constantFrom(...Object.values(fixture.items).map(String)),
            fc.string({ maxLength: 12 }).map(encodeURIComponent),
            fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String),
          ),
          fc.constantFrom('POST', 'DELETE'),
          fc.oneof(fc.constant(undefined), fc.json(), fc.string({ maxLength: 50 })),
          fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
          async (segment, action, id, method, payload, contentType) => {
            const response = await context.app.inject({
              method,
              url: `/api/${segment}/${id}/${action}/`,
              headers: {
                authorization: `Bearer ${fixture.bia.token}`,
                ...(payload === undefined ? {} : { 'content-type': contentType }),
              },
              ...(payload === undefined ? {} : { payload }),
            });
            expect(response.statusCode).toBeLessThan(500);
            // 422: an in-person course whose status takes no enrolment (`enrolment_closed`, in the route's schema).
            expect([200, 400, 404, 409, 415, 422]).toContain(response.statusCode);
          },
        ),
        { numRuns: 60 },
      );
    });

    it('random query strings on lists answer 200 or 400, never 500', async () => {
      const keys = [
        'page',
        'page_size',
        'favorite',
        'progress',
        'search',
        'selected_areas',
        'selected_groups',
        'selected_tags',
        'subscription_type',
        'selected_categories',
        'begin_date',
        'end_date',
        'live_class_status',
        'live_class_is_online',
        'presential_status',
        'webinar_status',
        'webinar_is_online',
        'categories',
        'extensions',
      ];
      const value = fc.oneof(
        fc.string({ maxLength: 20 }),
        fc.string({ unit: 'binary', maxLength: 20 }),
        fc.constantFrom('all', 'true', 'false', 'null', '', '1,2', '0', '-1', '2147483648', '2026-02-30', 'opened'),
        fc.integer().map(String),
      );
      const lists = [
        'online-courses',
        'trails',
        'live-classes',
        'webinars',
        'presential-courses',
        'library',
        'news',
        'podcasts',
      ];
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...lists),
          fc.array(fc.tuple(fc.constantFrom(...keys), value), { maxLength: 6 }),
          async (list, pairs) => {
            const query = pairs.map(([key, text]) => `${key}=${encodeURIComponent(text)}`).join('&');
            const response = await getAs(context.app, fixture.bia, `/api/${list}/?${query}`);
            expect([200, 400], `${list}?${query}: ${response.body}`).toContain(response.statusCode);
          },
        ),
        { numRuns: 80 },
      );
      const search = await getAs(context.app, fixture.bia, `/api/podcasts/search/${encodeURIComponent('\u0000x')}/`);
      expect(search.statusCode).toBe(400);
    });
  });
});

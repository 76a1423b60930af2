import {
  liveClassDetailSchema,
  liveClassSchema,
  paginatedSchema,
  presentialCourseDetailSchema,
  presentialCourseSchema,
} from '@campus/core/schemas';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { classInstructors, presentialEvents } from '../db/schema';
import { expectApiError } from '../test-support/activity-fixture.test-util';
import { insertSignedInUser, seedCatalogueFixture } from '../test-support/catalogue-fixture.test-util';
import type { CatalogueFixture, FixtureUser } from '../test-support/catalogue-fixture.test-util';
import { describeEachDatabase, useTestApp } from '../test-support/test-app.test-util';

// Who teaches a class, on its detail, and an instructor refused as a learner of their own class (issue 26).
describeEachDatabase('Live classes: a class’s instructors', (kind) => {
  const context = useTestApp(kind);
  let fixture: CatalogueFixture;
  let teacher: FixtureUser;

  const request = (user: FixtureUser, method: 'GET' | 'POST', url: string, locale = 'pt-BR') =>
    context.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${user.token}`, 'accept-language': locale },
    });

  beforeAll(async () => {
    fixture = await seedCatalogueFixture(context.app);
    teacher = await insertSignedInUser(context.app, 'elisa', {
      clientId: fixture.clientId,
      fullName: 'Elisa Martins',
      roles: ['instructor'],
    });
    const { db } = context.database;
    const [event] = await db
      .select({ id: presentialEvents.id })
      .from(presentialEvents)
      .where(eq(presentialEvents.itemId, fixture.items.scheduledPresential));
    await db.insert(classInstructors).values([
      { itemId: fixture.items.unlimitedClass, userId: teacher.id },
      { itemId: fixture.items.scheduledPresential, eventId: event?.id ?? null, userId: teacher.id },
    ]);
  });

  it('a live class’s detail names its assigned instructors, and tells its instructor she teaches it', async () => {
    const asTeacher = await request(teacher, 'GET', `/api/live-classes/${fixture.items.unlimitedClass}/`);
    expect(asTeacher.statusCode, asTeacher.body).toBe(200);
    expect(liveClassDetailSchema.parse(asTeacher.json())).toMatchObject({
      instructors: ['Elisa Martins'],
      teaching: true,
    });
    const asLearner = liveClassDetailSchema.parse(
      (await request(fixture.ana, 'GET', `/api/live-classes/${fixture.items.unlimitedClass}/`)).json(),
    );
    expect(asLearner).toMatchObject({ instructors: ['Elisa Martins'], teaching: false });
    // Nobody assigned: no names (the item's own host stands).
    const other = liveClassDetailSchema.parse(
      (await request(fixture.ana, 'GET', `/api/live-classes/${fixture.items.lastSeatClass}/`)).json(),
    );
    expect(other).toMatchObject({ instructors: [], teaching: false });
    // An instructor of one event teaches the course.
    const course = presentialCourseDetailSchema.parse(
      (await request(teacher, 'GET', `/api/presential-courses/${fixture.items.scheduledPresential}/`)).json(),
    );
    expect(course).toMatchObject({ instructors: ['Elisa Martins'], teaching: true });
  });

  it('the lists tell the instructor which classes she teaches (no enrol offered on their cards)', async () => {
    const teachingOf = async (
      user: FixtureUser,
      url: string,
      schema: typeof liveClassSchema | typeof presentialCourseSchema,
    ) => {
      const response = await request(user, 'GET', `${url}?page_size=100`);
      expect(response.statusCode, response.body).toBe(200);
      const page = paginatedSchema(schema).parse(response.json());
      return new Map(page.results.map((entry) => [entry.id, entry.teaching]));
    };
    const classes = await teachingOf(teacher, '/api/live-classes/', liveClassSchema);
    expect(classes.get(fixture.items.unlimitedClass)).toBe(true);
    expect(classes.get(fixture.items.lastSeatClass)).toBe(false);
    const courses = await teachingOf(teacher, '/api/presential-courses/', presentialCourseSchema);
    expect(courses.get(fixture.items.scheduledPresential)).toBe(true);
    const asLearner = await teachingOf(fixture.ana, '/api/live-classes/', liveClassSchema);
    expect(asLearner.get(fixture.items.unlimitedClass)).toBe(false);
  });

  it('refuses an instructor’s subscription or enrolment in her own class, in the caller’s language', async () => {
    const subscribe = await request(teacher, 'POST', `/api/live-classes/${fixture.items.unlimitedClass}/subscribe/`);
    const refused = expectApiError(subscribe, 409, 'instructor_of_class');
    expect(refused.message).toBe('Você é instrutor desta turma: não pode se inscrever nela como aluno.');
    const enrol = await request(
      teacher,
      'POST',
      `/api/presential-courses/${fixture.items.scheduledPresential}/enrol/`,
      'en-US',
    );
    expect(expectApiError(enrol, 409, 'instructor_of_class').message).toBe(
      'You are an instructor of this class: you cannot enrol in it as a learner.',
    );
  });
});

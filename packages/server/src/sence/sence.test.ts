import { SENCE_PATHS } from '@campus/core/api';
import { SENCE_ERROR_CODES } from '@campus/core/rules';
import { courseActivitiesSchema, senceCourseSchema, senceFormSchema } from '@campus/core/schemas';
import type { SenceCourse, SenceForm } from '@campus/core/schemas';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { catalogueItems, senceCourses, senceSessions } from '../db/schema';
import { enrol, expectApiError, insertActivities } from '../test-support/activity-fixture.test-util';
import { seedCatalogueFixture } from '../test-support/catalogue-fixture.test-util';
import type { CatalogueFixture, FixtureUser } from '../test-support/catalogue-fixture.test-util';
import { describeEachDatabase, useTestApp } from '../test-support/test-app.test-util';
import { DEV_SENCE_PASSWORD, devSenceStateOf } from './dev-sence-routes';
import { firstForm, formBody } from './sence-pages.test-util';
import type { PageForm } from './sence-pages.test-util';

const RUN = '12.345.678-5';
const SITE = 'http://localhost:3000';
const RETURN_URL = `${SITE}/online-courses/1`;
const CODES = { senceCode: '1234567890', courseCode: 'ABC1234', trainingLine: '3' };
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** The codes the RUT and password page can answer through the development SENCE's `error-<code>` password. */
const LOGIN_CODES = SENCE_ERROR_CODES.filter((code) => code < 201 || code > 203);

describeEachDatabase('SENCE sessions: /api/online-courses/{id}/sence/ and SENCE’s answers', (kind) => {
  const context = useTestApp(kind);
  let fixture: CatalogueFixture;
  let course: number;
  let plainCourse: number;
  let scorm: number;

  const url = (template: string, id = course) => template.replace(':id', String(id));
  const as = (user: FixtureUser, method: 'GET' | 'POST', path: string, payload?: object) =>
    context.app.inject({
      method,
      url: path,
      headers: { authorization: `Bearer ${user.token}`, origin: SITE },
      ...(payload ? { payload } : {}),
    });
  const readCourse = async (user: FixtureUser = fixture.ana): Promise<SenceCourse> => {
    const response = await as(user, 'GET', url(SENCE_PATHS.course));
    expect(response.statusCode, response.body).toBe(200);
    return senceCourseSchema.parse(response.json());
  };
  const start = async (user: FixtureUser = fixture.ana, run = RUN): Promise<SenceForm> => {
    const response = await as(user, 'POST', url(SENCE_PATHS.start), { run, return_url: RETURN_URL });
    expect(response.statusCode, response.body).toBe(200);
    return senceFormSchema.parse(response.json());
  };
  /** A form POST as the browser sends it, to a URL of this API (absolute or not). */
  const post = (target: string, fields: Readonly<Record<string, string>> | SenceForm['fields']) =>
    context.app.inject({
      method: 'POST',
      url: new URL(target, 'http://localhost').pathname + new URL(target, 'http://localhost').search,
      headers: { ...FORM, 'accept-language': 'es-ES' },
      payload: formBody(fields),
    });
  const formOf = (response: LightMyRequestResponse): PageForm => {
    const form = firstForm(response.body);
    if (!form) throw new Error(`no form in ${response.body}`);
    return form;
  };
  /** Starts at the development SENCE and enters the RUT and password: SENCE's answer page. */
  const throughSence = async (form: SenceForm, rut: string, password: string) => {
    const login = await post(form.action, form.fields);
    expect(login.statusCode, login.body).toBe(200);
    const page = formOf(login);
    expect(page.visible).toEqual(['rut', 'password']);
    const answer = await post(page.action, { ...page.fields, rut, password });
    expect(answer.statusCode, answer.body).toBe(200);
    return formOf(answer);
  };
  const activitiesLocked = async () => {
    const response = await as(fixture.ana, 'GET', `/api/online-courses/${course}/activities/`);
    return courseActivitiesSchema.parse(response.json()).sence_session_required;
  };

  beforeAll(async () => {
    fixture = await seedCatalogueFixture(context.app);
    const { db } = context.database;
    const [row, plain] = await db
      .insert(catalogueItems)
      .values([
        { clientId: fixture.clientId, type: 'online_course', title: 'Curso SENCE' },
        { clientId: fixture.clientId, type: 'online_course', title: 'Curso sem SENCE' },
      ])
      .returning({ id: catalogueItems.id });
    course = row!.id;
    plainCourse = plain!.id;
    await db.insert(senceCourses).values({ itemId: course, ...CODES });
    ({ scorm } = await insertActivities(db, course, { scorm: { title: 'Módulo', type: 'scorm' } }));
    await enrol(db, fixture.ana.id, course);
    await enrol(db, fixture.ana.id, plainCourse);
  });

  it('locks the course’s activities until a session is open, with the reason', async () => {
    expect(await activitiesLocked()).toBe(true);
    expectApiError(
      await as(fixture.ana, 'GET', `/api/activities/${scorm}/runtime/?sco=item_1`),
      403,
      'sence_session_required',
    );
    expect(await readCourse()).toEqual({
      course_id: course,
      sence_code: CODES.senceCode,
      course_code: CODES.courseCode,
      training_line: '3',
      session_open: false,
      session: null,
    });
  });

  it('refuses a course not flagged for SENCE, an invalid RUN, a learner not enrolled, another site', async () => {
    expectApiError(await as(fixture.ana, 'GET', url(SENCE_PATHS.course, plainCourse)), 404, 'not_found_or_forbidden');
    const invalid = await as(fixture.ana, 'POST', url(SENCE_PATHS.start), {
      run: '12.345.678-6',
      return_url: RETURN_URL,
    });
    expect(expectApiError(invalid, 422, 'invalid_rut')).toMatchObject({ field_errors: { run: 'invalid_rut' } });
    expectApiError(
      await as(fixture.bia, 'POST', url(SENCE_PATHS.start), { run: RUN, return_url: RETURN_URL }),
      403,
      'not_found_or_forbidden',
    );
    const elsewhere = await as(fixture.ana, 'POST', url(SENCE_PATHS.start), {
      run: RUN,
      return_url: 'https://evil.example/steal',
    });
    expectApiError(elsewhere, 400, 'invalid_request');
    expectApiError(
      await as(fixture.ana, 'POST', url(SENCE_PATHS.close), { return_url: RETURN_URL }),
      409,
      'sence_session_not_open',
    );
    expect(await context.database.db.select().from(senceSessions)).toEqual([]);
  });

  it('answers SENCE’s start form with the real field names, and the same attempt when repeated', async () => {
    const form = await start();
    expect(new URL(form.action).pathname).toBe('/dev/sence/Registro/IniciarSesion');
    expect(form.fields.map((field) => field.name)).toEqual([
      'RutOtec',
      'Token',
      'CodSence',
      'CodigoCurso',
      'LineaCapacitacion',
      'RunAlumno',
      'IdSesionAlumno',
      'UrlRetoma',
      'UrlError',
    ]);
    const fields = Object.fromEntries(form.fields.map((field) => [field.name, field.value]));
    expect(fields).toMatchObject({ CodSence: CODES.senceCode, CodigoCurso: CODES.courseCode, RunAlumno: '12345678-5' });
    expect(fields['IdSesionAlumno']).toMatch(/^[\w-]{24}$/);
    expect(new URL(fields['UrlRetoma']!).pathname).toBe(SENCE_PATHS.return);
    expect(new URL(fields['UrlError']!).pathname).toBe(SENCE_PATHS.error);
    const again = await start();
    expect(again).toEqual(form);
    expect((await readCourse()).session).toMatchObject({ status: 'pending', run: RUN, error_code: null });
  });

  it('opens the session through the development SENCE, unlocks the activities, and closes it', async () => {
    const answer = await throughSence(await start(), RUN, DEV_SENCE_PASSWORD);
    expect(new URL(answer.action).pathname).toBe(SENCE_PATHS.return);
    expect(Object.keys(answer.fields)).toEqual(
      expect.arrayContaining(['IdSesionAlumno', 'IdSesionSence', 'FechaHora', 'ZonaHoraria', 'RunAlumno']),
    );
    const back = await post(answer.action, answer.fields);
    expect(back.statusCode, back.body).toBe(303);
    expect(back.headers.location).toBe(RETURN_URL);
    const open = await readCourse();
    expect(open.session_open).toBe(true);
    expect(open.session).toMatchObject({ status: 'open', sence_session_id: answer.fields['IdSesionSence'] });
    expect(await activitiesLocked()).toBe(false);
    expect((await as(fixture.ana, 'GET', `/api/activities/${scorm}/runtime/?sco=item_1`)).statusCode).toBe(200);
    // The same answer again (a reload) changes nothing; a second start the same day is refused.
    expect((await post(answer.action, answer.fields)).statusCode).toBe(303);
    expect((await readCourse()).session).toEqual(open.session);
    expectApiError(
      await as(fixture.ana, 'POST', url(SENCE_PATHS.start), { run: RUN, return_url: RETURN_URL }),
      409,
      'sence_session_open',
    );

    // SENCE refuses a close (CerrarSesion answered at UrlError): the session stays open and keeps SENCE's code.
    const refusedClose = senceFormSchema.parse(
      (await as(fixture.ana, 'POST', url(SENCE_PATHS.close), { return_url: RETURN_URL })).json(),
    );
    const refusal = Object.fromEntries(refusedClose.fields.map((field) => [field.name, field.value]));
    expect((await post(SENCE_PATHS.error, { ...refusal, GlosaError: '300' })).statusCode).toBe(303);
    const stillOpen = await readCourse();
    expect(stillOpen.session_open).toBe(true);
    expect(stillOpen.session).toMatchObject({ status: 'open', close_error_code: 300 });
    expect(await activitiesLocked()).toBe(false);

    const close = await as(fixture.ana, 'POST', url(SENCE_PATHS.close), { return_url: RETURN_URL });
    expect(close.statusCode, close.body).toBe(200);
    // Asking again forgets the refusal.
    expect((await readCourse()).session?.close_error_code).toBeNull();
    const closeForm = senceFormSchema.parse(close.json());
    expect(closeForm.fields.at(-1)).toEqual({ name: 'IdSesionSence', value: answer.fields['IdSesionSence'] });
    const closed = formOf(await post(closeForm.action, closeForm.fields));
    expect(new URL(closed.action).pathname).toBe(SENCE_PATHS.return);
    expect((await post(closed.action, closed.fields)).statusCode).toBe(303);
    const after = await readCourse();
    expect(after.session_open).toBe(false);
    expect(after.session?.status).toBe('closed');
    expect(await activitiesLocked()).toBe(true);
  });

  it.each(LOGIN_CODES)('records SENCE’s code %i from the development SENCE’s page', async (code) => {
    const answer = await throughSence(await start(), RUN, `error-${code}`);
    expect(new URL(answer.action).pathname).toBe(SENCE_PATHS.error);
    expect(answer.fields['GlosaError']).toBe(String(code));
    expect((await post(answer.action, answer.fields)).statusCode).toBe(303);
    const failed = await readCourse();
    expect(failed.session).toMatchObject({ status: 'failed', error_code: code });
    expect(failed.session_open).toBe(false);
    expect(await activitiesLocked()).toBe(true);
  });

  it('answers 100 for a wrong password and 207 for another RUT', async () => {
    expect((await throughSence(await start(), RUN, 'wrong')).fields['GlosaError']).toBe('100');
    expect((await throughSence(await start(), '11.111.111-1', DEV_SENCE_PASSWORD)).fields['GlosaError']).toBe('207');
  });

  it('answers 210 once 3 minutes passed since the first entry, even when the page is loaded again', async () => {
    const form = await start();
    const state = devSenceStateOf(context.app.database);
    const login = formOf(await post(form.action, form.fields));
    try {
      state.now = () => Date.now() + 100_000;
      // Loaded again after 100 s: the window still counts from the first entry.
      const again = formOf(await post(form.action, form.fields));
      state.now = () => Date.now() + 181_000;
      const late = formOf(await post(again.action, { ...again.fields, rut: RUN, password: DEV_SENCE_PASSWORD }));
      expect(late.fields['GlosaError']).toBe('210');
      // The first page's ticket too.
      const first = formOf(await post(login.action, { ...login.fields, rut: RUN, password: DEV_SENCE_PASSWORD }));
      expect(first.fields['GlosaError']).toBe('210');
      await post(late.action, late.fields);
    } finally {
      state.now = Date.now;
    }
    expect((await readCourse()).session).toMatchObject({ status: 'failed', error_code: 210 });
  });

  it('answers the form checks’ codes as SENCE does (200, 204–206, 209, 211, 212 posted back; 201–203 shown)', async () => {
    const form = await start();
    const fields = Object.fromEntries(form.fields.map((field) => [field.name, field.value]));
    const cases: [Record<string, string>, number][] = [
      [{ RunAlumno: '' }, 200],
      [{ CodSence: '123456789' }, 204],
      [{ CodigoCurso: 'ABC123' }, 205],
      [{ LineaCapacitacion: '9' }, 206],
      [{ RunAlumno: '12345678-6' }, 207],
      [{ RutOtec: '11111111-1' }, 209],
      [{ Token: '00000000-0000-0000-0000-000000000000' }, 211],
      [{ Token: 'not-a-token' }, 212],
    ];
    for (const [change, code] of cases) {
      const answer = formOf(await post(form.action, { ...fields, ...change }));
      expect(new URL(answer.action).pathname, String(code)).toBe(SENCE_PATHS.error);
      expect(answer.fields['GlosaError']).toBe(String(code));
    }
    for (const [change, code] of [
      [{ UrlRetoma: '', UrlError: '' }, 201],
      [{ UrlRetoma: 'nowhere' }, 202],
      [{ UrlError: 'nowhere' }, 203],
    ] as const) {
      const refused = await post(form.action, { ...fields, ...change });
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain(`<strong>${code}</strong>`);
      expect(firstForm(refused.body)).toBeNull();
    }
  });

  it('takes SENCE’s answers only for a known attempt that they match', async () => {
    expectApiError(await post(SENCE_PATHS.return, { IdSesionAlumno: 'unknown' }), 404, 'not_found_or_forbidden');
    expectApiError(await post(SENCE_PATHS.error, {}), 400, 'invalid_request');
    const answer = await throughSence(await start(), RUN, DEV_SENCE_PASSWORD);
    const mismatch = await post(answer.action, { ...answer.fields, RunAlumno: '11111111-1' });
    expectApiError(mismatch, 422, 'sence_answer_mismatch');
    expect((await readCourse()).session?.status).toBe('pending');
    // A code SENCE does not document is kept as unknown (0).
    expect((await post(SENCE_PATHS.error, { ...answer.fields, GlosaError: 'XYZ' })).statusCode).toBe(303);
    expect((await readCourse()).session).toMatchObject({ status: 'failed', error_code: 0 });
    const rows = await context.database.db.select().from(senceSessions).where(eq(senceSessions.userId, fixture.ana.id));
    expect(new Set(rows.map((row) => row.studentSessionId)).size).toBe(rows.length);
  });
});

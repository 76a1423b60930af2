import { isSenceErrorCode } from '@campus/core/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test-support/test-app.test-util';
import type { TestApp } from '../test-support/test-app.test-util';
import { DEV_SENCE_PASSWORD } from './dev-sence-routes';
import { firstForm, formBody } from './sence-pages.test-util';
import type { PageForm } from './sence-pages.test-util';
import { newStudentSessionId } from './sence-store';
import { readSenceAnswer, senceCloseFields, senceServiceOf, senceStartFields } from './sence-service';
import type { SenceService } from './sence-service';

/*
 * The contract of SENCE's "Registro de Asistencia" as this adapter speaks it, run against the development SENCE (always)
 * and against a real SENCE endpoint when `CAMPUS_SENCE_CONTRACT_START_URL`, `CAMPUS_SENCE_CONTRACT_CLOSE_URL`,
 * `CAMPUS_SENCE_CONTRACT_RUT_OTEC` and `CAMPUS_SENCE_CONTRACT_TOKEN` are set (SENCE's test environment; the course
 * codes `CAMPUS_SENCE_CONTRACT_COURSE`: `CodSence,CodigoCurso,LineaCapacitacion`, and the RUN
 * `CAMPUS_SENCE_CONTRACT_RUN`). The learner's part (RUT and Clave Única at SENCE) is automated only against the
 * development SENCE: SENCE's own login is a person's.
 */

/** One SENCE under the contract. */
interface ContractSubject {
  readonly service: SenceService;
  readonly course: { senceCode: string; courseCode: string; trainingLine: string };
  readonly run: string;
  /** Enters the RUT and password on SENCE's login page (the development SENCE only). */
  readonly login?: (page: PageForm, rut: string) => Promise<PageForm>;
}

const RETOMA = 'https://campus.test/api/sence/return/';
const ERROR = 'https://campus.test/api/sence/error/';

/** A browser's form POST: the page it answers. */
async function postForm(
  action: string,
  fields: Readonly<Record<string, string>> | readonly { name: string; value: string }[],
) {
  const response = await fetch(action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'es-CL' },
    body: formBody(fields),
    redirect: 'manual',
  });
  return { status: response.status, html: await response.text() };
}

function describeContract(name: string, setup: () => Promise<ContractSubject>, teardown?: () => Promise<void>) {
  describe(`SENCE contract: ${name}`, () => {
    let subject: ContractSubject;
    beforeAll(async () => {
      subject = await setup();
    }, 60_000);
    if (teardown) afterAll(teardown);

    const attempt = (studentSessionId = newStudentSessionId()) => ({
      run: subject.run,
      studentSessionId,
      returnUrl: RETOMA,
      errorUrl: ERROR,
    });
    const startPage = async (change: Partial<SenceService & { senceCode: string }> = {}, id?: string) => {
      const { senceCode, ...service } = change;
      const fields = senceStartFields(
        { ...subject.service, ...service },
        { ...subject.course, ...(senceCode === undefined ? {} : { senceCode }) },
        attempt(id),
      );
      return postForm(subject.service.startUrl, fields);
    };
    const answerOf = (html: string) => {
      const form = firstForm(html);
      expect(form, html.slice(0, 500)).not.toBeNull();
      return form as PageForm;
    };

    it('posts an invalid token’s code back to UrlError, in GlosaError', async () => {
      const answer = answerOf((await startPage({ token: 'not-a-token' })).html);
      expect(answer.action).toBe(ERROR);
      expect(isSenceErrorCode(answer.fields['GlosaError'] ?? '')).toBe(true);
    });

    it('posts 204 back to UrlError for a SENCE code shorter than 10 characters', async () => {
      const answer = answerOf((await startPage({ senceCode: '123456789' })).html);
      expect(answer.action).toBe(ERROR);
      expect(readSenceAnswer(answer.fields).errorCode).toBe('204');
    });

    it('asks the learner to sign in for a valid start (no answer to UrlError)', async () => {
      const page = await startPage();
      expect(page.status).toBe(200);
      expect(firstForm(page.html)?.action).not.toBe(ERROR);
    });

    it('posts a signed-in learner’s session back to UrlRetoma, and closes it', async (context) => {
      if (!subject.login) context.skip();
      const id = newStudentSessionId();
      const page = answerOf((await startPage({}, id)).html);
      const answer = await subject.login!(page, subject.run);
      expect(answer.action).toBe(RETOMA);
      const read = readSenceAnswer(answer.fields);
      expect(read).toMatchObject({
        studentSessionId: id,
        senceCode: subject.course.senceCode,
        courseCode: subject.course.courseCode,
        errorCode: null,
      });
      expect(read.senceSessionId).toMatch(/\S/);
      expect(read.dateTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(read.timeZone).toMatch(/\S/);
      const closeFields = senceCloseFields(subject.service, subject.course, {
        ...attempt(id),
        senceSessionId: read.senceSessionId ?? '',
      });
      const closed = answerOf((await postForm(subject.service.closeUrl, closeFields)).html);
      expect(closed.action).toBe(RETOMA);
      expect(readSenceAnswer(closed.fields).senceSessionId).toBe(read.senceSessionId);
    });
  });
}

let devApp: TestApp | undefined;
describeContract(
  'the development SENCE',
  async () => {
    devApp = await createTestApp('pglite');
    await devApp.app.listen({ port: 0, host: '127.0.0.1' });
    const service = senceServiceOf(devApp.app);
    if (service?.kind !== 'development') throw new Error('expected the development SENCE');
    return {
      service,
      course: { senceCode: '1234567890', courseCode: 'ABC1234', trainingLine: '3' },
      run: '12345678-5',
      login: async (page, rut) => {
        const action = new URL(page.action, service.startUrl).href;
        const answer = await postForm(action, { ...page.fields, rut, password: DEV_SENCE_PASSWORD });
        return firstForm(answer.html) as PageForm;
      },
    };
  },
  async () => {
    await devApp?.close();
  },
);

const real = {
  start: process.env['CAMPUS_SENCE_CONTRACT_START_URL'],
  close: process.env['CAMPUS_SENCE_CONTRACT_CLOSE_URL'],
  rutOtec: process.env['CAMPUS_SENCE_CONTRACT_RUT_OTEC'],
  token: process.env['CAMPUS_SENCE_CONTRACT_TOKEN'],
  course: process.env['CAMPUS_SENCE_CONTRACT_COURSE'],
  run: process.env['CAMPUS_SENCE_CONTRACT_RUN'],
};
if (real.start && real.close && real.rutOtec && real.token && real.course && real.run) {
  const [senceCode = '', courseCode = '', trainingLine = ''] = real.course.split(',');
  describeContract('SENCE (CAMPUS_SENCE_CONTRACT_*)', async () => ({
    service: {
      kind: 'sence',
      startUrl: real.start!,
      closeUrl: real.close!,
      rutOtec: real.rutOtec!,
      token: real.token!,
    },
    course: { senceCode, courseCode, trainingLine },
    run: real.run!,
  }));
} else {
  describe.skip('SENCE contract: SENCE (set CAMPUS_SENCE_CONTRACT_* to run it against a real endpoint)', () => {
    it('runs against SENCE', () => undefined);
  });
}

import { SENCE_PATHS } from '@campus/core/api';
import { formatRut, isSenceErrorCode, validateRut } from '@campus/core/rules';
import {
  catalogueIdParamsSchema,
  senceCloseBodySchema,
  senceCourseSchema,
  senceFormSchema,
  senceStartBodySchema,
} from '@campus/core/schemas';
import type { SenceCourse, SenceForm } from '@campus/core/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPublicUrl } from '../activities/scorm-cloud/api-public-url';
import { CATALOGUE_KINDS } from '../catalogue/catalogue-kinds';
import { findItem } from '../catalogue/item-reader';
import type { SenceCourseRow, SenceSessionRow } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { CampusApp } from '../http/campus-app';
import { errorResponses } from '../http/error-body';
import { requestScope, requireModule } from '../shared/request-scope';
import type { RequestScope } from '../shared/request-scope';
import { senceCloseFields, senceRun, senceServiceOf, senceStartFields, readSenceAnswer } from './sence-service';
import type { SenceCourseCodes, SenceService } from './sence-service';
import {
  clearCloseRequest,
  findAttempt,
  findSenceCodes,
  insertPending,
  markClosed,
  markFailed,
  markOpened,
  reusablePending,
  requestClose,
  senceStanding,
} from './sence-store';
import { SENCE_ENTRY_WINDOW_SECONDS } from '@campus/core/rules';

const tags = ['sence'];
const ONLINE_COURSE = CATALOGUE_KINDS.online_course;

/** How long after a start SENCE's answer is still taken (the 3-minute window, and the learner's slow network). */
const ANSWER_WINDOW_MS = 60 * 60 * 1000;

const codesOf = (row: SenceCourseRow): SenceCourseCodes => ({
  senceCode: row.senceCode.trim(),
  courseCode: row.courseCode.trim(),
  trainingLine: row.trainingLine,
});

/** A SENCE course of the caller's client the caller can see, with its codes; else 404 (as an unknown course). */
async function senceCourseOf(app: CampusApp, scope: RequestScope, id: number) {
  requireModule(scope, ONLINE_COURSE.modules);
  const item = await findItem(app.database.db, scope, ONLINE_COURSE.type, id);
  const codes = item ? await findSenceCodes(app.database.db, item.id) : undefined;
  if (!item || !codes) throw new ApiError(404, 'not_found_or_forbidden');
  return { item, codes };
}

/**
 * The page SENCE's answer brings the browser back to: an http(s) URL of the site that asked (the request's
 * `Origin`) or of an origin the API serves (CORS origins); anything else is 400, so SENCE's answer cannot send the
 * learner to another site.
 */
function checkedReturnUrl(app: CampusApp, request: FastifyRequest, value: string): string {
  const url = URL.canParse(value) ? new URL(value) : null;
  const origin = request.headers.origin;
  const allowed =
    url !== null &&
    /^https?:$/.test(url.protocol) &&
    (url.origin === origin || app.config.corsOrigins.includes(url.origin));
  if (!allowed || url === null) throw new ApiError(400, 'invalid_request', {}, { fields: ['body.return_url'] });
  return url.href;
}

function serviceOrRefuse(app: CampusApp): SenceService {
  const service = senceServiceOf(app);
  if (!service) throw new ApiError(503, 'sence_unavailable');
  return service;
}

const returnUrls = (app: CampusApp) => {
  const api = apiPublicUrl(app);
  return { returnUrl: `${api}${SENCE_PATHS.return}`, errorUrl: `${api}${SENCE_PATHS.error}` };
};

const iso = (at: Date | null) => (at === null ? null : at.toISOString());

/** An attempt as the wire shows it. */
function sessionWire(row: SenceSessionRow): NonNullable<SenceCourse['session']> {
  return {
    status: row.status,
    error_code: row.errorCode,
    run: formatRut(row.run) ?? row.run,
    started_at: row.startedAt.toISOString(),
    opened_at: iso(row.openedAt),
    closed_at: iso(row.closedAt),
    close_error_code: row.status === 'open' ? row.closeErrorCode : null,
    sence_session_id: row.senceSessionId,
  };
}

const SIGNED_IN_RULE =
  'The course must be a published online course flagged for SENCE of the caller’s client (else 404 ' +
  '`not_found_or_forbidden`), its module on (else 403 `forbidden`).';

/**
 * The learner's SENCE routes (signed in): the course's codes and session today, start and close. Start and close
 * answer the form the browser POSTs to SENCE itself.
 */
export const senceLearnerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    SENCE_PATHS.course,
    {
      schema: {
        tags,
        summary: 'A SENCE course’s codes and the caller’s SENCE session today',
        description: `\`session_open\`: a session SENCE registered today (Santiago's day) and not closed. ${SIGNED_IN_RULE}`,
        params: catalogueIdParamsSchema,
        response: { 200: senceCourseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request): Promise<SenceCourse> => {
      const scope = await requestScope(request);
      const { item, codes } = await senceCourseOf(app, scope, request.params.id);
      const standing = await senceStanding(app.database.db, scope.userId, item.id);
      return {
        course_id: item.id,
        sence_code: codes.senceCode,
        course_code: codes.courseCode,
        training_line: codes.trainingLine,
        session_open: standing.open !== null,
        session: standing.latest === null ? null : sessionWire(standing.latest),
      };
    },
  );

  app.post(
    SENCE_PATHS.start,
    {
      schema: {
        tags,
        summary: 'Starts a SENCE session: the form the browser POSTs to SENCE',
        description:
          'Checks the RUN (format and check digit: 422 `invalid_rut`), that the caller is enrolled (403 ' +
          '`not_found_or_forbidden`) and has no session open today (409 `sence_session_open`), records a pending ' +
          'attempt with an unguessable `IdSesionAlumno` and answers SENCE’s start URL and fields (`RutOtec`, ' +
          '`Token`, `CodSence`, `CodigoCurso`, `LineaCapacitacion`, `RunAlumno`, `IdSesionAlumno`, `UrlRetoma`, ' +
          '`UrlError`). A start repeated within SENCE’s 3-minute window with the same RUN answers the same ' +
          `attempt. 503 \`sence_unavailable\` when SENCE is not configured. ${SIGNED_IN_RULE}`,
        params: catalogueIdParamsSchema,
        body: senceStartBodySchema,
        response: { 200: senceFormSchema, ...errorResponses(400, 401, 403, 404, 409, 422, 503) },
      },
    },
    async (request): Promise<SenceForm> => {
      const scope = await requestScope(request);
      const { item, codes } = await senceCourseOf(app, scope, request.params.id);
      if (!item.enrolled) throw new ApiError(403, 'not_found_or_forbidden');
      if (!validateRut(request.body.run)) {
        throw new ApiError(422, 'invalid_rut', {}, { fieldErrors: { run: 'invalid_rut' } });
      }
      const run = senceRun(formatRut(request.body.run)) ?? '';
      const returnUrl = checkedReturnUrl(app, request, request.body.return_url);
      const service = serviceOrRefuse(app);
      const now = new Date();
      const db = app.database.db;
      if ((await senceStanding(db, scope.userId, item.id, now)).open) throw new ApiError(409, 'sence_session_open');
      const since = new Date(now.getTime() - SENCE_ENTRY_WINDOW_SECONDS * 1000);
      const attempt =
        (await reusablePending(db, { userId: scope.userId, itemId: item.id, run, returnUrl, since })) ??
        (await insertPending(db, {
          clientId: scope.clientId,
          userId: scope.userId,
          itemId: item.id,
          run,
          returnUrl,
          now,
        }));
      return {
        action: service.startUrl,
        method: 'post',
        fields: senceStartFields(service, codesOf(codes), {
          run,
          studentSessionId: attempt.studentSessionId,
          ...returnUrls(app),
        }),
      };
    },
  );

  app.post(
    SENCE_PATHS.close,
    {
      schema: {
        tags,
        summary: 'Closes the open SENCE session: the form the browser POSTs to SENCE',
        description:
          'Answers SENCE’s close URL and fields (a start’s and `IdSesionSence`); SENCE’s answer closes the session. ' +
          `409 \`sence_session_not_open\` without a session open today. Repeatable. ${SIGNED_IN_RULE}`,
        params: catalogueIdParamsSchema,
        body: senceCloseBodySchema,
        response: { 200: senceFormSchema, ...errorResponses(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request): Promise<SenceForm> => {
      const scope = await requestScope(request);
      const { item, codes } = await senceCourseOf(app, scope, request.params.id);
      const returnUrl = checkedReturnUrl(app, request, request.body.return_url);
      const service = serviceOrRefuse(app);
      const now = new Date();
      const { open } = await senceStanding(app.database.db, scope.userId, item.id, now);
      if (!open || open.senceSessionId === null) throw new ApiError(409, 'sence_session_not_open');
      await requestClose(app.database.db, open.id, returnUrl, now);
      return {
        action: service.closeUrl,
        method: 'post',
        fields: senceCloseFields(service, codesOf(codes), {
          run: open.run,
          studentSessionId: open.studentSessionId,
          senceSessionId: open.senceSessionId,
          ...returnUrls(app),
        }),
      };
    },
  );
};

/** SENCE's form-POSTed answer: any fields, as text. */
const answerBodySchema = z.record(z.string(), z.union([z.string(), z.array(z.string())]));

const RETURN_RULE =
  'Form-POSTed by SENCE through the learner’s browser, so not bearer-authenticated: the unguessable ' +
  '`IdSesionAlumno` of a pending attempt ties the answer to its learner (an unknown one is 404 ' +
  '`not_found_or_forbidden`; `CodSence`, `CodigoCurso` and `RunAlumno` must match it, else 422 ' +
  '`sence_answer_mismatch`). An answer repeated changes nothing. Redirects (303) to the site page the attempt ' +
  'came from.';

/** The attempt an answer names, checked against what was sent to SENCE. */
async function answeredAttempt(app: CampusApp, body: unknown) {
  const answer = readSenceAnswer(body);
  if (answer.studentSessionId === null)
    throw new ApiError(400, 'invalid_request', {}, { fields: ['body.IdSesionAlumno'] });
  const attempt = await findAttempt(app.database.db, answer.studentSessionId);
  if (!attempt || (Date.now() - attempt.startedAt.getTime() > ANSWER_WINDOW_MS && attempt.status === 'pending')) {
    throw new ApiError(404, 'not_found_or_forbidden');
  }
  const codes = await findSenceCodes(app.database.db, attempt.itemId);
  const plain = (value: string) => value.replace(/[\s.]/g, '').toUpperCase();
  const mismatch =
    !codes ||
    (answer.senceCode !== null && answer.senceCode !== codes.senceCode.trim()) ||
    (answer.courseCode !== null && answer.courseCode !== codes.courseCode.trim()) ||
    (answer.run !== null && plain(answer.run) !== plain(attempt.run));
  if (mismatch) throw new ApiError(422, 'sence_answer_mismatch');
  return { answer, attempt };
}

/**
 * SENCE's answers (public: SENCE posts them, see {@link RETURN_RULE}): `UrlRetoma` opens a pending attempt (or
 * closes an open session whose close was asked for), `UrlError` records the code of a pending attempt (or, for a
 * refused close, forgets the close asked for and keeps SENCE's code, `close_error_code`, to show the learner). Both
 * send the browser back to the page the learner left (the course page or the player), which reads the outcome.
 */
export const senceReturnRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = (summary: string) => ({
    tags,
    summary,
    description: RETURN_RULE,
    consumes: ['application/x-www-form-urlencoded'],
    body: answerBodySchema,
    response: { 303: z.null(), ...errorResponses(400, 404, 422) },
  });

  app.post(SENCE_PATHS.return, { schema: schema('SENCE’s success answer (UrlRetoma)') }, async (request, reply) => {
    const { answer, attempt } = await answeredAttempt(app, request.body);
    const now = new Date();
    if (attempt.status === 'pending') await markOpened(app.database.db, attempt.id, answer, now);
    else if (attempt.status === 'open' && attempt.closeRequestedAt !== null) {
      await markClosed(app.database.db, attempt.id, now);
    }
    return reply.header('cache-control', 'no-store').redirect(attempt.returnUrl, 303);
  });

  app.post(
    SENCE_PATHS.error,
    { schema: schema('SENCE’s error answer (UrlError, with GlosaError)') },
    async (request, reply) => {
      const { answer, attempt } = await answeredAttempt(app, request.body);
      const now = new Date();
      // A code SENCE does not document is kept as 0: the site shows SENCE's unknown-error message for it.
      const code = answer.errorCode !== null && isSenceErrorCode(answer.errorCode) ? Number(answer.errorCode) : 0;
      if (attempt.status === 'pending') await markFailed(app.database.db, attempt.id, code, now);
      else if (attempt.status === 'open' && attempt.closeRequestedAt !== null) {
        await clearCloseRequest(app.database.db, attempt.id, code, now);
      }
      return reply.header('cache-control', 'no-store').redirect(attempt.returnUrl, 303);
    },
  );
};

import { randomBytes, randomUUID } from 'node:crypto';
import { DEV_SENCE_PATHS } from '@campus/core/api';
import {
  isSenceErrorCode,
  senceEntrySecondsLeft,
  validateCourseCode,
  validateRut,
  validateSenceCode,
} from '@campus/core/rules';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLocale } from '../i18n/request-locale';
import { devSenceLoginPage, devSencePostPage, devSenceRefusalPage } from './dev-sence-pages';
import type { DevSencePage } from './dev-sence-pages';
import { DEV_SENCE_PASSWORD, DEV_SENCE_RUT_OTEC, DEV_SENCE_TOKEN } from './dev-sence-constants';
import { senceServiceOf } from './sence-service';
import type { SenceFormField } from './sence-service';

/*
 * The development SENCE (demo mode without `CAMPUS_SENCE_*`, docs/server.md "SENCE"): the same form-post-and-return
 * protocol as SENCE's "Registro de Asistencia", on the API, so a SENCE session starts end to end without SENCE.
 * Every code of §8 can be produced: `DEV_SENCE_PASSWORD` succeeds, any other password answers 100, and the password
 * `error-<code>` answers that code (`error-300` …); the checks SENCE makes on the form answer theirs (200, 201–212).
 */

export { DEV_SENCE_PASSWORD } from './dev-sence-constants';

/** The training lines the development SENCE knows (SENCE answers 206 for another). */
export const DEV_SENCE_TRAINING_LINES: readonly string[] = ['1', '3'];

/** The time zone the development SENCE reports, as SENCE does. */
const SENCE_TIME_ZONE = 'America/Santiago';

/** The fields every start and close carries. */
const REQUIRED = ['RutOtec', 'Token', 'CodSence', 'CodigoCurso', 'LineaCapacitacion', 'RunAlumno', 'IdSesionAlumno'];

/** A start waiting for the learner's RUT and password. */
interface PendingEntry {
  readonly fields: Readonly<Record<string, string>>;
  /** When the learner first reached SENCE with this `IdSesionAlumno`: the 3-minute window counts from here. */
  readonly firstEntryAt: number;
}

/** The development SENCE's memory: pending entries by ticket, first entries by `IdSesionAlumno`. */
export class DevSenceState {
  readonly entries = new Map<string, PendingEntry>();
  readonly firstEntries = new Map<string, number>();
  /** The clock the 3-minute window reads (tests move it). */
  now: () => number = Date.now;
}

const states = new WeakMap<object, DevSenceState>();

/** The development SENCE's state of a server (one per database, like the development SCORM Cloud's). */
export function devSenceStateOf(key: object): DevSenceState {
  let state = states.get(key);
  if (!state) {
    state = new DevSenceState();
    states.set(key, state);
  }
  return state;
}

const formBody = z.record(z.string(), z.union([z.string(), z.array(z.string())]));

const single = (body: Readonly<Record<string, string | string[]>>, name: string): string => {
  const value = body[name];
  return (Array.isArray(value) ? (value[0] ?? '') : (value ?? '')).trim();
};

const isHttpUrl = (value: string) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);

/** `FechaHora` as SENCE writes it: `yyyy-MM-dd HH:mm:ss` in Santiago. */
function senceDateTime(at: number): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: SENCE_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts['year']}-${parts['month']}-${parts['day']} ${parts['hour']}:${parts['minute']}:${parts['second']}`;
}

/**
 * What SENCE checks on the form before asking for the RUT and password: the code of the first problem, or `null`.
 * 201–203 have nowhere to go (the return URLs themselves are wrong) and show on SENCE's own page.
 */
export function devSenceFormCode(fields: Readonly<Record<string, string>>, close: boolean): number | null {
  const retoma = fields['UrlRetoma'] ?? '';
  const error = fields['UrlError'] ?? '';
  if (retoma === '' && error === '') return 201;
  if (!isHttpUrl(retoma)) return 202;
  if (!isHttpUrl(error)) return 203;
  const required = close ? [...REQUIRED, 'IdSesionSence'] : REQUIRED;
  if (required.some((name) => (fields[name] ?? '') === '')) return 200;
  if (!validateSenceCode(fields['CodSence'] ?? '')) return 204;
  if (!validateCourseCode(fields['CodigoCurso'] ?? '')) return 205;
  if (!DEV_SENCE_TRAINING_LINES.includes(fields['LineaCapacitacion'] ?? '')) return 206;
  if (!validateRut(fields['RunAlumno'] ?? '')) return 207;
  if (!validateRut(fields['RutOtec'] ?? '') || fields['RutOtec']?.toUpperCase() !== DEV_SENCE_RUT_OTEC) return 209;
  const token = fields['Token'] ?? '';
  if (!/^[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$/i.test(token)) return 212;
  if (token.toUpperCase() !== DEV_SENCE_TOKEN) return 211;
  return null;
}

/** The code the RUT and password answer (`null`: the session opens). */
export function devSenceLoginCode(input: {
  readonly run: string;
  readonly rut: string;
  readonly password: string;
  readonly secondsLeft: number;
}): number | null {
  if (input.secondsLeft <= 0) return 210;
  const asked = /^error-(\d{3})$/.exec(input.password)?.[1];
  if (asked !== undefined && isSenceErrorCode(asked)) return Number(asked);
  const plain = (value: string) => value.replace(/[\s.]/g, '').toUpperCase();
  if (!validateRut(input.rut) || plain(input.rut) !== plain(input.run)) return 207;
  return input.password === DEV_SENCE_PASSWORD ? null : 100;
}

/** What SENCE posts back: the course's and learner's fields, and SENCE's session id and time on success. */
function answerFields(fields: Readonly<Record<string, string>>, at: number, extra: SenceFormField[]): SenceFormField[] {
  return [
    { name: 'CodSence', value: fields['CodSence'] ?? '' },
    { name: 'CodigoCurso', value: fields['CodigoCurso'] ?? '' },
    { name: 'IdSesionAlumno', value: fields['IdSesionAlumno'] ?? '' },
    { name: 'RunAlumno', value: fields['RunAlumno'] ?? '' },
    { name: 'FechaHora', value: senceDateTime(at) },
    { name: 'ZonaHoraria', value: SENCE_TIME_ZONE },
    { name: 'LineaCapacitacion', value: fields['LineaCapacitacion'] ?? '' },
    ...extra,
  ];
}

function sendPage(reply: FastifyReply, page: DevSencePage, status = 200) {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('content-security-policy', page.policy)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .send(page.html);
}

/**
 * The development SENCE's routes (demo mode, when the API has no `CAMPUS_SENCE_*`):
 * - `POST /dev/sence/Registro/IniciarSesion`: SENCE's start form; a form SENCE would refuse posts its code to
 *   `UrlError` (or shows 201–203), else the RUT and password page, the 3-minute window counted from the first entry
 *   of that `IdSesionAlumno`;
 * - `POST /dev/sence/Registro/Ingresar`: the RUT and password; posts to `UrlRetoma` (with `IdSesionSence`,
 *   `FechaHora`, `ZonaHoraria`) or to `UrlError` (with `GlosaError`);
 * - `POST /dev/sence/Registro/CerrarSesion`: SENCE's close form; posts to `UrlRetoma` or `UrlError` at once.
 */
export const devSenceRoutes: FastifyPluginAsyncZod = async (app) => {
  if (senceServiceOf(app)?.kind !== 'development') return;
  const state = devSenceStateOf(app.database);
  const locale = (url: string, header: string | undefined) => requestLocale(url, header);
  const answer = (reply: FastifyReply, lang: ReturnType<typeof locale>, fields: Readonly<Record<string, string>>) => ({
    ok: (extra: SenceFormField[]) =>
      sendPage(
        reply,
        devSencePostPage({
          locale: lang,
          action: fields['UrlRetoma'] ?? '',
          fields: answerFields(fields, state.now(), extra),
        }),
      ),
    error: (code: number) =>
      code >= 201 && code <= 203
        ? sendPage(reply, devSenceRefusalPage({ locale: lang, code }), 400)
        : sendPage(
            reply,
            devSencePostPage({
              locale: lang,
              action: fields['UrlError'] ?? '',
              fields: answerFields(fields, state.now(), [{ name: 'GlosaError', value: String(code) }]),
            }),
          ),
  });
  const readFields = (body: Readonly<Record<string, string | string[]>>) =>
    Object.fromEntries(
      [...REQUIRED, 'UrlRetoma', 'UrlError', 'IdSesionSence'].map((name) => [name, single(body, name).slice(0, 500)]),
    );
  const schema = (summary: string) => ({
    tags: ['development'],
    summary,
    consumes: ['application/x-www-form-urlencoded'],
    body: formBody,
    produces: ['text/html'],
  });

  app.post(
    DEV_SENCE_PATHS.start,
    { schema: schema('The development SENCE’s start (demo mode)') },
    async (request, reply) => {
      const lang = locale(request.url, request.headers['accept-language']);
      const fields = readFields(request.body);
      const code = devSenceFormCode(fields, false);
      if (code !== null) return answer(reply, lang, fields).error(code);
      const studentSessionId = fields['IdSesionAlumno'] ?? '';
      const firstEntryAt = state.firstEntries.get(studentSessionId) ?? state.now();
      state.firstEntries.set(studentSessionId, firstEntryAt);
      const ticket = randomBytes(18).toString('base64url');
      state.entries.set(ticket, { fields, firstEntryAt });
      return sendPage(
        reply,
        devSenceLoginPage({
          locale: lang,
          action: `${DEV_SENCE_PATHS.login}?locale=${lang}`,
          ticket,
          senceCode: fields['CodSence'] ?? '',
          courseCode: fields['CodigoCurso'] ?? '',
          trainingLine: fields['LineaCapacitacion'] ?? '',
          secondsLeft: senceEntrySecondsLeft(firstEntryAt, state.now()),
        }),
      );
    },
  );

  app.post(
    DEV_SENCE_PATHS.login,
    { schema: schema('The RUT and password entered at the development SENCE (demo mode)') },
    async (request, reply) => {
      const lang = locale(request.url, request.headers['accept-language']);
      const entry = state.entries.get(single(request.body, 'ticket'));
      // A ticket used or unknown: as SENCE, nothing to post back to (the learner starts again from the course).
      if (!entry) return sendPage(reply, devSenceRefusalPage({ locale: lang, code: 200 }), 404);
      state.entries.delete(single(request.body, 'ticket'));
      const code = devSenceLoginCode({
        run: entry.fields['RunAlumno'] ?? '',
        rut: single(request.body, 'rut'),
        password: single(request.body, 'password'),
        secondsLeft: senceEntrySecondsLeft(entry.firstEntryAt, state.now()),
      });
      const reply_ = answer(reply, lang, entry.fields);
      return code === null ? reply_.ok([{ name: 'IdSesionSence', value: randomUUID() }]) : reply_.error(code);
    },
  );

  app.post(
    DEV_SENCE_PATHS.close,
    { schema: schema('The development SENCE’s close (demo mode)') },
    async (request, reply) => {
      const lang = locale(request.url, request.headers['accept-language']);
      const fields = readFields(request.body);
      const code = devSenceFormCode(fields, true);
      const reply_ = answer(reply, lang, fields);
      return code === null
        ? reply_.ok([{ name: 'IdSesionSence', value: fields['IdSesionSence'] ?? '' }])
        : reply_.error(code);
    },
  );
};

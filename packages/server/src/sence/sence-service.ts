import { DEV_SENCE_PATHS } from '@campus/core/api';
import type { CampusApp } from '../http/campus-app';
import { apiPublicUrl } from '../activities/scorm-cloud/api-public-url';
import { DEV_SENCE_RUT_OTEC, DEV_SENCE_TOKEN } from './dev-sence-constants';

/*
 * SENCE's "Registro de Asistencia" for e-learning, as a training provider (OTEC) speaks it (issue 26, docs/server.md
 * "SENCE"). It is a browser protocol, not an API: the learner's browser form-POSTs the start (or close) fields to
 * SENCE; SENCE asks for the learner's RUT and password (Clave Única) within 3 minutes, then form-POSTs the outcome
 * back through the browser to `UrlRetoma` (success) or `UrlError` (with the code in `GlosaError`). This module
 * writes those fields and reads those answers; `SenceService` says where SENCE is and who the OTEC is.
 */

/** Where SENCE is and who the training provider is: SENCE's own service, or the development one on the API. */
export interface SenceService {
  /** `sence` (configured by env) or `development` (demo mode, served by this API). */
  readonly kind: 'sence' | 'development';
  /** Where the browser POSTs a start (`…/Registro/IniciarSesion`). */
  readonly startUrl: string;
  /** Where the browser POSTs a close (`…/Registro/CerrarSesion`). */
  readonly closeUrl: string;
  /** `RutOtec`: the training provider's RUT, no dots (`76123456-7`). */
  readonly rutOtec: string;
  /** `Token`: the provider's token. */
  readonly token: string;
}

export { DEV_SENCE_RUT_OTEC, DEV_SENCE_TOKEN } from './dev-sence-constants';

/**
 * SENCE for this server: the configured service (`CAMPUS_SENCE_*`), else in demo mode the development SENCE the API
 * serves at `/dev/sence/` (src/sence/dev-sence-routes.ts), else `null` (SENCE sessions cannot start).
 */
export function senceServiceOf(app: CampusApp): SenceService | null {
  const configured = app.config.sence;
  if (configured) return { kind: 'sence', ...configured };
  if (!app.config.demo) return null;
  const api = apiPublicUrl(app);
  return {
    kind: 'development',
    startUrl: `${api}${DEV_SENCE_PATHS.start}`,
    closeUrl: `${api}${DEV_SENCE_PATHS.close}`,
    rutOtec: DEV_SENCE_RUT_OTEC,
    token: DEV_SENCE_TOKEN,
  };
}

/** A course's SENCE codes, as its `sence_courses` row holds them. */
export interface SenceCourseCodes {
  /** `CodSence`. */
  readonly senceCode: string;
  /** `CodigoCurso`. */
  readonly courseCode: string;
  /** `LineaCapacitacion`. */
  readonly trainingLine: string;
}

/** What one start or close names besides the service and the course. */
export interface SenceAttemptFields {
  /** `RunAlumno`, no dots (`12345678-5`). */
  readonly run: string;
  /** `IdSesionAlumno`: the attempt's own unguessable id. */
  readonly studentSessionId: string;
  /** `UrlRetoma` and `UrlError`: this API's return endpoints. */
  readonly returnUrl: string;
  readonly errorUrl: string;
}

/** A form field, in the order SENCE's documentation lists them. */
export interface SenceFormField {
  readonly name: string;
  readonly value: string;
}

/** The fields of a start (`IniciarSesion`), in SENCE's order. */
export function senceStartFields(
  service: SenceService,
  course: SenceCourseCodes,
  attempt: SenceAttemptFields,
): SenceFormField[] {
  return [
    { name: 'RutOtec', value: service.rutOtec },
    { name: 'Token', value: service.token },
    { name: 'CodSence', value: course.senceCode },
    { name: 'CodigoCurso', value: course.courseCode },
    { name: 'LineaCapacitacion', value: course.trainingLine },
    { name: 'RunAlumno', value: attempt.run },
    { name: 'IdSesionAlumno', value: attempt.studentSessionId },
    { name: 'UrlRetoma', value: attempt.returnUrl },
    { name: 'UrlError', value: attempt.errorUrl },
  ];
}

/** The fields of a close (`CerrarSesion`): a start's, and SENCE's own id of the open session. */
export function senceCloseFields(
  service: SenceService,
  course: SenceCourseCodes,
  attempt: SenceAttemptFields & { readonly senceSessionId: string },
): SenceFormField[] {
  return [...senceStartFields(service, course, attempt), { name: 'IdSesionSence', value: attempt.senceSessionId }];
}

/** What SENCE POSTs back to `UrlRetoma` or `UrlError`, read leniently (every field is text and may be missing). */
export interface SenceAnswer {
  readonly studentSessionId: string | null;
  readonly senceSessionId: string | null;
  readonly senceCode: string | null;
  readonly courseCode: string | null;
  readonly run: string | null;
  readonly trainingLine: string | null;
  /** `FechaHora` (`2026-11-29 10:15:00`) and `ZonaHoraria` (`America/Santiago`). */
  readonly dateTime: string | null;
  readonly timeZone: string | null;
  /** `GlosaError`: the code of a failure (100–310), only on `UrlError`. */
  readonly errorCode: string | null;
}

const text = (body: Readonly<Record<string, unknown>>, name: string): string | null => {
  const value = body[name];
  const single = Array.isArray(value) ? value[0] : value;
  if (typeof single !== 'string') return null;
  const trimmed = single.trim();
  return trimmed === '' ? null : trimmed.slice(0, 300);
};

/** Reads SENCE's form-POSTed answer (the body of `UrlRetoma` or `UrlError`). */
export function readSenceAnswer(body: unknown): SenceAnswer {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  return {
    studentSessionId: text(fields, 'IdSesionAlumno'),
    senceSessionId: text(fields, 'IdSesionSence'),
    senceCode: text(fields, 'CodSence'),
    courseCode: text(fields, 'CodigoCurso'),
    run: text(fields, 'RunAlumno'),
    trainingLine: text(fields, 'LineaCapacitacion'),
    dateTime: text(fields, 'FechaHora'),
    timeZone: text(fields, 'ZonaHoraria'),
    errorCode: text(fields, 'GlosaError'),
  };
}

/**
 * A RUN as SENCE takes it: body and check digit with a dash, no dots, upper-case `K` (`12345678-5`), from any way
 * core's `validateRut` accepts it; `null` when it is invalid.
 */
export function senceRun(formatted: string | null): string | null {
  return formatted === null ? null : formatted.replace(/\./g, '');
}

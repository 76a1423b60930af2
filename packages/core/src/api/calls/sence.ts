import { senceCourseSchema, senceFormSchema } from '../../schemas/sence.js';
import type { SenceCloseBody, SenceCourse, SenceForm, SenceStartBody } from '../../schemas/sence.js';
import type { ApiClient } from '../api-client.js';
import { pathTo } from '../paths.js';
import { SENCE_PATHS } from '../sence-paths.js';
import { withSignal } from './call-signal.js';
import type { TypedCallOptions } from './call-signal.js';

/*
 * SENCE training sessions (issue 26, docs/server.md "SENCE"). The browser itself POSTs the answered form to SENCE
 * (see `submitSenceForm`): SENCE takes the RUT and password on its own pages and POSTs the outcome back to the API.
 */

/**
 * `GET /api/online-courses/{id}/sence/`: the course's SENCE codes and the caller's session today. 404
 * `not_found_or_forbidden` for a course not flagged for SENCE (or not the caller's client's).
 */
export function fetchSenceCourse(
  client: ApiClient,
  courseId: number | string,
  options?: TypedCallOptions,
): Promise<SenceCourse> {
  return client.requestJson(pathTo(SENCE_PATHS.course, { id: courseId }), senceCourseSchema, withSignal(options));
}

/**
 * `POST /api/online-courses/{id}/sence/sessions/`: starts a SENCE session, answering the form the browser POSTs to
 * SENCE. 422 `invalid_rut` for a RUN whose format or check digit is wrong, 403 `not_found_or_forbidden` when the
 * caller is not enrolled, 409 `sence_session_open` when a session is open already. Retry-safe: a start repeated
 * within SENCE's 3-minute window answers the same attempt.
 */
export function startSenceSession(
  client: ApiClient,
  courseId: number | string,
  body: SenceStartBody,
  options?: TypedCallOptions,
): Promise<SenceForm> {
  return client.requestJson(pathTo(SENCE_PATHS.start, { id: courseId }), senceFormSchema, {
    method: 'POST',
    json: body,
    ...withSignal(options),
  });
}

/**
 * `POST /api/online-courses/{id}/sence/sessions/close/`: closes the open SENCE session, answering the form the
 * browser POSTs to SENCE. 409 `sence_session_not_open` without an open session.
 */
export function closeSenceSession(
  client: ApiClient,
  courseId: number | string,
  body: SenceCloseBody,
  options?: TypedCallOptions,
): Promise<SenceForm> {
  return client.requestJson(pathTo(SENCE_PATHS.close, { id: courseId }), senceFormSchema, {
    method: 'POST',
    json: body,
    ...withSignal(options),
  });
}

/**
 * Navigates the page to SENCE with a real form POST of the answered fields (SENCE takes no other kind of request):
 * builds a hidden form in `document` and submits it. The page unloads.
 */
export function submitSenceForm(form: SenceForm, document: Document = globalThis.document): void {
  const element = document.createElement('form');
  element.method = form.method;
  element.action = form.action;
  element.hidden = true;
  for (const field of form.fields) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = field.name;
    input.value = field.value;
    element.append(input);
  }
  document.body.append(element);
  element.submit();
}

/*
 * The paths of the SENCE training sessions (issue 26, SPECIFICATION §5 SENCE, docs/server.md "SENCE"): part of the one
 * path table (paths.ts re-exports them), in a module of their own so that only the chunk of the SENCE panel carries
 * them.
 */

/**
 * SENCE sessions of a Chilean online course flagged for SENCE. The learner's browser form-POSTs SENCE's fields to
 * SENCE itself (never through this API); SENCE form-POSTs the outcome back to `return` (UrlRetoma) or `error`
 * (UrlError), which are not bearer-authenticated: the session's unguessable `IdSesionAlumno` ties them to it.
 */
export const SENCE_PATHS = {
  /** `GET` the course's SENCE codes and the caller's session today. */
  course: '/api/online-courses/:id/sence/',
  /** `POST` starts a session: answers SENCE's start URL and the form fields the browser must POST there. */
  start: '/api/online-courses/:id/sence/sessions/',
  /** `POST` closes the open session: answers SENCE's close URL and the form fields the browser must POST there. */
  close: '/api/online-courses/:id/sence/sessions/close/',
  /** `POST` (form-encoded, by SENCE through the browser) the outcome of a start or a close that succeeded: UrlRetoma. */
  return: '/api/sence/return/',
  /** `POST` (form-encoded, by SENCE through the browser) the code of a start or a close that failed: UrlError. */
  error: '/api/sence/error/',
} as const;

/** The development SENCE (demo mode only, on the API): the same form-post-and-return protocol as SENCE's. */
export const DEV_SENCE_PATHS = {
  /** `POST` SENCE's start form; answers the RUT and password page. */
  start: '/dev/sence/Registro/IniciarSesion',
  /** `POST` SENCE's close form. */
  close: '/dev/sence/Registro/CerrarSesion',
  /** `POST` the RUT and password the learner entered on the development page. */
  login: '/dev/sence/Registro/Ingresar',
} as const;

/**
 * The i18n keys a UI uses to show a core error to a person (SPECIFICATION §8 "Messages shown to the user").
 * Core never renders text itself: every {@link CampusError} names one of these keys in `messageKey`, and the
 * locale bundles (written beside `createCampus`) translate each of them. Listed as data so a test can prove
 * that every key is translated in every locale.
 */
export const ERROR_MESSAGE_KEYS = [
  /** 'Ocorreu um erro inesperado. Tente novamente.' (writes, unknown failures, malformed answers). */
  'errors.unexpected',
  /** 'Ocorreu um erro ao carregar as informações. Tente mais tarde.' (a read that failed). */
  'errors.load_failed',
  /** 'Não encontrado ou não possui permissão para acessar.' (403 and 404). */
  'errors.not_found_or_forbidden',
  /** 'Download do arquivo falhou' (offline download). */
  'errors.download_failed',
  /** The session ended (refresh refused or webservice token rejected); the app goes to login. */
  'errors.session_expired',
  /** The device could not reach the server (offline, DNS, CORS, connection reset). */
  'errors.network',
] as const;

/** One of {@link ERROR_MESSAGE_KEYS}. */
export type ErrorMessageKey = (typeof ERROR_MESSAGE_KEYS)[number];

export type { CampusI18n } from './create-i18n';
export { createCampusI18n } from './create-i18n';
export { loadCoreMessages } from './core-messages';
export { LOCALE_QUERY_PARAM, localeFromUrl } from './locale-from-url';
export { formatDate, guessTimeZone } from './format-date';
export { MESSAGE_BUNDLES, messageKeys } from './resources';
export type { MessageBundle } from './locales/pt-BR';
export { errorMessageKey } from './error-message-key';

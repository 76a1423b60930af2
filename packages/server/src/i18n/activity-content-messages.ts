import type { Locale } from '@campus/core';

/*
 * Messages of the launch of activity contents (src/activities/content-origin). Merged into SERVER_MESSAGES
 * (server-messages.ts).
 */

/** Content launch codes translated here. */
export const ACTIVITY_CONTENT_ERROR_CODES = ['activity_content_missing'] as const;

/** A content launch code translated here. */
export type ActivityContentErrorCode = (typeof ACTIVITY_CONTENT_ERROR_CODES)[number];

/** Content launch messages per locale. */
export const ACTIVITY_CONTENT_MESSAGES: Readonly<Record<Locale, Readonly<Record<ActivityContentErrorCode, string>>>> = {
  'pt-BR': {
    activity_content_missing: 'O conteúdo desta atividade ainda não foi enviado.',
  },
  'en-US': {
    activity_content_missing: 'The content of this activity has not been uploaded yet.',
  },
  'es-ES': {
    activity_content_missing: 'El contenido de esta actividad aún no se ha subido.',
  },
  'fr-FR': {
    activity_content_missing: 'Le contenu de cette activité n’a pas encore été envoyé.',
  },
};

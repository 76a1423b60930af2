import type { Locale } from '@campus/core';
import { ACCOUNT_GAP_ERROR_CODES, ACCOUNT_GAP_MESSAGES } from './account-gap-messages';
import { ACHIEVEMENT_ERROR_CODES, ACHIEVEMENT_MESSAGES } from './achievement-messages';
import { ASSESSMENT_ERROR_CODES, ASSESSMENT_MESSAGES } from './assessment-messages';
import { GAME_ERROR_CODES, GAME_MESSAGES } from './game-messages';
import { PODCAST_ERROR_CODES, PODCAST_MESSAGES } from './podcast-messages';
import { FORUM_ERROR_CODES, FORUM_MESSAGES } from './forum-messages';
import { SURVEY_ERROR_CODES, SURVEY_MESSAGES } from './survey-messages';
import { SENCE_ERROR_CODES, SENCE_MESSAGES } from './sence-messages';
import { INSTRUCTOR_ERROR_CODES, INSTRUCTOR_MESSAGES } from './instructor-messages';
import { LIVE_CLASS_ERROR_CODES, LIVE_CLASS_MESSAGES } from './live-class-messages';
import { ACTIVITY_CONTENT_ERROR_CODES, ACTIVITY_CONTENT_MESSAGES } from './activity-content-messages';
import { ACTIVITY_IMPORT_ERROR_CODES, ACTIVITY_IMPORT_MESSAGES } from './activity-import-messages';
import { ACTIVITY_PACKAGE_ERROR_CODES, ACTIVITY_PACKAGE_MESSAGES } from './activity-package-messages';
import { ACTIVITY_PROGRESS_ERROR_CODES, ACTIVITY_PROGRESS_MESSAGES } from './activity-progress-messages';
import { ACTIVITY_RUNTIME_ERROR_CODES, ACTIVITY_RUNTIME_MESSAGES } from './activity-runtime-messages';
import { LOYALTY_ERROR_CODES, LOYALTY_MESSAGES } from './loyalty-messages';
import { LOYALTY_SPENDING_ERROR_CODES, LOYALTY_SPENDING_MESSAGES } from './loyalty-spending-messages';

/**
 * Error messages only the server needs (protocol-level failures), under `errors.<code>` like core's bundles,
 * in the four interface languages. Codes core already translates (`user_blocked`, `insufficient_points` ...)
 * come from core's bundles; keys here may move to core later without changing any code.
 */
export interface ServerMessages {
  readonly errors: Readonly<Record<ServerErrorCode, string>>;
}

/** Error codes translated by this file. */
export const SERVER_ERROR_CODES = [
  'invalid_request',
  'malformed_body',
  'not_found',
  'method_not_allowed',
  'payload_too_large',
  'unsupported_media_type',
  'unauthorized',
  'forbidden',
  'conflict',
  'too_many_requests',
  'request_timeout',
  'headers_too_large',
  'service_unavailable',
  // Sign-in and sessions (src/auth)
  'invalid_client',
  'unsupported_grant_type',
  'account_awaiting_approval',
  'too_many_attempts',
  'captcha_required',
  'password_sign_in_required',
  'database_unavailable',
  // Catalogue and platform data (src/catalogue, src/platform)
  'subscription_closed',
  'campaign_not_started',
  // Account flows (src/accounts)
  'email_already_registered',
  'username_already_registered',
  'account_already_activated',
  'current_password_incorrect',
  'verification_code_cooldown',
  'invalid_selection',
  // Loyalty programme (src/loyalty, src/uploads): texts in loyalty-messages.ts
  ...LOYALTY_ERROR_CODES,
  ...LOYALTY_SPENDING_ERROR_CODES,
  // Content packages (src/activities/packages): texts in activity-package-messages.ts
  ...ACTIVITY_PACKAGE_ERROR_CODES,
  // SCORM run-time data (src/activities/runtime): texts in activity-runtime-messages.ts
  ...ACTIVITY_RUNTIME_ERROR_CODES,
  ...ACTIVITY_PROGRESS_ERROR_CODES,
  // Activity import (src/activities/import): texts in activity-import-messages.ts
  ...ACTIVITY_IMPORT_ERROR_CODES,
  // Content launch (src/activities/content-origin): texts in activity-content-messages.ts
  ...ACTIVITY_CONTENT_ERROR_CODES,
  // Certificates and badges (src/achievements): texts in achievement-messages.ts
  ...ACHIEVEMENT_ERROR_CODES,
  // Tests, quizzes and reaction evaluations (src/assessments, src/reactions): texts in assessment-messages.ts
  ...ASSESSMENT_ERROR_CODES,
  // Games (src/games): texts in game-messages.ts
  ...GAME_ERROR_CODES,
  // Podcast playlists and listening positions (src/podcasts): texts in podcast-messages.ts
  ...PODCAST_ERROR_CODES,
  // The forum (src/forum): texts in forum-messages.ts
  ...FORUM_ERROR_CODES,
  // Surveys (src/surveys): texts in survey-messages.ts
  ...SURVEY_ERROR_CODES,
  // SENCE training sessions (src/sence): texts in sence-messages.ts
  ...SENCE_ERROR_CODES,
  // Instructors and in-person events (src/instructors): texts in instructor-messages.ts
  ...INSTRUCTOR_ERROR_CODES,
  // Live transmissions and calendar export (src/live-classes): texts in live-class-messages.ts
  ...LIVE_CLASS_ERROR_CODES,
  // Account approval and the managed sign-in: texts in account-gap-messages.ts
  ...ACCOUNT_GAP_ERROR_CODES,
] as const;

/** A code translated by this file. */
export type ServerErrorCode = (typeof SERVER_ERROR_CODES)[number];

/** Server-only messages per locale. */
export const SERVER_MESSAGES: Readonly<Record<Locale, ServerMessages>> = {
  'pt-BR': {
    errors: {
      invalid_request: 'Alguns dados enviados estão ausentes ou são inválidos.',
      malformed_body: 'Não foi possível ler o conteúdo enviado. Verifique o formato e tente novamente.',
      not_found: 'O endereço solicitado não existe.',
      method_not_allowed: 'Esta operação não é permitida neste endereço.',
      payload_too_large: 'O conteúdo enviado é grande demais.',
      unsupported_media_type: 'Este formato de conteúdo não é aceito.',
      unauthorized: 'Faça login para continuar.',
      forbidden: 'Você não tem permissão para fazer isso.',
      conflict: 'Os dados foram alterados por outra operação. Atualize a página e tente novamente.',
      too_many_requests: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
      request_timeout: 'O envio demorou demais e foi interrompido. Verifique sua conexão e tente novamente.',
      headers_too_large: 'O pedido tem cabeçalhos grandes demais.',
      service_unavailable: 'O serviço está temporariamente indisponível. Tente novamente em instantes.',
      invalid_client: 'O aplicativo não foi reconhecido pelo servidor. Atualize a página ou contate o suporte.',
      unsupported_grant_type: 'Este tipo de login não é aceito.',
      account_awaiting_approval:
        'Seu cadastro está aguardando aprovação. Você poderá entrar assim que ele for aprovado.',
      too_many_attempts: 'Muitas tentativas sem sucesso. Aguarde {{wait}} e tente novamente.',
      captcha_required: 'Por segurança, confirme que você não é um robô e tente novamente.',
      password_sign_in_required: 'Esta conta só pode entrar com a própria senha.',
      database_unavailable: 'O banco de dados está temporariamente indisponível. Tente novamente em instantes.',
      subscription_closed: 'As inscrições desta transmissão não estão abertas.',
      campaign_not_started: 'Esta campanha ainda não começou.',
      email_already_registered: 'Este e-mail já está cadastrado.',
      username_already_registered: 'Este nome de usuário já está em uso.',
      account_already_activated: 'Esta conta já tem senha. Entre com ela ou recupere a senha.',
      current_password_incorrect: 'A senha atual está incorreta.',
      verification_code_cooldown: 'Aguarde {{seconds}} segundos para pedir um novo código.',
      invalid_selection: 'Uma das opções escolhidas não está mais disponível. Atualize a página e escolha novamente.',
      ...LOYALTY_MESSAGES['pt-BR'],
      ...LOYALTY_SPENDING_MESSAGES['pt-BR'],
      ...ACTIVITY_PACKAGE_MESSAGES['pt-BR'],
      ...ACTIVITY_RUNTIME_MESSAGES['pt-BR'],
      ...ACTIVITY_PROGRESS_MESSAGES['pt-BR'],
      ...ACTIVITY_IMPORT_MESSAGES['pt-BR'],
      ...ACTIVITY_CONTENT_MESSAGES['pt-BR'],
      ...ACHIEVEMENT_MESSAGES['pt-BR'],
      ...ACCOUNT_GAP_MESSAGES['pt-BR'],
      ...ASSESSMENT_MESSAGES['pt-BR'],
      ...GAME_MESSAGES['pt-BR'],
      ...PODCAST_MESSAGES['pt-BR'],
      ...FORUM_MESSAGES['pt-BR'],
      ...SURVEY_MESSAGES['pt-BR'],
      ...SENCE_MESSAGES['pt-BR'],
      ...INSTRUCTOR_MESSAGES['pt-BR'],
      ...LIVE_CLASS_MESSAGES['pt-BR'],
    },
  },
  'en-US': {
    errors: {
      invalid_request: 'Some of the data sent is missing or invalid.',
      malformed_body: 'The content sent could not be read. Check its format and try again.',
      not_found: 'The requested address does not exist.',
      method_not_allowed: 'This operation is not allowed at this address.',
      payload_too_large: 'The content sent is too large.',
      unsupported_media_type: 'This content format is not supported.',
      unauthorized: 'Sign in to continue.',
      forbidden: 'You do not have permission to do this.',
      conflict: 'The data was changed by another operation. Reload the page and try again.',
      too_many_requests: 'Too many attempts. Wait a few minutes and try again.',
      request_timeout: 'Sending took too long and was stopped. Check your connection and try again.',
      headers_too_large: 'The request has headers that are too large.',
      service_unavailable: 'The service is temporarily unavailable. Please try again shortly.',
      invalid_client: 'The server did not recognise this application. Reload the page or contact support.',
      unsupported_grant_type: 'This kind of sign-in is not supported.',
      account_awaiting_approval: 'Your registration is awaiting approval. You can sign in once it is approved.',
      too_many_attempts: 'Too many unsuccessful attempts. Wait {{wait}} and try again.',
      captcha_required: 'For your security, confirm that you are not a robot and try again.',
      password_sign_in_required: 'This account can only sign in with its own password.',
      database_unavailable: 'The database is temporarily unavailable. Try again in a moment.',
      subscription_closed: 'Subscriptions to this broadcast are not open.',
      campaign_not_started: 'This campaign has not started yet.',
      email_already_registered: 'This e-mail address is already registered.',
      username_already_registered: 'This username is already taken.',
      account_already_activated: 'This account already has a password. Sign in with it or recover it.',
      current_password_incorrect: 'The current password is incorrect.',
      verification_code_cooldown: 'Wait {{seconds}} seconds before asking for a new code.',
      invalid_selection: 'One of the chosen options is no longer available. Reload the page and choose again.',
      ...LOYALTY_MESSAGES['en-US'],
      ...LOYALTY_SPENDING_MESSAGES['en-US'],
      ...ACTIVITY_PACKAGE_MESSAGES['en-US'],
      ...ACTIVITY_RUNTIME_MESSAGES['en-US'],
      ...ACTIVITY_PROGRESS_MESSAGES['en-US'],
      ...ACTIVITY_IMPORT_MESSAGES['en-US'],
      ...ACTIVITY_CONTENT_MESSAGES['en-US'],
      ...ACHIEVEMENT_MESSAGES['en-US'],
      ...ACCOUNT_GAP_MESSAGES['en-US'],
      ...ASSESSMENT_MESSAGES['en-US'],
      ...GAME_MESSAGES['en-US'],
      ...PODCAST_MESSAGES['en-US'],
      ...FORUM_MESSAGES['en-US'],
      ...SURVEY_MESSAGES['en-US'],
      ...SENCE_MESSAGES['en-US'],
      ...INSTRUCTOR_MESSAGES['en-US'],
      ...LIVE_CLASS_MESSAGES['en-US'],
    },
  },
  'es-ES': {
    errors: {
      invalid_request: 'Algunos de los datos enviados faltan o no son válidos.',
      malformed_body: 'No se pudo leer el contenido enviado. Revisa el formato e inténtalo de nuevo.',
      not_found: 'La dirección solicitada no existe.',
      method_not_allowed: 'Esta operación no está permitida en esta dirección.',
      payload_too_large: 'El contenido enviado es demasiado grande.',
      unsupported_media_type: 'Este formato de contenido no se admite.',
      unauthorized: 'Inicia sesión para continuar.',
      forbidden: 'No tienes permiso para hacer esto.',
      conflict: 'Otra operación ha modificado los datos. Recarga la página e inténtalo de nuevo.',
      too_many_requests: 'Demasiados intentos. Espera unos minutos e inténtalo de nuevo.',
      request_timeout: 'El envío tardó demasiado y se interrumpió. Revisa tu conexión e inténtalo de nuevo.',
      headers_too_large: 'La solicitud tiene encabezados demasiado grandes.',
      service_unavailable: 'El servicio no está disponible temporalmente. Inténtalo de nuevo en unos instantes.',
      invalid_client: 'El servidor no reconoció esta aplicación. Recarga la página o contacta con soporte.',
      unsupported_grant_type: 'Este tipo de inicio de sesión no se admite.',
      account_awaiting_approval: 'Tu registro está pendiente de aprobación. Podrás iniciar sesión cuando sea aprobado.',
      too_many_attempts: 'Demasiados intentos fallidos. Espera {{wait}} e inténtalo de nuevo.',
      captcha_required: 'Por seguridad, confirma que no eres un robot y vuelve a intentarlo.',
      password_sign_in_required: 'Esta cuenta solo puede iniciar sesión con su propia contraseña.',
      database_unavailable: 'La base de datos no está disponible temporalmente. Inténtalo de nuevo en unos instantes.',
      subscription_closed: 'Las inscripciones de esta transmisión no están abiertas.',
      campaign_not_started: 'Esta campaña aún no ha comenzado.',
      email_already_registered: 'Este correo electrónico ya está registrado.',
      username_already_registered: 'Este nombre de usuario ya está en uso.',
      account_already_activated: 'Esta cuenta ya tiene contraseña. Inicia sesión con ella o recupérala.',
      current_password_incorrect: 'La contraseña actual es incorrecta.',
      verification_code_cooldown: 'Espera {{seconds}} segundos para pedir un nuevo código.',
      invalid_selection: 'Una de las opciones elegidas ya no está disponible. Recarga la página y vuelve a elegir.',
      ...LOYALTY_MESSAGES['es-ES'],
      ...LOYALTY_SPENDING_MESSAGES['es-ES'],
      ...ACTIVITY_PACKAGE_MESSAGES['es-ES'],
      ...ACTIVITY_RUNTIME_MESSAGES['es-ES'],
      ...ACTIVITY_PROGRESS_MESSAGES['es-ES'],
      ...ACTIVITY_IMPORT_MESSAGES['es-ES'],
      ...ACTIVITY_CONTENT_MESSAGES['es-ES'],
      ...ACHIEVEMENT_MESSAGES['es-ES'],
      ...ACCOUNT_GAP_MESSAGES['es-ES'],
      ...ASSESSMENT_MESSAGES['es-ES'],
      ...GAME_MESSAGES['es-ES'],
      ...PODCAST_MESSAGES['es-ES'],
      ...FORUM_MESSAGES['es-ES'],
      ...SURVEY_MESSAGES['es-ES'],
      ...SENCE_MESSAGES['es-ES'],
      ...INSTRUCTOR_MESSAGES['es-ES'],
      ...LIVE_CLASS_MESSAGES['es-ES'],
    },
  },
  'fr-FR': {
    errors: {
      invalid_request: 'Certaines données envoyées sont manquantes ou invalides.',
      malformed_body: 'Le contenu envoyé n’a pas pu être lu. Vérifiez son format et réessayez.',
      not_found: 'L’adresse demandée n’existe pas.',
      method_not_allowed: 'Cette opération n’est pas autorisée à cette adresse.',
      payload_too_large: 'Le contenu envoyé est trop volumineux.',
      unsupported_media_type: 'Ce format de contenu n’est pas pris en charge.',
      unauthorized: 'Connectez-vous pour continuer.',
      forbidden: 'Vous n’avez pas l’autorisation de faire cela.',
      conflict: 'Les données ont été modifiées par une autre opération. Rechargez la page et réessayez.',
      too_many_requests: 'Trop de tentatives. Patientez quelques minutes et réessayez.',
      request_timeout: 'L’envoi a pris trop de temps et a été interrompu. Vérifiez votre connexion et réessayez.',
      headers_too_large: 'La requête a des en-têtes trop volumineux.',
      service_unavailable: 'Le service est temporairement indisponible. Réessayez dans un instant.',
      invalid_client: 'Le serveur n’a pas reconnu cette application. Rechargez la page ou contactez le support.',
      unsupported_grant_type: 'Ce type de connexion n’est pas pris en charge.',
      account_awaiting_approval:
        'Votre inscription est en attente d’approbation. Vous pourrez vous connecter dès qu’elle sera approuvée.',
      too_many_attempts: 'Trop de tentatives infructueuses. Patientez {{wait}} et réessayez.',
      captcha_required: 'Par sécurité, confirmez que vous n’êtes pas un robot et réessayez.',
      password_sign_in_required: 'Ce compte ne peut se connecter qu’avec son propre mot de passe.',
      database_unavailable: 'La base de données est momentanément indisponible. Réessayez dans un instant.',
      subscription_closed: 'Les inscriptions à cette diffusion ne sont pas ouvertes.',
      campaign_not_started: 'Cette campagne n’a pas encore commencé.',
      email_already_registered: 'Cette adresse e-mail est déjà enregistrée.',
      username_already_registered: 'Ce nom d’utilisateur est déjà pris.',
      account_already_activated: 'Ce compte a déjà un mot de passe. Connectez-vous avec ou récupérez-le.',
      current_password_incorrect: 'Le mot de passe actuel est incorrect.',
      verification_code_cooldown: 'Patientez {{seconds}} secondes avant de demander un nouveau code.',
      invalid_selection: 'Une des options choisies n’est plus disponible. Rechargez la page et choisissez à nouveau.',
      ...LOYALTY_MESSAGES['fr-FR'],
      ...LOYALTY_SPENDING_MESSAGES['fr-FR'],
      ...ACTIVITY_PACKAGE_MESSAGES['fr-FR'],
      ...ACTIVITY_RUNTIME_MESSAGES['fr-FR'],
      ...ACTIVITY_PROGRESS_MESSAGES['fr-FR'],
      ...ACTIVITY_IMPORT_MESSAGES['fr-FR'],
      ...ACTIVITY_CONTENT_MESSAGES['fr-FR'],
      ...ACHIEVEMENT_MESSAGES['fr-FR'],
      ...ACCOUNT_GAP_MESSAGES['fr-FR'],
      ...ASSESSMENT_MESSAGES['fr-FR'],
      ...GAME_MESSAGES['fr-FR'],
      ...PODCAST_MESSAGES['fr-FR'],
      ...FORUM_MESSAGES['fr-FR'],
      ...SURVEY_MESSAGES['fr-FR'],
      ...SENCE_MESSAGES['fr-FR'],
      ...INSTRUCTOR_MESSAGES['fr-FR'],
      ...LIVE_CLASS_MESSAGES['fr-FR'],
    },
  },
};

import type { Locale } from '@campus/core';

/*
 * Messages of account approval (src/accounts/approval-*) and the managed corporate sign-in
 * (src/auth/managed-*), merged into SERVER_MESSAGES (server-messages.ts).
 */

/** Codes translated here. */
export const ACCOUNT_GAP_ERROR_CODES = [
  'member_not_awaiting_approval',
  'managed_login_off',
  'managed_login_failed',
  'managed_login_state_mismatch',
  'managed_login_no_profile',
] as const;

/** A code translated here. */
export type AccountGapErrorCode = (typeof ACCOUNT_GAP_ERROR_CODES)[number];

/** Messages per locale. */
export const ACCOUNT_GAP_MESSAGES: Readonly<Record<Locale, Readonly<Record<AccountGapErrorCode, string>>>> = {
  'pt-BR': {
    member_not_awaiting_approval: 'Este cadastro não está aguardando aprovação.',
    managed_login_off: 'O login corporativo não está disponível para este cliente.',
    managed_login_failed: 'Erro ao efetuar login corporativo, tente novamente mais tarde.',
    managed_login_state_mismatch: 'O login corporativo expirou ou não foi iniciado neste navegador. Tente novamente.',
    managed_login_no_profile: 'Sem perfil cadastrado para este e-mail corporativo.',
  },
  'en-US': {
    member_not_awaiting_approval: 'This account is not awaiting approval.',
    managed_login_off: 'Corporate sign-in is not available for this client.',
    managed_login_failed: 'Error signing in with your corporate account. Please try again later.',
    managed_login_state_mismatch: 'The corporate sign-in expired or was not started in this browser. Please try again.',
    managed_login_no_profile: 'No profile is registered for this corporate e-mail.',
  },
  'es-ES': {
    member_not_awaiting_approval: 'Esta cuenta no está pendiente de aprobación.',
    managed_login_off: 'El inicio de sesión corporativo no está disponible para este cliente.',
    managed_login_failed: 'Error al iniciar sesión con la cuenta corporativa. Inténtalo más tarde.',
    managed_login_state_mismatch:
      'El inicio de sesión corporativo caducó o no se inició en este navegador. Inténtalo de nuevo.',
    managed_login_no_profile: 'No hay ningún perfil registrado para este correo corporativo.',
  },
  'fr-FR': {
    member_not_awaiting_approval: 'Ce compte n’est pas en attente d’approbation.',
    managed_login_off: 'La connexion d’entreprise n’est pas disponible pour ce client.',
    managed_login_failed: 'Erreur lors de la connexion d’entreprise, veuillez réessayer plus tard.',
    managed_login_state_mismatch:
      'La connexion d’entreprise a expiré ou n’a pas été lancée dans ce navigateur. Veuillez réessayer.',
    managed_login_no_profile: 'Aucun profil n’est enregistré pour cette adresse e-mail d’entreprise.',
  },
};

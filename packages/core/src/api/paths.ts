/**
 * Every call path the specification names (SPECIFICATION §7 Calls), trailing slashes included, shared by
 * the client's typed calls and, later, by the reference server's routes.
 */
export const API_PATHS = {
  token: '/o/token/',
  alternativeLogin: '/etraining_login/alternative_login/',
  recoverPassword: '/etraining_login/api_recover_password/',
  phoneNumberWithDocument: '/etraining_login/get_phone_number_with_document/',
  sendRecoverPasswordCode: '/etraining_login/send_recover_password_code/',
  validateRecoverPasswordCode: '/etraining_login/validate_recover_password_code/',
  reloadUserTokens: '/accounts/reload_user_tokens/',
  trailCertificate: '/get_trail_user_result_certificate/',
  filesComplete: '/api/files/complete/',
} as const;

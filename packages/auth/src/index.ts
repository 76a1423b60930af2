/**
 * @campus/auth — the sign-in and account screens of the Campus SDK as React components (this entry, no side
 * effects) and as custom elements (`@campus/auth/element`). Every export is named here on purpose.
 * @packageDocumentation
 */
import './events.js';

// --- screens
export { Login } from './login/login.js';
export type { LoginProps } from './login/login.js';
export { Maintenance } from './login/maintenance.js';
export { ChangePassword } from './change-password/change-password.js';
export type { ChangePasswordProps } from './change-password/change-password.js';
export { SetPassword } from './set-password/set-password.js';
export type { SetPasswordProps } from './set-password/set-password.js';
export { PasswordRecovery } from './password-recovery/password-recovery.js';
export type { PasswordRecoveryProps } from './password-recovery/password-recovery.js';
export { FirstAccess } from './first-access/first-access.js';
export type { FirstAccessProps } from './first-access/first-access.js';
export { Register } from './register/register.js';
export type { RegisterProps } from './register/register.js';
export { CompleteRegister } from './complete-register/complete-register.js';
export type { CompleteRegisterProps } from './complete-register/complete-register.js';

// --- adapters of outside services
export { createDevelopmentCaptcha } from './adapters/captcha.js';
export type { CaptchaAdapter } from './adapters/captcha.js';
export { createDevelopmentGoogleSignIn } from './adapters/google-sign-in.js';
export type { DevelopmentGoogleSignInOptions, GoogleSignInAdapter } from './adapters/google-sign-in.js';

// --- form pieces other packages reuse (the profile's password change)
export { NewPasswordFields } from './shared/new-password-fields.js';
export type { NewPasswordFieldsProps } from './shared/new-password-fields.js';
export { PasswordField } from './shared/password-field.js';
export type { PasswordFieldProps } from './shared/password-field.js';
export { hasErrors, newPasswordErrors } from './shared/password-errors.js';
export type { NewPasswordErrors } from './shared/password-errors.js';

// --- session, messages, styles
export { startSession } from './shared/sign-in-session.js';
export type { SignedInUser } from './shared/sign-in-session.js';
export type { RegisteredDetail } from './events.js';
export { authMessages } from './messages/auth-messages.js';
export { authScreenStyles, authStyles } from './styles/auth.styles.js';

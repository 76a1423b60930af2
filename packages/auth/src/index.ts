/**
 * @campus/auth — the sign-in and account screens of the Campus SDK as React components (this entry, no side
 * effects) and as custom elements (`@campus/auth/element`). Every export is named here on purpose.
 * @packageDocumentation
 */
import './events';

// --- screens
export { Login } from './login/login';
export type { LoginProps } from './login/login';
export { Maintenance } from './login/maintenance';
export { ChangePassword } from './change-password/change-password';
export type { ChangePasswordProps } from './change-password/change-password';
export { SetPassword } from './set-password/set-password';
export type { SetPasswordProps } from './set-password/set-password';
export { PasswordRecovery } from './password-recovery/password-recovery';
export type { PasswordRecoveryProps } from './password-recovery/password-recovery';
export { FirstAccess } from './first-access/first-access';
export type { FirstAccessProps } from './first-access/first-access';
export { Register } from './register/register';
export type { RegisterProps } from './register/register';
export { CompleteRegister } from './complete-register/complete-register';
export type { CompleteRegisterProps } from './complete-register/complete-register';

// --- adapters of outside services
export { createDevelopmentCaptcha } from './adapters/captcha';
export type { CaptchaAdapter } from './adapters/captcha';
export { createDevelopmentGoogleSignIn } from './adapters/google-sign-in';
export type { DevelopmentGoogleSignInOptions, GoogleSignInAdapter } from './adapters/google-sign-in';

// --- session, messages, styles
export { startSession } from './shared/sign-in-session';
export type { SignedInUser } from './shared/sign-in-session';
export type { RegisteredDetail } from './events';
export { authMessages } from './messages/auth-messages';
export { authScreenStyles, authStyles } from './styles/auth.styles';

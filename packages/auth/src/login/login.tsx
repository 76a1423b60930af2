import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import {
  signOutEverywhere,
  selectFullName,
  selectIsSignedIn,
  selectLayout,
  selectLoginConfig,
  selectMustChangePassword,
} from '@campus/core';
import { Button, useCampus, useParams, useSession, useT } from '@campus/ui';
import type { CaptchaAdapter } from '../adapters/captcha.js';
import type { GoogleSignInAdapter } from '../adapters/google-sign-in.js';
import { ChangePassword } from '../change-password/change-password.js';
import { FlowLink } from '../shared/auth-flows.js';
import { AuthScreen, useAuthMessages } from '../shared/auth-screen.js';
import { FormAlert } from '../shared/form-alert.js';
import { AuthForm } from '../shared/auth-form.js';
import { UsernameField } from '../shared/username-field.js';
import { useAuthForm } from '../shared/use-auth-form.js';
import { AuthSubmitButton } from '../shared/auth-submit-button.js';
import { PasswordField } from '../shared/password-field.js';
import { loadSessionUser, startSession } from '../shared/sign-in-session.js';
import type { SignedInUser } from '../shared/sign-in-session.js';
import { useClientParams } from '../shared/use-client-params.js';
import { Maintenance } from './maintenance.js';
import { captchaToken, requestGoogleSignIn, requestPasswordSignIn } from './login-request.js';

/** Props of {@link Login}. */
export interface LoginProps {
  /** A person signed in (after any must-change-password step); `campus-signed-in` on the element. */
  onSignedIn?: (user: SignedInUser) => void;
  /** The person signed out from this screen; `campus-signed-out` on the element. */
  onSignedOut?: (detail: null) => void;
  /** Google Identity Services (or a double); the Google button shows when params `social_auth` is on and this is given. */
  googleSignIn?: GoogleSignInAdapter;
  /** The captcha run before each sign-in when params `use_recaptcha` is on (see `createDevelopmentCaptcha`). */
  captcha?: CaptchaAdapter;
  /**
   * Where the managed (corporate, e.g. Azure AD) sign-in starts; the button shows when params
   * `show_azure_login_btn` is on and this is given. The identity provider comes back through
   * `webservice-login/{token}` (the element's `token` attribute).
   */
  managedSignInUrl?: string;
  /**
   * The `maintenance-login` screen: the form stays available while the client is under maintenance
   * (for administrators). @default false
   */
  maintenanceLogin?: boolean;
  /**
   * Where "forgot password" goes. Unset: the site's `/request-password/`, or the recovery in place inside
   * `<campus-login>` (see `LoginFlows`).
   */
  recoveryHref?: string;
  /**
   * Where "first access" goes; shown when params `user_pre_register` is on. Unset: the site's `/first_access/`,
   * or first access in place inside `<campus-login>`.
   */
  firstAccessHref?: string;
  /**
   * Where "register" goes; shown when params `user_register` is on. Unset: the site's `/register`, or the
   * registration in place inside `<campus-login>`.
   */
  registerHref?: string;
}

/**
 * The login screen (spec §2): user name, e-mail or document with the password; Google and the managed
 * sign-in when the client offers them; the maintenance message while the client is under maintenance; the
 * must-change-password step after a sign-in that requires it. Every §8 login message is shown from the
 * server's code; what was typed stays on error; one submission at a time.
 */
export function Login({
  onSignedIn,
  onSignedOut,
  googleSignIn,
  captcha,
  managedSignInUrl,
  maintenanceLogin = false,
  recoveryHref,
  firstAccessHref,
  registerHref,
}: LoginProps) {
  useAuthMessages();
  const t = useT();
  const campus = useCampus();
  useClientParams();
  const login = useParams(selectLoginConfig);
  const layout = useParams(selectLayout);
  const signedIn = useSession(selectIsSignedIn);
  const fullName = useSession(selectFullName);
  const mustChangePassword = useSession(selectMustChangePassword);
  const { submission, formRef, focusFirstError } = useAuthForm();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ username?: string; password?: string }>({});
  const [pending, setPending] = useState<SignedInUser | null>(null);
  const [signedOut, setSignedOut] = useState(false);

  const finish = (user: SignedInUser) => {
    if (user.mustChangePassword) setPending(user);
    else onSignedIn?.(user);
  };

  // A session that came with a token alone (the `token` attribute: a webservice token, or the managed
  // sign-in coming back) has no user yet: load it once, then it is a sign-in like any other.
  const sessionUserId = useSession((state) => state.id);
  const identify = signedIn && sessionUserId === null && submission.status === 'idle';
  useEffect(() => {
    if (!identify) return;
    void submission
      .run(() => loadSessionUser(campus))
      .then((outcome) => {
        if (outcome.ok) finish(outcome.value);
      });
    // finish and submission.run are stable enough here: this runs once per token-only session.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [identify, campus]);

  const signIn = async (request: () => Promise<Parameters<typeof startSession>[1]>) => {
    setSignedOut(false);
    const outcome = await submission.run(async () => startSession(campus, await request()));
    if (outcome.ok) finish(outcome.value);
    else if (!outcome.ignored) focusFirstError();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = {
      ...(username.trim() === '' ? { username: t('auth.common.required') } : {}),
      ...(password === '' ? { password: t('auth.common.required') } : {}),
    };
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) {
      submission.reset();
      focusFirstError();
      return;
    }
    void signIn(async () =>
      requestPasswordSignIn(campus, {
        username: username.trim(),
        password,
        recaptchaToken: login.use_recaptcha ? await captchaToken(captcha) : undefined,
      }),
    );
  };

  const signOut = async () => {
    await signOutEverywhere(campus);
    setSignedOut(true);
    onSignedOut?.(null);
  };

  const busy = submission.status === 'sending';
  // Also after a remount: a session that must change its password gets nowhere else first.
  if (pending !== null || (signedIn && mustChangePassword && !busy)) {
    return (
      <ChangePassword
        mustChange
        onPasswordChanged={() => {
          campus.stores.session.getState().setFlags({ must_change_password: false });
          setPending(null);
          if (pending !== null) onSignedIn?.({ ...pending, mustChangePassword: false });
        }}
      />
    );
  }

  if (login.under_maintenance && !maintenanceLogin) return <Maintenance />;

  // While a sign-in is loading the user's data the session already has its token: keep the form.
  if (signedIn && !busy) {
    return (
      <AuthScreen screen="login" title={t('auth.login.title')}>
        <FormAlert tone="success">{t('auth.login.signed_in_as', { name: fullName ?? '…' })}</FormAlert>
        <Button variant="secondary" onClick={() => void signOut()}>
          {t('auth.login.sign_out')}
        </Button>
      </AuthScreen>
    );
  }

  const showGoogle = layout.social_auth && googleSignIn !== undefined;
  const showManaged = login.show_azure_login_btn && managedSignInUrl !== undefined && managedSignInUrl !== '';
  return (
    <AuthScreen screen="login" title={t('auth.login.title')}>
      {maintenanceLogin && login.under_maintenance && (
        <p className="campus-auth__notice">{t('auth.login.maintenance_login')}</p>
      )}
      {signedOut && <FormAlert tone="success">{t('auth.login.signed_out')}</FormAlert>}
      <AuthForm formRef={formRef} onSubmit={onSubmit} submission={submission}>
        <UsernameField
          label={t('auth.login.username')}
          name="username"
          value={username}
          error={fieldErrors.username}
          onChange={setUsername}
        />
        <PasswordField
          label={t('auth.login.password')}
          name="password"
          autoComplete="current-password"
          value={password}
          error={fieldErrors.password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {login.use_recaptcha && <p className="campus-auth__notice">{t('auth.login.captcha_notice')}</p>}
        <AuthSubmitButton busy={busy}>{t('auth.login.submit')}</AuthSubmitButton>
      </AuthForm>
      {(showGoogle || showManaged) && (
        <>
          <p className="campus-auth__divider">{t('auth.login.or')}</p>
          <div className="campus-auth__actions" part="providers">
            {showGoogle && (
              <Button
                variant="secondary"
                loading={busy}
                onClick={() => void signIn(() => requestGoogleSignIn(campus, googleSignIn))}
              >
                {t('auth.login.google')}
              </Button>
            )}
            {showManaged && (
              <a className="campus-button" data-variant="secondary" part="managed-sign-in" href={managedSignInUrl}>
                {t('auth.login.managed')}
              </a>
            )}
          </div>
        </>
      )}
      <ul className="campus-auth__links" part="links">
        <li>
          <FlowLink flow="recovery" href={recoveryHref}>
            {t('auth.login.forgot_password')}
          </FlowLink>
        </li>
        {login.user_pre_register && (
          <li>
            <FlowLink flow="first-access" href={firstAccessHref}>
              {t('auth.login.first_access')}
            </FlowLink>
          </li>
        )}
        {login.user_register && (
          <li>
            <FlowLink flow="register" href={registerHref}>
              {t('auth.login.register')}
            </FlowLink>
          </li>
        )}
      </ul>
    </AuthScreen>
  );
}

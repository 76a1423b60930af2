import { useState } from 'react';
import type { FormEvent } from 'react';
import { accountQueries } from '@campus/core';
import { setPasswordFromLink } from '@campus/core/api';
import { Spinner, useCampus, useQuery, useT } from '@campus/ui';
import { FlowLink } from '../shared/auth-flows.js';
import { useAuthErrorMessage } from '../shared/auth-error.js';
import { AuthScreen, useAuthMessages } from '../shared/auth-screen.js';
import { FormAlert } from '../shared/form-alert.js';
import { AuthForm } from '../shared/auth-form.js';
import { useAuthForm } from '../shared/use-auth-form.js';
import { useNewPassword } from '../shared/use-new-password.js';
import { AuthSubmitButton } from '../shared/auth-submit-button.js';
import { NewPasswordFields } from '../shared/new-password-fields.js';
import { hasErrors, newPasswordErrors } from '../shared/password-errors.js';
import type { NewPasswordErrors } from '../shared/password-errors.js';

/** Props of {@link SetPassword}. */
export interface SetPasswordProps {
  /** The `{username}` of the link. */
  username: string;
  /** The `{uidb64}` of the link. */
  uidb64: string;
  /** The `{token}` of the link. */
  token: string;
  /**
   * `set` for a new account's `set-password/…` link, `recover` for a `recover-password/…` link (e-mailed or
   * given by a validated SMS/WhatsApp code). @default 'recover'
   */
  purpose?: 'set' | 'recover';
  /** The password was saved; `campus-password-set` on the element. */
  onPasswordSet?: (detail: { username: string | null }) => void;
  /** Where the login is. Unset: the site's `/`, or the sign-in in place inside `<campus-login>`. */
  loginHref?: string;
  /**
   * Where a new link is asked for, when this one is invalid or expired. Unset: the site's `/request-password/`,
   * or the recovery in place inside `<campus-login>`.
   */
  recoveryHref?: string;
}

/**
 * The screen of a `set-password/{username}/{uidb64}/{token}` or `recover-password/…` link (spec §2): the link
 * is checked first, so an invalid or expired one says so (§8) and offers a new one before anything is typed;
 * then the new password (6 characters minimum, 8 recommended) with its strength meter.
 */
export function SetPassword({
  username,
  uidb64,
  token,
  purpose = 'recover',
  onPasswordSet,
  loginHref,
  recoveryHref,
}: SetPasswordProps) {
  useAuthMessages();
  const t = useT();
  const campus = useCampus();
  const errorMessage = useAuthErrorMessage();
  const link = { username, uidb64, token };
  // A link missing a part (an element whose attributes are not all set) is invalid without asking.
  const complete = username !== '' && uidb64 !== '' && token !== '';
  const check = useQuery(complete ? accountQueries.passwordLink(link) : null);
  const { submission, formRef, focusFirstError, serverFieldErrors } = useAuthForm();
  const newPassword = useNewPassword();
  const { password, confirmation } = newPassword;
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const title = purpose === 'set' ? t('auth.set_password.title_set') : t('auth.set_password.title_recover');

  if (check.status === 'loading') {
    return (
      <AuthScreen screen="set-password" title={title}>
        <Spinner label={t('auth.set_password.checking')} />
      </AuthScreen>
    );
  }
  if (check.status === 'error' || check.status === 'idle') {
    return (
      <AuthScreen screen="set-password" title={title}>
        <FormAlert>{check.status === 'idle' ? t('errors.password_link_invalid') : errorMessage(check.error)}</FormAlert>
        <ul className="campus-auth__links" part="links">
          <li>
            <FlowLink flow="recovery" href={recoveryHref}>
              {t('auth.set_password.request_new')}
            </FlowLink>
          </li>
          <li>
            <FlowLink flow="login" href={loginHref}>
              {t('auth.common.back_to_login')}
            </FlowLink>
          </li>
        </ul>
      </AuthScreen>
    );
  }
  if (submission.status === 'done') {
    return (
      <AuthScreen screen="set-password" title={title}>
        <FormAlert tone="success">{t('auth.set_password.done')}</FormAlert>
        <FlowLink flow="login" href={loginHref}>
          {t('auth.common.go_to_login')}
        </FlowLink>
      </AuthScreen>
    );
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const local = newPasswordErrors(t, password, confirmation);
    setErrors(local);
    if (hasErrors(local)) {
      submission.reset();
      focusFirstError();
      return;
    }
    const outcome = await submission.run(async () => {
      // The server checks the link again: the earlier check only spares typing into a dead link.
      await setPasswordFromLink(campus.api, { ...link, password, password_confirmation: confirmation }, purpose);
    });
    if (outcome.ok) onPasswordSet?.({ username: check.data?.username ?? username });
    else if (!outcome.ignored) {
      const fields = serverFieldErrors(outcome.error, { password_confirmation: 'confirmation' });
      setErrors({
        ...(fields['password'] ? { password: fields['password'] } : {}),
        ...(fields['confirmation'] ? { confirmation: fields['confirmation'] } : {}),
      });
      focusFirstError();
    }
  };

  const busy = submission.status === 'sending';
  return (
    <AuthScreen screen="set-password" title={title}>
      <p className="campus-auth__intro">
        {t('auth.set_password.for_user', { username: check.data?.username ?? username })}
      </p>
      <AuthForm formRef={formRef} onSubmit={onSubmit} submission={submission}>
        <NewPasswordFields {...newPassword} errors={errors} />
        <AuthSubmitButton busy={busy}>{t('auth.set_password.submit')}</AuthSubmitButton>
      </AuthForm>
    </AuthScreen>
  );
}

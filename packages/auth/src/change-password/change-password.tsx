import { useState } from 'react';
import type { FormEvent } from 'react';
import { httpErrorOf, selectEmail } from '@campus/core';
import { changePassword } from '@campus/core/api';
import { useCampus, useSession, useT } from '@campus/ui';
import { AuthScreen, useAuthMessages } from '../shared/auth-screen.js';
import { FormAlert } from '../shared/form-alert.js';
import { AuthForm } from '../shared/auth-form.js';
import { useAuthForm } from '../shared/use-auth-form.js';
import { useNewPassword } from '../shared/use-new-password.js';
import { AuthSubmitButton } from '../shared/auth-submit-button.js';
import { NewPasswordFields } from '../shared/new-password-fields.js';
import { hasErrors, newPasswordErrors } from '../shared/password-errors.js';
import { PasswordField } from '../shared/password-field.js';

/** Props of {@link ChangePassword}. */
export interface ChangePasswordProps {
  /**
   * The must-change-password step after a sign-in (session flag `must_change_password`): says why the
   * person is here. @default false
   */
  mustChange?: boolean;
  /** The password was changed; `campus-password-set` on the element. */
  onPasswordChanged?: (detail: { username: string | null }) => void;
}

interface Errors {
  current?: string | undefined;
  password?: string | undefined;
  confirmation?: string | undefined;
}

/**
 * Password change for a signed-in person (spec §2 Profile "password change", and the must-change-password
 * step): the current password, then a new one with its strength meter. The server signs every other
 * session out.
 */
export function ChangePassword({ mustChange = false, onPasswordChanged }: ChangePasswordProps) {
  useAuthMessages();
  const t = useT();
  const campus = useCampus();
  const email = useSession(selectEmail);
  const { submission, formRef, focusFirstError, serverFieldErrors } = useAuthForm();
  const [current, setCurrent] = useState('');
  const newPassword = useNewPassword();
  const { password, confirmation } = newPassword;
  const [errors, setErrors] = useState<Errors>({});

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const local: Errors = {
      ...(current === '' ? { current: t('auth.common.required') } : {}),
      ...newPasswordErrors(t, password, confirmation),
    };
    setErrors(local);
    if (hasErrors(local)) {
      submission.reset();
      focusFirstError();
      return;
    }
    const outcome = await submission.run(() =>
      changePassword(campus.api, { current_password: current, password, password_confirmation: confirmation }),
    );
    if (!outcome.ok) {
      if (!outcome.ignored) {
        // `current_password_incorrect` is the whole answer's code; the new password's are per field.
        const fields = serverFieldErrors(outcome.error, { password_confirmation: 'confirmation' });
        setErrors({
          current:
            httpErrorOf(outcome.error)?.code === 'current_password_incorrect'
              ? t('auth.errors.current_password_incorrect')
              : undefined,
          password: fields['password'],
          confirmation: fields['confirmation'],
        });
        focusFirstError();
      }
      return;
    }
    onPasswordChanged?.({ username: email });
  };

  if (submission.status === 'done') {
    return (
      <AuthScreen screen="change-password" title={t('auth.change_password.title')}>
        <FormAlert tone="success">{t('auth.change_password.done')}</FormAlert>
      </AuthScreen>
    );
  }

  const busy = submission.status === 'sending';
  return (
    <AuthScreen screen="change-password" title={t('auth.change_password.title')}>
      {mustChange && <p className="campus-auth__intro">{t('auth.change_password.must_change')}</p>}
      <AuthForm formRef={formRef} onSubmit={onSubmit} submission={submission}>
        <PasswordField
          label={t('auth.password.current')}
          name="current_password"
          autoComplete="current-password"
          value={current}
          error={errors.current}
          onChange={(event) => setCurrent(event.target.value)}
        />
        <NewPasswordFields {...newPassword} errors={errors} />
        <AuthSubmitButton busy={busy}>{t('auth.change_password.submit')}</AuthSubmitButton>
      </AuthForm>
    </AuthScreen>
  );
}

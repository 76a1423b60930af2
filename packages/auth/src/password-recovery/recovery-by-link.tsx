import { useState } from 'react';
import type { FormEvent } from 'react';
import { recoverPassword } from '@campus/core/api';
import { useCampus, useT } from '@campus/ui';
import { FormAlert } from '../shared/form-alert.js';
import { AuthForm } from '../shared/auth-form.js';
import { UsernameField } from '../shared/username-field.js';
import { useAuthForm } from '../shared/use-auth-form.js';
import { AuthSubmitButton } from '../shared/auth-submit-button.js';

/**
 * Recovery by e-mailed link: the person names the account by e-mail, user name or document. The server
 * answers the same whether or not an account matched (no account discovery), so the success text does too,
 * naming the masked address when the server gives one.
 */
export function RecoveryByLink() {
  const t = useT();
  const campus = useCampus();
  const { submission, formRef, focusFirstError } = useAuthForm();
  const [login, setLogin] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sentTo, setSentTo] = useState<string | null | undefined>();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (login.trim() === '') {
      setError(t('auth.common.required'));
      focusFirstError();
      return;
    }
    setError(undefined);
    const outcome = await submission.run(() => recoverPassword(campus.api, { login: login.trim() }));
    if (outcome.ok) setSentTo(outcome.value.masked_email ?? null);
    else if (!outcome.ignored) focusFirstError();
  };

  if (sentTo !== undefined) {
    return (
      <FormAlert tone="success">
        {sentTo === null ? t('auth.recovery.link_sent') : t('auth.recovery.link_sent_to', { email: sentTo })}
      </FormAlert>
    );
  }
  const busy = submission.status === 'sending';
  return (
    <AuthForm formRef={formRef} onSubmit={onSubmit} submission={submission}>
      <UsernameField label={t('auth.recovery.login')} name="login" value={login} error={error} onChange={setLogin} />
      <AuthSubmitButton busy={busy}>{t('auth.recovery.send_link')}</AuthSubmitButton>
    </AuthForm>
  );
}

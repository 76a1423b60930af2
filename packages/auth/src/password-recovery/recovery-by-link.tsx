import { useState } from 'react';
import type { FormEvent } from 'react';
import { recoverPassword } from '@campus/core/api';
import { Button, TextField, useCampus, useT } from '@campus/ui';
import { useAuthErrorMessage } from '../shared/auth-error.js';
import { FormAlert } from '../shared/form-alert.js';
import { useFocusFirstError } from '../shared/use-focus-first-error.js';
import { useSubmission } from '../shared/use-submission.js';

/**
 * Recovery by e-mailed link: the person names the account by e-mail, user name or document. The server
 * answers the same whether or not an account matched (no account discovery), so the success text does too,
 * naming the masked address when the server gives one.
 */
export function RecoveryByLink() {
  const t = useT();
  const campus = useCampus();
  const errorMessage = useAuthErrorMessage();
  const submission = useSubmission();
  const { formRef, focusFirstError } = useFocusFirstError();
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
    <form ref={formRef} className="campus-auth__form" part="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <FormAlert>{submission.status === 'error' ? errorMessage(submission.error) : undefined}</FormAlert>
      <TextField
        label={t('auth.recovery.login')}
        name="login"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        value={login}
        error={error}
        onChange={(event) => setLogin(event.target.value)}
      />
      <Button type="submit" loading={busy}>
        {busy ? t('auth.common.submitting') : t('auth.recovery.send_link')}
      </Button>
    </form>
  );
}

import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { httpErrorOf } from '@campus/core';
import { changePassword } from '@campus/core/api';
import { authMessages, hasErrors, NewPasswordFields, newPasswordErrors, PasswordField } from '@campus/auth';
import { Button, Heading, SignedInOnly, useCampus, usePackageMessages, useT } from '@campus/ui';
import type { HeadingLevel } from '@campus/ui';
import { PROFILE_MESSAGES } from '../messages/profile-messages.js';
import { profileSignedOut } from '../shared/profile-signed-out.js';
import { passwordChangeErrors } from './password-change-errors.js';
import type { PasswordChangeErrors } from './password-change-errors.js';

/** Props of {@link PasswordChange}. */
export interface PasswordChangeProps {
  /** The level of the widget's heading, to fit the host page's outline. @default 3 */
  headingLevel?: HeadingLevel;
  /** The password was changed (the server signed every other session out). */
  onChanged?: () => void;
}

/**
 * The profile's password change (spec §2 profile "password change", §5 Password): the current password, the new
 * one with auth's strength meter and core's rule (6 characters, confirmation equal), checked before sending; the
 * server's refusals (`current_password_incorrect`, the new password's field codes) are shown at their fields, the
 * first one focused, and nothing typed is lost. On success the fields are emptied and a status says so.
 */
export function PasswordChange(props: PasswordChangeProps) {
  usePackageMessages(PROFILE_MESSAGES);
  usePackageMessages(authMessages);
  return (
    <SignedInOnly {...profileSignedOut('password')}>
      <PasswordChangeForm {...props} />
    </SignedInOnly>
  );
}

function PasswordChangeForm({ headingLevel = 3, onChanged }: PasswordChangeProps) {
  const t = useT();
  const campus = useCampus();
  const headingId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<PasswordChangeErrors>({});
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  // After the errors render: the first invalid field takes the focus.
  const focusFirstError = () =>
    requestAnimationFrame(() => form.current?.querySelector<HTMLInputElement>('input[aria-invalid="true"]')?.focus());

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const local: PasswordChangeErrors = {
      ...(current === '' ? { current: t('auth.common.required') } : {}),
      ...newPasswordErrors(t, password, confirmation),
    };
    setErrors(local);
    setOutcome(null);
    if (hasErrors(local)) {
      focusFirstError();
      return;
    }
    setSending(true);
    try {
      await changePassword(campus.api, { current_password: current, password, password_confirmation: confirmation });
      setCurrent('');
      setPassword('');
      setConfirmation('');
      setOutcome({ tone: 'success', text: t('profile.password.done') });
      onChanged?.();
    } catch (error) {
      const server = passwordChangeErrors(campus, error);
      setErrors(server);
      setOutcome({
        tone: 'error',
        text: hasErrors(server) ? t('profile.password.fix_fields') : campus.errorMessage(error, 'profile.password'),
      });
      if (httpErrorOf(error) !== undefined) focusFirstError();
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="campus-profile-password" part="password" aria-labelledby={headingId}>
      <Heading level={headingLevel} id={headingId} className="campus-profile-password__title" part="title">
        {t('profile.password.title')}
      </Heading>
      <form ref={form} className="campus-profile-password__form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <PasswordField
          label={t('profile.password.current')}
          name="current_password"
          autoComplete="current-password"
          value={current}
          error={errors.current}
          disabled={sending}
          onChange={(event) => setCurrent(event.target.value)}
        />
        <NewPasswordFields
          password={password}
          confirmation={confirmation}
          onPasswordChange={setPassword}
          onConfirmationChange={setConfirmation}
          errors={errors}
          disabled={sending}
        />
        <p
          role={outcome?.tone === 'error' ? 'alert' : 'status'}
          className="campus-profile-password__outcome"
          data-tone={outcome?.tone}
        >
          {outcome?.text}
        </p>
        <div className="campus-profile-password__actions">
          <Button type="submit" loading={sending}>
            {sending ? t('profile.password.sending') : t('profile.password.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}

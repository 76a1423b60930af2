import { useState } from 'react';
import type { FormEvent } from 'react';
import { firstAccess } from '@campus/core/api';
import { isBirthdayBeforeToday, isValidEmail, validateDocument } from '@campus/core/rules';
import type { DocumentCountry } from '@campus/core/rules';
import { useCampus, useT } from '@campus/ui';
import { todayIso } from '../shared/auth-error.js';
import { FlowLink } from '../shared/auth-flows.js';
import { AuthScreen, useAuthMessages } from '../shared/auth-screen.js';
import { DocumentFields } from '../shared/document-fields.js';
import { BirthdayField, ContactField } from '../shared/person-fields.js';
import { FormAlert } from '../shared/form-alert.js';
import { AuthForm } from '../shared/auth-form.js';
import { useAuthForm } from '../shared/use-auth-form.js';
import { useNewPassword } from '../shared/use-new-password.js';
import { AuthSubmitButton } from '../shared/auth-submit-button.js';
import { NewPasswordFields } from '../shared/new-password-fields.js';
import { profileBody, profileError, ProfileField, useOfferedProfiles } from '../shared/profile-field.js';
import { hasErrors, newPasswordErrors } from '../shared/password-errors.js';
import { useClientParams } from '../shared/use-client-params.js';

/** Props of {@link FirstAccess}. */
export interface FirstAccessProps {
  /** The account got its password; `campus-password-set` on the element. */
  onPasswordSet?: (detail: { username: string | null }) => void;
  /** Where the login is. Unset: the site's `/`, or the sign-in in place inside `<campus-login>`. */
  loginHref?: string;
}

type Errors = Partial<Record<'document' | 'birthday' | 'email' | 'profile' | 'password' | 'confirmation', string>>;

/**
 * The `first_access/` screen (spec §2): a pre-registered person proves who they are with the document of
 * their country plus the birthday and/or e-mail on record, chooses their profile (spec §2 "profile selection",
 * when the client offers profiles) and a password.
 */
export function FirstAccess({ onPasswordSet, loginHref }: FirstAccessProps) {
  useAuthMessages();
  const t = useT();
  const campus = useCampus();
  // The params say which profiles the client offers.
  useClientParams();
  const { submission, formRef, focusFirstError, serverFieldErrors } = useAuthForm();
  const [country, setCountry] = useState<DocumentCountry>('BRA');
  const [document, setDocument] = useState('');
  const [birthday, setBirthday] = useState('');
  const [email, setEmail] = useState('');
  const newPassword = useNewPassword();
  const { password, confirmation } = newPassword;
  const [profile, setProfile] = useState('');
  const profiles = useOfferedProfiles();
  const [errors, setErrors] = useState<Errors>({});
  const today = todayIso();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validateDocument(document, country);
    const profileErrorOf = (...args: Parameters<typeof profileError>) => {
      const message = profileError(...args);
      return message === undefined ? {} : { profile: message };
    };
    const local: Errors = {
      ...(checked.valid ? {} : { document: t(`errors.${checked.error}`) }),
      ...(birthday === '' && email.trim() === '' ? { birthday: t('auth.first_access.identity_required') } : {}),
      ...(birthday !== '' && !isBirthdayBeforeToday(birthday, today) ? { birthday: t('errors.invalid_birthday') } : {}),
      ...(email.trim() !== '' && !isValidEmail(email) ? { email: t('errors.invalid_email') } : {}),
      ...profileErrorOf(t, profiles, profile),
      ...newPasswordErrors(t, password, confirmation),
    };
    setErrors(local);
    if (hasErrors(local) || !checked.valid) {
      submission.reset();
      focusFirstError();
      return;
    }
    const outcome = await submission.run(() =>
      firstAccess(campus.api, {
        document: checked.digits,
        document_country: country,
        ...(birthday === '' ? {} : { birthday_date: birthday }),
        ...(email.trim() === '' ? {} : { email: email.trim() }),
        password,
        password_confirmation: confirmation,
        ...profileBody(profile),
      }),
    );
    if (outcome.ok) onPasswordSet?.({ username: null });
    else if (!outcome.ignored) {
      setErrors(
        serverFieldErrors(outcome.error, {
          birthday_date: 'birthday',
          password_confirmation: 'confirmation',
          user_profile: 'profile',
        }),
      );
      focusFirstError();
    }
  };

  if (submission.status === 'done') {
    return (
      <AuthScreen screen="first-access" title={t('auth.first_access.title')}>
        <FormAlert tone="success">{t('auth.first_access.done')}</FormAlert>
        <FlowLink flow="login" href={loginHref}>
          {t('auth.common.go_to_login')}
        </FlowLink>
      </AuthScreen>
    );
  }
  const busy = submission.status === 'sending';
  return (
    <AuthScreen screen="first-access" title={t('auth.first_access.title')}>
      <p className="campus-auth__intro">{t('auth.first_access.intro')}</p>
      <AuthForm formRef={formRef} onSubmit={onSubmit} submission={submission}>
        <DocumentFields
          country={country}
          onCountryChange={setCountry}
          value={document}
          onChange={setDocument}
          error={errors.document}
        />
        <BirthdayField max={today} value={birthday} error={errors.birthday} onChange={setBirthday} />
        <ContactField kind="email" value={email} error={errors.email} onChange={setEmail} />
        <ProfileField value={profile} onChange={setProfile} error={errors.profile} />
        <NewPasswordFields {...newPassword} errors={errors} />
        <AuthSubmitButton busy={busy}>{t('auth.first_access.submit')}</AuthSubmitButton>
      </AuthForm>
      <FlowLink flow="login" href={loginHref}>
        {t('auth.common.back_to_login')}
      </FlowLink>
    </AuthScreen>
  );
}

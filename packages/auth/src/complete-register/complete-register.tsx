import { useState } from 'react';
import type { FormEvent } from 'react';
import { accountQueries, buildPath } from '@campus/core';
import { completeRegister } from '@campus/core/api';
import type { Profile } from '@campus/core/schemas';
import type { CountryCode } from '@campus/core/rules';
import { ErrorState, Spinner, TextField, useCampus, useLocale, useQuery, useT } from '@campus/ui';
import { OrganisationFields } from '../register/organisation-fields.js';
import { todayIso } from '../shared/auth-error.js';
import { AuthScreen, useAuthMessages } from '../shared/auth-screen.js';
import { DocumentFields } from '../shared/document-fields.js';
import { BirthdayField, ContactField, NameFields } from '../shared/person-fields.js';
import { FormAlert } from '../shared/form-alert.js';
import { AuthForm } from '../shared/auth-form.js';
import { useAuthForm } from '../shared/use-auth-form.js';
import { TermsAcceptance } from '../shared/terms-acceptance.js';
import { AuthSubmitButton } from '../shared/auth-submit-button.js';
import { hasErrors } from '../shared/password-errors.js';
import {
  ADDRESS_FIELDS,
  COMPLETE_REGISTER_WIRE_FIELDS,
  completeRegisterBody,
  validateCompleteRegister,
  valuesFromProfile,
} from './complete-register-values.js';
import type { CompleteRegisterErrors, CompleteRegisterValues } from './complete-register-values.js';

/** Props of {@link CompleteRegister}. */
export interface CompleteRegisterProps {
  /** The profile is complete; `campus-profile-completed` on the element. */
  onCompleted?: (detail: { username: string }) => void;
  /** Where the terms and conditions are. @default '/terms-and-conditions' */
  termsHref?: string;
}

/**
 * The `complete-register` screen (spec §2, shown after sign-in when params `use_complete_register` is on and
 * the profile is not complete): names, adult birthday, mobile phone, full address, the document when the
 * account has none, the company/agency with brands, and the terms — prefilled from the profile.
 */
export function CompleteRegister({
  onCompleted,
  termsHref = buildPath('terms-and-conditions'),
}: CompleteRegisterProps) {
  useAuthMessages();
  const t = useT();
  const profile = useQuery(accountQueries.profile(), { isEmpty: () => false });
  if (profile.status === 'loading' || profile.status === 'idle') {
    return (
      <AuthScreen screen="complete-register" title={t('auth.complete_register.title')}>
        <Spinner />
      </AuthScreen>
    );
  }
  if (profile.data === undefined) {
    return (
      <AuthScreen screen="complete-register" title={t('auth.complete_register.title')}>
        <ErrorState error={profile.error} onRetry={profile.retry} />
      </AuthScreen>
    );
  }
  return (
    <CompleteRegisterForm profile={profile.data} {...(onCompleted ? { onCompleted } : {})} termsHref={termsHref} />
  );
}

function CompleteRegisterForm({
  profile,
  onCompleted,
  termsHref,
}: {
  profile: Profile;
  onCompleted?: (detail: { username: string }) => void;
  termsHref: string;
}) {
  const t = useT();
  const locale = useLocale();
  const campus = useCampus();
  const { submission, formRef, focusFirstError, serverFieldErrors } = useAuthForm();
  const [values, setValues] = useState<CompleteRegisterValues>(() => valuesFromProfile(profile));
  const [errors, setErrors] = useState<CompleteRegisterErrors>({});
  const needsDocument = profile.document === null;
  const country = (profile.country ?? 'BRA') as CountryCode;
  const options = useQuery(accountQueries.registrationOptions(country, locale));
  const today = todayIso();
  const set = (patch: Partial<CompleteRegisterValues>) => setValues((current) => ({ ...current, ...patch }));
  const setAddress = (field: (typeof ADDRESS_FIELDS)[number], value: string) =>
    setValues((current) => ({ ...current, address: { ...current.address, [field]: value } }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const local = validateCompleteRegister(t, values, { today, needsDocument });
    setErrors(local);
    if (hasErrors(local)) {
      submission.reset();
      focusFirstError();
      return;
    }
    const outcome = await submission.run(() =>
      completeRegister(campus.api, completeRegisterBody(values, needsDocument)),
    );
    if (outcome.ok) {
      campus.stores.session
        .getState()
        .setFlags({ accept_terms_and_conditions: outcome.value.accept_terms_and_conditions });
      campus.query.invalidateAfter('profile');
      onCompleted?.({ username: outcome.value.username });
    } else if (!outcome.ignored) {
      setErrors(serverFieldErrors(outcome.error, COMPLETE_REGISTER_WIRE_FIELDS));
      focusFirstError();
    }
  };

  if (submission.status === 'done') {
    return (
      <AuthScreen screen="complete-register" title={t('auth.complete_register.title')}>
        <FormAlert tone="success">{t('auth.complete_register.done')}</FormAlert>
      </AuthScreen>
    );
  }
  const busy = submission.status === 'sending';
  return (
    <AuthScreen screen="complete-register" title={t('auth.complete_register.title')}>
      <p className="campus-auth__intro">{t('auth.complete_register.intro')}</p>
      <AuthForm formRef={formRef} onSubmit={onSubmit} submission={submission}>
        <fieldset>
          <legend>{t('auth.register.personal')}</legend>
          <NameFields values={values} errors={errors} onChange={set} />
          <BirthdayField
            required
            max={today}
            value={values.birthday}
            error={errors.birthday}
            onChange={(birthday) => set({ birthday })}
          />
          <ContactField
            kind="phone"
            required
            value={values.phone}
            error={errors.phone}
            onChange={(phone) => set({ phone })}
          />
          {needsDocument && (
            <DocumentFields
              country={values.documentCountry}
              onCountryChange={(documentCountry) => set({ documentCountry })}
              value={values.document}
              onChange={(document) => set({ document })}
              error={errors.document}
            />
          )}
        </fieldset>
        <fieldset>
          <legend>{t('auth.complete_register.address')}</legend>
          {ADDRESS_FIELDS.map((field) => (
            <TextField
              key={field}
              label={t(`auth.complete_register.${field === 'zipCode' ? 'zip_code' : field}`)}
              name={field}
              autoComplete={ADDRESS_AUTOCOMPLETE[field]}
              required={field !== 'complement'}
              value={values.address[field]}
              error={errors[field]}
              onChange={(event) => setAddress(field, event.target.value)}
            />
          ))}
        </fieldset>
        <fieldset>
          <legend>{t('auth.register.organisation')}</legend>
          {options.status === 'loading' && <Spinner label={t('auth.register.loading_options')} />}
          {options.status === 'error' && <ErrorState error={options.error} onRetry={options.retry} />}
          {options.data !== undefined && (
            <OrganisationFields
              options={{ ...options.data, chains: [] }}
              values={values}
              onChange={set}
              errors={errors}
            />
          )}
        </fieldset>
        <TermsAcceptance
          accepted={values.acceptTerms}
          error={errors.terms}
          onChange={(acceptTerms) => set({ acceptTerms })}
          termsHref={termsHref}
        />
        <AuthSubmitButton busy={busy}>{t('auth.complete_register.submit')}</AuthSubmitButton>
      </AuthForm>
    </AuthScreen>
  );
}

/** Autofill hints per address field, so browsers fill the address they know. */
const ADDRESS_AUTOCOMPLETE: Readonly<Record<(typeof ADDRESS_FIELDS)[number], string>> = {
  street: 'address-line1',
  number: 'off',
  complement: 'address-line2',
  neighborhood: 'address-level3',
  city: 'address-level2',
  state: 'address-level1',
  zipCode: 'postal-code',
};

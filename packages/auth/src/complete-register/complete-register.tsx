import { useState } from 'react';
import type { FormEvent } from 'react';
import { accountQueries, buildPath } from '@campus/core';
import { completeRegister } from '@campus/core/api';
import type { Profile } from '@campus/core/schemas';
import type { CountryCode } from '@campus/core/rules';
import {
  Button,
  Checkbox,
  DateInput,
  ErrorState,
  Link,
  Spinner,
  TextField,
  useCampus,
  useQuery,
  useT,
} from '@campus/ui';
import { OrganisationFields } from '../register/organisation-fields.js';
import { todayIso, useAuthErrorMessage, useServerFieldErrors } from '../shared/auth-error.js';
import { AuthScreen, useAuthMessages } from '../shared/auth-screen.js';
import { DocumentFields } from '../shared/document-fields.js';
import { FormAlert } from '../shared/form-alert.js';
import { hasErrors } from '../shared/password-errors.js';
import { useFocusFirstError } from '../shared/use-focus-first-error.js';
import { useSubmission } from '../shared/use-submission.js';
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
  const campus = useCampus();
  const errorMessage = useAuthErrorMessage();
  const serverFieldErrors = useServerFieldErrors();
  const submission = useSubmission();
  const { formRef, focusFirstError } = useFocusFirstError();
  const [values, setValues] = useState<CompleteRegisterValues>(() => valuesFromProfile(profile));
  const [errors, setErrors] = useState<CompleteRegisterErrors>({});
  const needsDocument = profile.document === null;
  const country = (profile.country ?? 'BRA') as CountryCode;
  const options = useQuery(accountQueries.registrationOptions(country));
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
      <form
        ref={formRef}
        className="campus-auth__form"
        part="form"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
      >
        <FormAlert>{submission.status === 'error' ? errorMessage(submission.error) : undefined}</FormAlert>
        <fieldset>
          <legend>{t('auth.register.personal')}</legend>
          <TextField
            label={t('auth.register.name')}
            name="name"
            autoComplete="given-name"
            required
            value={values.name}
            error={errors.name}
            onChange={(event) => set({ name: event.target.value })}
          />
          <TextField
            label={t('auth.register.last_name')}
            name="last_name"
            autoComplete="family-name"
            required
            value={values.lastName}
            error={errors.lastName}
            onChange={(event) => set({ lastName: event.target.value })}
          />
          <DateInput
            label={t('auth.common.birthday')}
            name="birthday_date"
            autoComplete="bday"
            required
            max={today}
            value={values.birthday}
            error={errors.birthday}
            onChange={(birthday) => set({ birthday })}
          />
          <TextField
            label={t('auth.register.phone')}
            name="phone_mobile"
            type="tel"
            autoComplete="tel"
            required
            value={values.phone}
            error={errors.phone}
            onChange={(event) => set({ phone: event.target.value })}
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
        <Checkbox
          label={t('auth.register.terms')}
          name="accept_terms"
          required
          checked={values.acceptTerms}
          error={errors.terms}
          onChange={(event) => set({ acceptTerms: event.target.checked })}
        />
        <p className="campus-auth__notice">
          <Link href={termsHref} external>
            {t('auth.register.terms_link')}
          </Link>
        </p>
        <Button type="submit" loading={busy}>
          {busy ? t('auth.common.submitting') : t('auth.complete_register.submit')}
        </Button>
      </form>
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

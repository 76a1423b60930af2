import { useState } from 'react';
import type { FormEvent } from 'react';
import { accountQueries, buildPath } from '@campus/core';
import { register } from '@campus/core/api';
import type { RegistrationVariant } from '@campus/core/api';
import type { CountryCode } from '@campus/core/rules';
import {
  Button,
  Checkbox,
  DateInput,
  ErrorState,
  Link,
  Select,
  Spinner,
  TextField,
  useCampus,
  useLocale,
  useParams,
  useQuery,
  useT,
} from '@campus/ui';
import type { RegisteredDetail } from '../events.js';
import { todayIso, useAuthErrorMessage, useServerFieldErrors } from '../shared/auth-error.js';
import { FlowLink } from '../shared/auth-flows.js';
import { AuthScreen, useAuthMessages } from '../shared/auth-screen.js';
import { DocumentFields } from '../shared/document-fields.js';
import { FormAlert } from '../shared/form-alert.js';
import { NewPasswordFields, requiredStrength } from '../shared/new-password-fields.js';
import { hasErrors } from '../shared/password-errors.js';
import { useClientParams } from '../shared/use-client-params.js';
import { useFocusFirstError } from '../shared/use-focus-first-error.js';
import { useSubmission } from '../shared/use-submission.js';
import { ProfileField, useOfferedProfiles } from '../shared/profile-field.js';
import { OrganisationFields } from './organisation-fields.js';
import {
  documentCountryFor,
  initialRegisterValues,
  REGISTER_WIRE_FIELDS,
  registrationBody,
  validateRegister,
} from './register-values.js';
import type { RegisterErrors, RegisterValues } from './register-values.js';

/** Props of {@link Register}. */
export interface RegisterProps {
  /**
   * Which registration screen (spec §2): `register` (learners), `register-seven-trade` (brand promoters) or
   * `register-pop-trade` (sales staff); the trade screens need a retail chain with stores and an approval.
   * @default 'register'
   */
  variant?: RegistrationVariant;
  /** The account was created; `campus-registered` on the element. */
  onRegistered?: (detail: RegisteredDetail) => void;
  /** The country chosen first (ISO alpha-3 of spec §9's countries). @default 'BRA' */
  defaultCountry?: CountryCode;
  /** Where the terms and conditions are. @default '/institutional/terms-and-conditions' */
  termsHref?: string;
  /** Where the login is. Unset: the site's `/`, or the sign-in in place inside `<campus-login>`. */
  loginHref?: string;
}

const TITLE_KEY: Readonly<Record<RegistrationVariant, string>> = {
  register: 'auth.register.title',
  'register-seven-trade': 'auth.register.title_seven_trade',
  'register-pop-trade': 'auth.register.title_pop_trade',
};

/**
 * The registration screens (spec §2 register, register-seven-trade, register-pop-trade; §5 Registration):
 * country, the profile (when the client offers profiles), personal data, the document masked for its country,
 * organisation (one agency with brands, chains
 * with stores), password with the client's required strength, terms and the adult declaration. Every rule is
 * checked as the server will, and the server's own refusals land on their fields.
 */
export function Register({
  variant = 'register',
  onRegistered,
  defaultCountry = 'BRA',
  termsHref = buildPath('institutional-terms-and-conditions'),
  loginHref,
}: RegisterProps) {
  useAuthMessages();
  const t = useT();
  const locale = useLocale();
  const campus = useCampus();
  useClientParams();
  const strongLevel = useParams((state) => state.register.password_strong_level);
  const profiles = useOfferedProfiles();
  const errorMessage = useAuthErrorMessage();
  const serverFieldErrors = useServerFieldErrors();
  const submission = useSubmission();
  const { formRef, focusFirstError } = useFocusFirstError();
  const [values, setValues] = useState<RegisterValues>(() => initialRegisterValues(defaultCountry));
  const [errors, setErrors] = useState<RegisterErrors>({});
  const [registered, setRegistered] = useState<RegisteredDetail | null>(null);
  const options = useQuery(accountQueries.registrationOptions(values.country));
  const today = todayIso();
  const set = (patch: Partial<RegisterValues>) => setValues((current) => ({ ...current, ...patch }));
  const title = t(TITLE_KEY[variant]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const local = validateRegister(t, values, {
      today,
      requiredStrength: requiredStrength(strongLevel),
      requireChain: variant !== 'register',
      profiles,
    });
    setErrors(local);
    if (hasErrors(local)) {
      submission.reset();
      focusFirstError();
      return;
    }
    const outcome = await submission.run(() => register(campus.api, registrationBody(values, locale), variant));
    if (outcome.ok) {
      const detail = { username: outcome.value.username, status: outcome.value.status };
      setRegistered(detail);
      onRegistered?.(detail);
    } else if (!outcome.ignored) {
      setErrors(serverFieldErrors(outcome.error, REGISTER_WIRE_FIELDS));
      focusFirstError();
    }
  };

  if (registered !== null) {
    return (
      <AuthScreen screen="register" title={title}>
        <FormAlert tone="success">
          {registered.status === 'approved' ? t('auth.register.done') : t('auth.register.done_awaiting')}
        </FormAlert>
        <FlowLink flow="login" href={loginHref}>
          {t('auth.common.go_to_login')}
        </FlowLink>
      </AuthScreen>
    );
  }

  const busy = submission.status === 'sending';
  const countries = options.data?.countries ?? [];
  return (
    <AuthScreen screen="register" title={title}>
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
          <Select
            label={t('auth.register.country')}
            name="country"
            required
            placeholder={false}
            value={values.country}
            options={(countries.length > 0 ? countries : [{ code: values.country, name: values.country }]).map(
              (country) => ({
                value: country.code,
                label: country.name,
              }),
            )}
            onChange={(event) => {
              const country = event.target.value as CountryCode;
              // The organisations are per country: choices of another country never stay.
              set({
                country,
                documentCountry: documentCountryFor(country),
                agencyId: null,
                brandIds: [],
                chainIds: [],
                storeIds: {},
              });
            }}
          />
          <ProfileField value={values.profile} onChange={(profile) => set({ profile })} error={errors.profile} />
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
          <TextField
            label={t('auth.common.email')}
            name="email"
            type="email"
            autoComplete="email"
            required
            value={values.email}
            error={errors.email}
            onChange={(event) => set({ email: event.target.value })}
          />
          <TextField
            label={t('auth.register.email_confirmation')}
            name="email_confirmation"
            type="email"
            autoComplete="email"
            required
            value={values.emailConfirmation}
            error={errors.emailConfirmation}
            onChange={(event) => set({ emailConfirmation: event.target.value })}
          />
          <DocumentFields
            country={values.documentCountry}
            onCountryChange={(documentCountry) => set({ documentCountry })}
            value={values.document}
            onChange={(document) => set({ document })}
            error={errors.document}
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
            value={values.phone}
            error={errors.phone}
            onChange={(event) => set({ phone: event.target.value })}
          />
        </fieldset>
        <fieldset>
          <legend>{t('auth.register.organisation')}</legend>
          {options.status === 'loading' && <Spinner label={t('auth.register.loading_options')} />}
          {options.status === 'error' && <ErrorState error={options.error} onRetry={options.retry} />}
          {options.data !== undefined && (
            <OrganisationFields options={options.data} values={values} onChange={set} errors={errors} />
          )}
        </fieldset>
        <fieldset>
          <legend>{t('auth.register.access')}</legend>
          <NewPasswordFields
            password={values.password}
            confirmation={values.confirmation}
            onPasswordChange={(password) => set({ password })}
            onConfirmationChange={(confirmation) => set({ confirmation })}
            errors={errors}
          />
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
          <Checkbox
            label={t('auth.register.adult')}
            name="adult"
            required
            checked={values.adult}
            error={errors.adult}
            onChange={(event) => set({ adult: event.target.checked })}
          />
        </fieldset>
        <Button type="submit" loading={busy}>
          {busy ? t('auth.common.submitting') : t('auth.register.submit')}
        </Button>
      </form>
      <FlowLink flow="login" href={loginHref}>
        {t('auth.common.back_to_login')}
      </FlowLink>
    </AuthScreen>
  );
}

import { useState } from 'react';
import type { FormEvent } from 'react';
import { accountQueries, buildPath } from '@campus/core';
import { register } from '@campus/core/api';
import type { RegistrationVariant } from '@campus/core/api';
import type { CountryCode } from '@campus/core/rules';
import {
  Checkbox,
  ErrorState,
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
import { todayIso } from '../shared/auth-error.js';
import { FlowLink } from '../shared/auth-flows.js';
import { AuthScreen, useAuthMessages } from '../shared/auth-screen.js';
import { DocumentFields } from '../shared/document-fields.js';
import { BirthdayField, ContactField, NameFields } from '../shared/person-fields.js';
import { FormAlert } from '../shared/form-alert.js';
import { AuthForm } from '../shared/auth-form.js';
import { useAuthForm } from '../shared/use-auth-form.js';
import { TermsAcceptance } from '../shared/terms-acceptance.js';
import { AuthSubmitButton } from '../shared/auth-submit-button.js';
import { NewPasswordFields, requiredStrength } from '../shared/new-password-fields.js';
import { hasErrors } from '../shared/password-errors.js';
import { useClientParams } from '../shared/use-client-params.js';
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
  const { submission, formRef, focusFirstError, serverFieldErrors } = useAuthForm();
  const [values, setValues] = useState<RegisterValues>(() => initialRegisterValues(defaultCountry));
  const [errors, setErrors] = useState<RegisterErrors>({});
  const [registered, setRegistered] = useState<RegisteredDetail | null>(null);
  const options = useQuery(accountQueries.registrationOptions(values.country, locale));
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
      <AuthForm formRef={formRef} onSubmit={onSubmit} submission={submission}>
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
          <NameFields values={values} errors={errors} onChange={set} />
          <ContactField
            kind="email"
            required
            value={values.email}
            error={errors.email}
            onChange={(email) => set({ email })}
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
          <BirthdayField
            required
            max={today}
            value={values.birthday}
            error={errors.birthday}
            onChange={(birthday) => set({ birthday })}
          />
          <ContactField kind="phone" value={values.phone} error={errors.phone} onChange={(phone) => set({ phone })} />
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
          <TermsAcceptance
            accepted={values.acceptTerms}
            error={errors.terms}
            onChange={(acceptTerms) => set({ acceptTerms })}
            termsHref={termsHref}
          />
          <Checkbox
            label={t('auth.register.adult')}
            name="adult"
            required
            checked={values.adult}
            error={errors.adult}
            onChange={(event) => set({ adult: event.target.checked })}
          />
        </fieldset>
        <AuthSubmitButton busy={busy}>{t('auth.register.submit')}</AuthSubmitButton>
      </AuthForm>
      <FlowLink flow="login" href={loginHref}>
        {t('auth.common.back_to_login')}
      </FlowLink>
    </AuthScreen>
  );
}

import { useId, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { accountQueries, httpErrorOf } from '@campus/core';
import { updateProfile } from '@campus/core/api';
import { COUNTRIES, isoDateAt, LOCALES, maskDocument } from '@campus/core/rules';
import type { CountryCode } from '@campus/core/rules';
import { GENDER_CODES, MARITAL_STATUS_CODES } from '@campus/core/schemas';
import type { Profile } from '@campus/core/schemas';
import {
  Button,
  Checkbox,
  DateInput,
  ErrorState,
  Heading,
  Select,
  SignedInOnly,
  Skeleton,
  TextField,
  useCampus,
  useLocale,
  useQuery,
  useT,
} from '@campus/ui';
import type { HeadingLevel } from '@campus/ui';
import type { ProfileSavedDetail } from '../events.js';
import { profileSignedOut } from '../shared/profile-signed-out.js';
import { OrganisationFields } from './organisation-fields.js';
import { PhoneField } from './phone-field.js';
import { draftErrors, draftFieldErrors, draftFromProfile, profileChanges } from './profile-draft.js';
import type { DraftErrors, ProfileDraft } from './profile-draft.js';
import { useDraftField } from './use-draft-field.js';

/** Props of {@link ProfileDetails}. */
export interface ProfileDetailsProps {
  /** The level of the widget's heading, to fit the host page's outline. @default 2 */
  headingLevel?: HeadingLevel;
  /** The profile was saved (the element's `campus-profile-saved`). */
  onSaved?: (detail: ProfileSavedDetail) => void;
}

/** The languages' own names, so each reads in its language whatever the current one (spec §9). */
const LANGUAGE_NAMES: Readonly<Record<(typeof LOCALES)[number], string>> = {
  'pt-BR': 'Português (Brasil)',
  'en-US': 'English (US)',
  'es-ES': 'Español (España)',
  'fr-FR': 'Français (France)',
};

/** The draft's country as the registration options take it (they list that country's organisations). */
const countryOf = (code: string): CountryCode | undefined => COUNTRIES.find((country) => country.code === code)?.code;

const today = () => isoDateAt(Date.now(), Intl.DateTimeFormat().resolvedOptions().timeZone);

/**
 * The signed-in person's personal, contact, professional and address data (spec §2 profile, §3 User data),
 * validated by core's rules as they type and on submit (§5). A save sends only what changed
 * (`PATCH /accounts/profile/`); a refused save keeps every change and shows the server's errors at their fields;
 * a saved language becomes the interface's. Signed out: the invitation to sign in.
 */
export function ProfileDetails(props: ProfileDetailsProps) {
  return (
    <SignedInOnly {...profileSignedOut('details')}>
      <ProfileDetailsScreen {...props} />
    </SignedInOnly>
  );
}

function ProfileDetailsScreen({ headingLevel = 2, onSaved }: ProfileDetailsProps) {
  const t = useT();
  const headingId = useId();
  const profile = useQuery(accountQueries.profile());
  return (
    <section className="campus-profile" part="details" aria-labelledby={headingId}>
      <Heading level={headingLevel} id={headingId} className="campus-profile__title" part="title">
        {t('profile.details.title')}
      </Heading>
      {profile.status === 'loading' && (
        <div aria-busy="true" part="loading">
          <p className="campus-visually-hidden">{t('ui.loading')}</p>
          <Skeleton lines={6} />
        </div>
      )}
      {profile.status === 'error' && (
        <ErrorState error={profile.error} onRetry={profile.retry} retrying={profile.isFetching} />
      )}
      {profile.data !== undefined && profile.status !== 'error' && (
        <DetailsForm stored={profile.data} headingLevel={headingLevel} {...(onSaved ? { onSaved } : {})} />
      )}
    </section>
  );
}

interface DetailsFormProps {
  stored: Profile;
  headingLevel: HeadingLevel;
  onSaved?: (detail: ProfileSavedDetail) => void;
}

function DetailsForm({ stored, headingLevel, onSaved }: DetailsFormProps) {
  const t = useT();
  const campus = useCampus();
  const [draft, setDraft] = useState<ProfileDraft>(() => draftFromProfile(stored));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<DraftErrors>({});
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const locale = useLocale();
  // The registration form's options (countries, agencies with brands, chains with stores), in the person's language.
  const options = useQuery(accountQueries.registrationOptions(countryOf(draft.country), locale));

  const ruleErrors = draftErrors(draft, stored, today());
  // As the person types: the rules of the fields they touched; after a submit, every field.
  const shown: DraftErrors = { ...serverErrors };
  for (const [field, code] of Object.entries(ruleErrors)) {
    if (submitted || touched.has(field)) shown[field as keyof DraftErrors] = code;
  }
  const change = (patch: Partial<ProfileDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setTouched((current) => new Set([...current, ...Object.keys(patch)]));
    setServerErrors((current) => {
      const next = { ...current };
      for (const field of Object.keys(patch)) delete next[field as keyof DraftErrors];
      return next;
    });
  };
  const field = useDraftField(draft, shown, change);
  const sub = Math.min(6, headingLevel + 1) as HeadingLevel;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    if (Object.keys(ruleErrors).length > 0) {
      setStatus(t('profile.details.fix_fields'));
      return;
    }
    const body = profileChanges(draft, stored);
    if (Object.keys(body).length === 0) {
      setStatus(t('profile.details.unchanged'));
      return;
    }
    setSaving(true);
    setStatus('');
    try {
      const saved = await updateProfile(campus.api, body);
      setDraft(draftFromProfile(saved));
      setTouched(new Set());
      setSubmitted(false);
      setServerErrors({});
      campus.query.invalidateAfter('profile');
      if (saved.language !== null && saved.language !== campus.i18n.language) void campus.setLocale(saved.language);
      setStatus(t('profile.details.saved'));
      onSaved?.({ id: saved.id, language: saved.language });
    } catch (error) {
      // The draft stays as typed: nothing is lost when a save fails.
      setServerErrors(draftFieldErrors(httpErrorOf(error)?.fieldErrors));
      setFailure(campus.errorMessage(error, 'profile'));
    } finally {
      setSaving(false);
    }
  };

  const countries = options.data?.countries ?? [];
  const documentCountry = stored.document_country ?? 'BRA';
  return (
    <form className="campus-profile__form" part="form" noValidate onSubmit={(event) => void submit(event)}>
      <FieldGroup level={sub} title={t('profile.details.sections.personal')}>
        <TextField {...field('name')} autoComplete="given-name" required />
        <TextField {...field('last_name')} autoComplete="family-name" required />
        <TextField {...field('nickname')} autoComplete="nickname" />
        <TextField {...field('store_nickname')} />
        <TextField
          name="document"
          label={`${t('profile.details.fields.document')} (${documentCountry})`}
          value={stored.document === null ? '' : maskDocument(stored.document, documentCountry)}
          readOnly
        />
        <DateInput
          label={t('profile.details.fields.birthday_date')}
          name="birthday_date"
          autoComplete="bday"
          max={today()}
          value={draft.birthday_date}
          error={field('birthday_date').error}
          onChange={(birthday_date) => change({ birthday_date })}
        />
        <Select
          {...field('gender')}
          placeholder={t('profile.details.choose')}
          options={GENDER_CODES.map((code) => ({ value: code, label: t(`profile.details.gender.${code}`) }))}
        />
        <Select
          {...field('marital_status')}
          placeholder={t('profile.details.choose')}
          options={MARITAL_STATUS_CODES.map((code) => ({
            value: code,
            label: t(`profile.details.marital_status.${code}`),
          }))}
        />
        <TextField {...field('children_count')} type="number" inputMode="numeric" min={0} max={99} />
        <Checkbox
          name="is_handicapped"
          label={t('profile.details.fields.is_handicapped')}
          checked={draft.is_handicapped}
          onChange={(event) => change({ is_handicapped: event.target.checked })}
        />
        {draft.is_handicapped && <TextField {...field('handicap_description')} />}
      </FieldGroup>

      <FieldGroup level={sub} title={t('profile.details.sections.contact')}>
        <TextField {...field('email')} type="email" autoComplete="email" />
        {draft.email.trim().toLowerCase() !== (stored.email ?? '').toLowerCase() && (
          <TextField
            {...field('email_confirmation')}
            type="email"
            autoComplete="email"
            required
            hint={t('profile.details.fields.email_confirmation_hint')}
          />
        )}
        <PhoneField
          {...field('phone_mobile')}
          name="phone_mobile"
          verified={stored.phone_mobile_verified && draft.phone_mobile === (stored.phone_mobile ?? '')}
        />
        <PhoneField
          {...field('phone_commercial')}
          name="phone_commercial"
          verified={stored.phone_commercial_verified && draft.phone_commercial === (stored.phone_commercial ?? '')}
        />
        <PhoneField
          {...field('phone_residential')}
          name="phone_residential"
          verified={stored.phone_residential_verified && draft.phone_residential === (stored.phone_residential ?? '')}
        />
      </FieldGroup>

      <FieldGroup level={sub} title={t('profile.details.sections.professional')}>
        <TextField {...field('profession')} autoComplete="organization-title" />
        <TextField {...field('branch')} />
        {options.data !== undefined && (options.data.agencies.length > 0 || options.data.chains.length > 0) ? (
          <OrganisationFields
            options={options.data}
            draft={draft}
            onChange={change}
            errors={{
              agency: field.errorOf('agency'),
              brands: field.errorOf('brand_ids'),
              chains: field.errorOf('chain_ids'),
            }}
          />
        ) : (
          <dl className="campus-profile__facts" part="organisations">
            <div>
              <dt>{t('profile.details.fields.company_agency')}</dt>
              <dd>{stored.company_agency?.name ?? t('profile.details.none')}</dd>
            </div>
            <div>
              <dt>{t('profile.details.fields.brands')}</dt>
              <dd>{stored.brands.map((brand) => brand.name).join(', ') || t('profile.details.none')}</dd>
            </div>
            <div>
              <dt>{t('profile.details.fields.retailers')}</dt>
              <dd>
                {stored.retailers
                  .map((chain) => `${chain.name} (${chain.stores.map((store) => store.name).join(', ')})`)
                  .join('; ') || t('profile.details.none')}
              </dd>
            </div>
          </dl>
        )}
      </FieldGroup>

      <FieldGroup level={sub} title={t('profile.details.sections.address')}>
        <TextField {...field('zip_code')} autoComplete="postal-code" required />
        <TextField {...field('address')} autoComplete="address-line1" required />
        <TextField {...field('number')} required />
        <TextField {...field('complement')} autoComplete="address-line2" />
        <TextField {...field('neighborhood')} required />
        <TextField {...field('city')} autoComplete="address-level2" required />
        <TextField {...field('state')} autoComplete="address-level1" required />
      </FieldGroup>

      <FieldGroup level={sub} title={t('profile.details.sections.preferences')}>
        <Select
          {...field('country')}
          placeholder={t('profile.details.choose')}
          options={countries.map((country) => ({ value: country.code, label: country.name }))}
        />
        <Select
          {...field('language')}
          placeholder={t('profile.details.choose')}
          options={LOCALES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }))}
        />
      </FieldGroup>

      <div className="campus-profile__actions" part="actions">
        <Button type="submit" variant="primary" loading={saving}>
          {t(saving ? 'profile.details.saving' : 'profile.details.save')}
        </Button>
      </div>
      {failure !== null && (
        <p className="campus-profile__error" part="error" role="alert">
          {failure}
        </p>
      )}
      <p className="campus-profile__status" part="status" role="status" aria-live="polite">
        {status}
      </p>
    </form>
  );
}

/** One titled group of the form: a fieldset whose legend is a heading, so the groups are reachable by heading. */
function FieldGroup({ level, title, children }: { level: HeadingLevel; title: string; children: ReactNode }) {
  return (
    <fieldset className="campus-profile__group" part="group">
      <legend>
        <Heading level={level} className="campus-profile__group-title">
          {title}
        </Heading>
      </legend>
      {children}
    </fieldset>
  );
}

import { useId } from 'react';
import type { ReactNode } from 'react';
import type { RegistrationOptions } from '@campus/core/schemas';
import { Checkbox, RadioGroup, useT } from '@campus/ui';
import type { ProfileDraft } from './profile-draft.js';

/** Props of {@link OrganisationFields}. */
export interface OrganisationFieldsProps {
  /** The registration options (`GET /accounts/registration_options/`): what the registration form offers. */
  options: RegistrationOptions;
  draft: Pick<ProfileDraft, 'agency' | 'brand_ids' | 'chain_ids' | 'store_ids'>;
  onChange: (patch: Partial<ProfileDraft>) => void;
  /** The translated errors of the agency, its brands and the chains. */
  errors: { agency?: string | undefined; brands?: string | undefined; chains?: string | undefined };
}

/**
 * The professional choices of the profile, with the registration's options (spec §5 Registration): exactly one
 * company/agency (radios), at least one of its brands, and the retail chains with at least one store each.
 * Parts: `organisations`, `choices`.
 */
export function OrganisationFields({ options, draft, onChange, errors }: OrganisationFieldsProps) {
  const t = useT();
  const agency = options.agencies.find((candidate) => String(candidate.id) === draft.agency);
  return (
    <div className="campus-profile__organisations" part="organisations">
      {options.agencies.length > 0 && (
        <RadioGroup
          label={t('profile.details.fields.company_agency')}
          name="agency"
          value={draft.agency === '' ? null : draft.agency}
          error={errors.agency}
          options={options.agencies.map((option) => ({ value: String(option.id), label: option.name }))}
          // Another agency's brands never stay chosen.
          onChange={(value) => onChange({ agency: value, brand_ids: [] })}
        />
      )}
      {agency !== undefined && agency.brands.length > 0 && (
        <ChoiceGroup
          label={t('profile.details.fields.brands_of', { agency: agency.name })}
          options={agency.brands}
          selected={draft.brand_ids}
          error={errors.brands}
          onChange={(brand_ids) => onChange({ brand_ids })}
        />
      )}
      {options.chains.length > 0 && (
        <ChoiceGroup
          label={t('profile.details.fields.retailers')}
          options={options.chains}
          selected={draft.chain_ids}
          error={errors.chains}
          onChange={(chain_ids) => onChange({ chain_ids })}
          renderAfter={(chainId) => {
            const chain = options.chains.find((candidate) => candidate.id === chainId);
            if (chain === undefined) return null;
            return (
              <ChoiceGroup
                label={t('profile.details.fields.stores_of', { chain: chain.name })}
                options={chain.stores}
                selected={draft.store_ids[chainId] ?? []}
                onChange={(stores) => onChange({ store_ids: { ...draft.store_ids, [chainId]: stores } })}
              />
            );
          }}
        />
      )}
    </div>
  );
}

interface ChoiceGroupProps {
  label: ReactNode;
  options: readonly { id: number; name: string }[];
  selected: readonly number[];
  onChange: (selected: number[]) => void;
  error?: string | undefined;
  renderAfter?: (id: number) => ReactNode;
}

/** A `<fieldset>` of native checkboxes (brands, chains, stores) whose error is read with each box. */
function ChoiceGroup({ label, options, selected, onChange, error, renderAfter }: ChoiceGroupProps) {
  const errorId = useId();
  return (
    <fieldset className="campus-profile__choices" part="choices" data-invalid={error ? '' : undefined}>
      <legend className="campus-field__label">{label}</legend>
      {options.map((option) => (
        <div key={option.id}>
          <Checkbox
            label={option.name}
            checked={selected.includes(option.id)}
            {...(error ? { 'aria-describedby': errorId, 'aria-invalid': true } : {})}
            onChange={(event) =>
              onChange(event.target.checked ? [...selected, option.id] : selected.filter((id) => id !== option.id))
            }
          />
          {selected.includes(option.id) && renderAfter?.(option.id)}
        </div>
      ))}
      {error && (
        <p className="campus-field__error" id={errorId}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

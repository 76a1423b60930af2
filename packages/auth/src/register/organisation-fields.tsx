import type { RegistrationOptions } from '@campus/core/schemas';
import { RadioGroup, useT } from '@campus/ui';
import { ChoiceGroup } from '../shared/choice-group.js';
import type { RegisterErrors, RegisterValues } from './register-values.js';

/** Props of {@link OrganisationFields}. */
export interface OrganisationFieldsProps {
  options: RegistrationOptions;
  values: Pick<RegisterValues, 'agencyId' | 'brandIds' | 'chainIds' | 'storeIds'>;
  onChange: (patch: Partial<RegisterValues>) => void;
  errors: RegisterErrors;
}

/**
 * The organisation part of a registration (spec §5 Registration): exactly one company/agency (radios), at
 * least one of its brands, and the retail chains with at least one store each.
 */
export function OrganisationFields({ options, values, onChange, errors }: OrganisationFieldsProps) {
  const t = useT();
  const agency = options.agencies.find((candidate) => candidate.id === values.agencyId);
  return (
    <>
      <RadioGroup
        label={t('auth.register.agency')}
        name="agency"
        required
        value={values.agencyId === null ? null : String(values.agencyId)}
        error={errors.agency}
        options={options.agencies.map((option) => ({ value: String(option.id), label: option.name }))}
        // Another agency's brands never stay chosen.
        onChange={(value) => onChange({ agencyId: Number(value), brandIds: [] })}
      />
      {agency !== undefined && (
        <ChoiceGroup
          label={t('auth.register.brands', { agency: agency.name })}
          options={agency.brands}
          selected={values.brandIds}
          error={errors.brands}
          onChange={(brandIds) => onChange({ brandIds })}
        />
      )}
      {options.chains.length > 0 && (
        <ChoiceGroup
          label={t('auth.register.chains')}
          options={options.chains}
          selected={values.chainIds}
          error={errors.chains}
          onChange={(chainIds) => onChange({ chainIds })}
          renderAfter={(chainId) => {
            const chain = options.chains.find((candidate) => candidate.id === chainId);
            if (chain === undefined) return null;
            return (
              <ChoiceGroup
                label={t('auth.register.stores', { chain: chain.name })}
                options={chain.stores}
                selected={values.storeIds[chainId] ?? []}
                onChange={(storeIds) => onChange({ storeIds: { ...values.storeIds, [chainId]: storeIds } })}
              />
            );
          }}
        />
      )}
    </>
  );
}

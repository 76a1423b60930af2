import type { ShippingAddress } from '@campus/core/schemas';
import { TextField, useT } from '@campus/ui';

/** The address as typed: every field a string (complement may stay empty). */
export type AddressDraft = Record<keyof ShippingAddress, string>;

/** An empty address. */
export const EMPTY_ADDRESS: AddressDraft = {
  address: '',
  number: '',
  complement: '',
  neighborhood: '',
  city: '',
  state: '',
  zip_code: '',
};

/** The fields a prize that ships needs (spec §5 Other fields); `complement` is optional. */
export const REQUIRED_ADDRESS_FIELDS = ['address', 'number', 'neighborhood', 'city', 'state', 'zip_code'] as const;

/** Label key and browser autofill hint of each field. */
const FIELDS: readonly { name: keyof ShippingAddress; label: string; autoComplete: string }[] = [
  { name: 'address', label: 'rewards.redeem.street', autoComplete: 'address-line1' },
  { name: 'number', label: 'rewards.redeem.number', autoComplete: 'off' },
  { name: 'complement', label: 'rewards.redeem.complement', autoComplete: 'address-line2' },
  { name: 'neighborhood', label: 'rewards.redeem.neighborhood', autoComplete: 'address-level3' },
  { name: 'city', label: 'rewards.redeem.city', autoComplete: 'address-level2' },
  { name: 'state', label: 'rewards.redeem.state', autoComplete: 'address-level1' },
  { name: 'zip_code', label: 'rewards.redeem.zip_code', autoComplete: 'postal-code' },
];

/** Props of {@link ShippingAddressFields}. */
export interface ShippingAddressFieldsProps {
  value: AddressDraft;
  onChange: (value: AddressDraft) => void;
  /** Fields left empty on submit: each says so. */
  missing: ReadonlySet<keyof ShippingAddress>;
  disabled: boolean;
}

/** The shipping address of a prize that ships: a fieldset of labelled inputs with autofill hints. */
export function ShippingAddressFields({ value, onChange, missing, disabled }: ShippingAddressFieldsProps) {
  const t = useT();
  return (
    <fieldset className="campus-rewards-redeem__address" part="address" disabled={disabled}>
      <legend className="campus-rewards-redeem__legend">{t('rewards.redeem.address')}</legend>
      {FIELDS.map((field) => (
        <TextField
          key={field.name}
          label={t(field.label)}
          name={field.name}
          autoComplete={field.autoComplete}
          required={field.name !== 'complement'}
          maxLength={256}
          value={value[field.name]}
          error={missing.has(field.name) ? t('errors.required_fields_missing') : undefined}
          onChange={(event) => onChange({ ...value, [field.name]: event.target.value })}
        />
      ))}
    </fieldset>
  );
}

/** The address to send: trimmed, without an empty complement; the names of required fields left empty. */
export function toShippingAddress(draft: AddressDraft): {
  address: ShippingAddress;
  missing: Set<keyof ShippingAddress>;
} {
  const missing = new Set<keyof ShippingAddress>(REQUIRED_ADDRESS_FIELDS.filter((name) => draft[name].trim() === ''));
  const address: ShippingAddress = {
    address: draft.address.trim(),
    number: draft.number.trim(),
    neighborhood: draft.neighborhood.trim(),
    city: draft.city.trim(),
    state: draft.state.trim(),
    zip_code: draft.zip_code.trim(),
  };
  if (draft.complement.trim() !== '') address.complement = draft.complement.trim();
  return { address, missing };
}

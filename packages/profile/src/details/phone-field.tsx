import { TextField, useT } from '@campus/ui';

/** Props of {@link PhoneField}. */
export interface PhoneFieldProps {
  name: 'phone_mobile' | 'phone_commercial' | 'phone_residential';
  label: string;
  value: string;
  error: string | undefined;
  /** Whether the stored number was verified (a changed number no longer is). */
  verified: boolean;
  onChange: (event: { target: { value: string } }) => void;
}

/** A phone with its verified flag shown as the field's hint (spec §3 "phone … with verified flag"). */
export function PhoneField({ name, label, value, error, verified, onChange }: PhoneFieldProps) {
  const t = useT();
  return (
    <TextField
      type="tel"
      autoComplete={name === 'phone_mobile' ? 'tel' : 'off'}
      name={name}
      label={label}
      value={value}
      error={error}
      hint={
        <span part="phone-status" data-verified={verified ? 'true' : 'false'}>
          {t(verified ? 'profile.details.verified' : 'profile.details.not_verified')}
        </span>
      }
      onChange={onChange}
    />
  );
}

import { TextField } from '@campus/ui';

/** Props of {@link UsernameField}. */
export interface UsernameFieldProps {
  /** The label, already translated (sign-in and recovery word it differently). */
  label: string;
  /** The field's name in the form (`username` to sign in, `login` to recover). */
  name: string;
  value: string;
  /** The error already translated. */
  error: string | undefined;
  onChange: (value: string) => void;
}

/**
 * What a person signs in with (username, e-mail or CPF): filled from the browser's saved username, and never
 * capitalised or spell-checked, since a phone keyboard would otherwise change the first letter.
 */
export function UsernameField({ label, name, value, error, onChange }: UsernameFieldProps) {
  return (
    <TextField
      label={label}
      name={name}
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      required
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

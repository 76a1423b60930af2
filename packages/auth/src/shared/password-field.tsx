import { useState } from 'react';
import type { ChangeEvent, ReactNode } from 'react';
import { TextField, useT } from '@campus/ui';

/** Props of {@link PasswordField}. */
export interface PasswordFieldProps {
  label: ReactNode;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** `current-password` on sign-in, `new-password` when choosing one (password managers rely on it). */
  autoComplete: 'current-password' | 'new-password';
  hint?: ReactNode;
  error?: string | undefined;
  /** @default false */
  disabled?: boolean;
  /** Ids of more descriptions (e.g. the strength meter). */
  describedBy?: string;
}

/** A password input with a show/hide toggle (a real button with `aria-pressed`, reachable by Tab). */
export function PasswordField({
  label,
  name,
  value,
  onChange,
  autoComplete,
  hint,
  error,
  disabled = false,
  describedBy,
}: PasswordFieldProps) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  return (
    <div className="campus-auth__password">
      <TextField
        label={label}
        name={name}
        type={visible ? 'text' : 'password'}
        autoComplete={autoComplete}
        required
        disabled={disabled}
        value={value}
        hint={hint}
        error={error}
        onChange={onChange}
        {...(describedBy === undefined ? {} : { 'aria-describedby': describedBy })}
      />
      <button
        type="button"
        className="campus-auth__reveal"
        part="reveal"
        aria-pressed={visible}
        disabled={disabled}
        onClick={() => setVisible((shown) => !shown)}
      >
        {visible ? t('auth.password.hide') : t('auth.password.show')}
      </button>
    </div>
  );
}

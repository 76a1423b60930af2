import { useId } from 'react';
import { passwordStrength } from '@campus/core/rules';
import type { PasswordStrength } from '@campus/core/rules';
import { useT } from '@campus/ui';
import { PasswordField } from './password-field.js';

/** Props of {@link NewPasswordFields}. */
export interface NewPasswordFieldsProps {
  password: string;
  confirmation: string;
  onPasswordChange: (value: string) => void;
  onConfirmationChange: (value: string) => void;
  /** Errors already translated. */
  errors: { password?: string | undefined; confirmation?: string | undefined };
  /** @default false */
  disabled?: boolean;
}

/**
 * A new password and its confirmation (spec §5 Password): the hint names the 6-character minimum and
 * recommends 8, and a strength meter says weak, medium or strong as the person types (part `strength`,
 * `data-strength` for styling), read with the password field.
 */
export function NewPasswordFields({
  password,
  confirmation,
  onPasswordChange,
  onConfirmationChange,
  errors,
  disabled = false,
}: NewPasswordFieldsProps) {
  const t = useT();
  const meterId = useId();
  const strength: PasswordStrength | null = password === '' ? null : passwordStrength(password);
  return (
    <>
      <PasswordField
        label={t('auth.password.new')}
        name="password"
        autoComplete="new-password"
        hint={t('auth.password.hint')}
        value={password}
        error={errors.password}
        disabled={disabled}
        describedBy={meterId}
        onChange={(event) => onPasswordChange(event.target.value)}
      />
      <div className="campus-auth__strength" part="strength" data-strength={strength ?? 'none'} id={meterId}>
        <span className="campus-auth__strength-bar" aria-hidden="true">
          <span />
          <span />
          <span />
        </span>
        {strength !== null && (
          <span className="campus-auth__strength-label" aria-live="polite">
            {t('auth.password.strength', { level: t(`auth.password.strength_${strength}`) })}
          </span>
        )}
      </div>
      <PasswordField
        label={t('auth.password.confirm')}
        name="password_confirmation"
        autoComplete="new-password"
        value={confirmation}
        error={errors.confirmation}
        disabled={disabled}
        onChange={(event) => onConfirmationChange(event.target.value)}
      />
    </>
  );
}

/** Strength levels in order, for the client's `password_strong_level` (1 weak, 2 medium, 3 strong). */
export const STRENGTH_ORDER: readonly PasswordStrength[] = ['weak', 'medium', 'strong'];

/**
 * The strength a client requires (params `register.password_strong_level`: 0 any, 1 weak, 2 medium,
 * 3 strong), or null when any password will do.
 */
export function requiredStrength(level: number): PasswordStrength | null {
  return level >= 2 ? (STRENGTH_ORDER[Math.min(level, 3) - 1] ?? null) : null;
}

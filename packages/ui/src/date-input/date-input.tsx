import type { InputHTMLAttributes, ReactNode } from 'react';
import { isIsoDate } from '@campus/core/rules';
import { FieldFrame } from '../field/field-frame.js';
import { hasContent, useFieldIds } from '../field/use-field-ids.js';

/** Props of {@link DateInput}. */
export interface DateInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'min' | 'max' | 'children'
> {
  label: ReactNode;
  /** The date as ISO `YYYY-MM-DD` (controlled); `''` for none. Anything else is shown as empty. */
  value?: string;
  /** The first date when uncontrolled, ISO `YYYY-MM-DD`. */
  defaultValue?: string;
  /** Called with the ISO date, or `''` when cleared or incomplete. */
  onChange?: (value: string) => void;
  /** Earliest date allowed, ISO. */
  min?: string;
  /** Latest date allowed, ISO (e.g. today for a sale date). */
  max?: string;
  hint?: ReactNode;
  error?: ReactNode;
}

const isoOrEmpty = (value: string | undefined): string | undefined =>
  value === undefined ? undefined : isIsoDate(value) ? value : '';

/**
 * A labelled native date input. The value is always an ISO date (`2026-03-15`) whatever the display format of
 * the person's locale; `min`/`max` bound the picker and the browser's validation.
 */
export function DateInput({
  label,
  value,
  defaultValue,
  onChange,
  min,
  max,
  hint,
  error,
  id,
  required,
  className,
  ...rest
}: DateInputProps) {
  const ids = useFieldIds(id, { hint, error, extra: rest['aria-describedby'] });
  const controlled = isoOrEmpty(value);
  const initial = isoOrEmpty(defaultValue);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} required={required === true}>
      <input
        {...rest}
        id={ids.controlId}
        type="date"
        part="input"
        className={className ? `campus-input campus-date-input ${className}` : 'campus-input campus-date-input'}
        required={required}
        min={min !== undefined && isIsoDate(min) ? min : undefined}
        max={max !== undefined && isIsoDate(max) ? max : undefined}
        {...(controlled !== undefined ? { value: controlled } : initial !== undefined ? { defaultValue: initial } : {})}
        onChange={(event) => onChange?.(isIsoDate(event.target.value) ? event.target.value : '')}
        aria-invalid={hasContent(error) || undefined}
        aria-describedby={ids.describedBy}
      />
    </FieldFrame>
  );
}

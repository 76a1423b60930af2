import type { ReactNode, SelectHTMLAttributes } from 'react';
import { FieldFrame } from '../field/field-frame.js';
import { hasContent, useFieldIds } from '../field/use-field-ids.js';
import { useT } from '../provider/use-t.js';

/** One choice of a {@link Select}. */
export interface SelectOption {
  value: string;
  /** What the person reads, already translated. */
  label: string;
  /** @default false */
  disabled?: boolean;
}

/** Props of {@link Select}. */
export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children' | 'multiple'> {
  label: ReactNode;
  options: readonly SelectOption[];
  hint?: ReactNode;
  /** What is wrong; marks the field invalid and is read with it. */
  error?: ReactNode;
  /**
   * Text of a first, empty option (value `''`), shown while nothing is chosen. `true` uses "Selecione";
   * `false` shows none.
   * @default true
   */
  placeholder?: string | boolean;
}

/** A labelled native `<select>`: every platform's own picker, keyboard and screen-reader support. */
export function Select({
  label,
  options,
  hint,
  error,
  placeholder = true,
  id,
  required,
  className,
  ...rest
}: SelectProps) {
  const t = useT();
  const ids = useFieldIds(id, { hint, error, extra: rest['aria-describedby'] });
  const placeholderText = placeholder === true ? t('ui.select_placeholder') : placeholder;
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} required={required === true}>
      <select
        {...rest}
        id={ids.controlId}
        required={required}
        part="select"
        className={className ? `campus-input campus-select ${className}` : 'campus-input campus-select'}
        aria-invalid={hasContent(error) || undefined}
        aria-describedby={ids.describedBy}
      >
        {placeholderText !== false && <option value="">{placeholderText}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

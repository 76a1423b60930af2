import { useId } from 'react';
import type { ReactNode } from 'react';
import { hasContent, useFieldIds } from '../field/use-field-ids.js';

/** One choice of a {@link RadioGroup}. */
export interface RadioOption {
  value: string;
  label: ReactNode;
  /** @default false */
  disabled?: boolean;
}

/** Props of {@link RadioGroup}. */
export interface RadioGroupProps {
  /** The question, as the group's legend. */
  label: ReactNode;
  options: readonly RadioOption[];
  /** Form field name shared by the radios. @default a generated name */
  name?: string;
  /** The chosen value (controlled). */
  value?: string | null;
  /** The first chosen value when uncontrolled. */
  defaultValue?: string;
  onChange?: (value: string) => void;
  hint?: ReactNode;
  error?: ReactNode;
  /** @default false */
  required?: boolean;
  /** @default false */
  disabled?: boolean;
  /** Lay the options out in a row. @default 'vertical' */
  orientation?: 'vertical' | 'horizontal';
}

/**
 * A `<fieldset>` of native radios: the legend names the group, arrow keys move and choose within it and Tab
 * enters at the chosen option (the browser's own roving focus).
 */
export function RadioGroup({
  label,
  options,
  name,
  value,
  defaultValue,
  onChange,
  hint,
  error,
  required = false,
  disabled = false,
  orientation = 'vertical',
}: RadioGroupProps) {
  const generatedName = useId();
  const ids = useFieldIds(undefined, { hint, error });
  const groupName = name ?? `campus-radio-${generatedName}`;
  return (
    <fieldset
      // radiogroup (allowed on fieldset) supports aria-invalid/aria-required, which a plain group does not.
      role="radiogroup"
      aria-required={required || undefined}
      className="campus-radio-group"
      part="radio-group"
      data-orientation={orientation}
      data-invalid={hasContent(error) || undefined}
      aria-describedby={ids.describedBy}
      aria-invalid={hasContent(error) || undefined}
      disabled={disabled}
    >
      <legend className="campus-field__label" part="label">
        {label}
        {required && (
          <span className="campus-field__required" aria-hidden="true">
            {' *'}
          </span>
        )}
      </legend>
      {hasContent(hint) && (
        <p className="campus-field__hint" part="hint" id={ids.hintId}>
          {hint}
        </p>
      )}
      <div className="campus-radio-group__options">
        {options.map((option) => {
          const optionId = `${ids.controlId}-${option.value}`;
          return (
            <div className="campus-radio-group__option" key={option.value}>
              <input
                id={optionId}
                type="radio"
                part="radio"
                className="campus-radio-group__input"
                name={groupName}
                value={option.value}
                required={required}
                disabled={option.disabled}
                {...(value !== undefined
                  ? { checked: value === option.value }
                  : defaultValue !== undefined
                    ? { defaultChecked: defaultValue === option.value }
                    : {})}
                onChange={(event) => {
                  if (event.target.checked) onChange?.(option.value);
                }}
              />
              <label htmlFor={optionId}>{option.label}</label>
            </div>
          );
        })}
      </div>
      {hasContent(error) && (
        <p className="campus-field__error" part="error" id={ids.errorId}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

import { useEffect, useRef } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { hasContent, useFieldIds } from '../field/use-field-ids.js';

/** Props of {@link Checkbox}. */
export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  /** The label, already translated; clicking it toggles the box. */
  label: ReactNode;
  hint?: ReactNode;
  /** What is wrong (e.g. terms not accepted); marks it invalid and is read with it. */
  error?: ReactNode;
  /** Shows the mixed state (a "select all" over a partial selection). @default false */
  indeterminate?: boolean;
}

/** A native checkbox with its label, hint and error (Space toggles; the label is a click target). */
export function Checkbox({ label, hint, error, indeterminate = false, id, className, ...rest }: CheckboxProps) {
  const ids = useFieldIds(id, { hint, error, extra: rest['aria-describedby'] });
  const input = useRef<HTMLInputElement>(null);
  // `indeterminate` exists only as a DOM property, never as an attribute.
  useEffect(() => {
    if (input.current) input.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <div
      className={className ? `campus-checkbox ${className}` : 'campus-checkbox'}
      part="field"
      data-invalid={hasContent(error) || undefined}
    >
      <div className="campus-checkbox__row">
        <input
          {...rest}
          ref={input}
          id={ids.controlId}
          type="checkbox"
          part="checkbox"
          className="campus-checkbox__input"
          aria-invalid={hasContent(error) || undefined}
          aria-describedby={ids.describedBy}
        />
        <label className="campus-checkbox__label" part="label" htmlFor={ids.controlId}>
          {label}
        </label>
      </div>
      {hasContent(hint) && (
        <p className="campus-field__hint" part="hint" id={ids.hintId}>
          {hint}
        </p>
      )}
      {hasContent(error) && (
        <p className="campus-field__error" part="error" id={ids.errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

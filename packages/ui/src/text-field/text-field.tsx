import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldFrame } from '../field/field-frame.js';
import { hasContent, useFieldIds } from '../field/use-field-ids.js';

/** Props of {@link TextField}. */
export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  /** The visible label, already translated. */
  label: ReactNode;
  /** Help read with the field (`aria-describedby`). */
  hint?: ReactNode;
  /** What is wrong; marks the field `aria-invalid` and is read with it. The typed value is kept. */
  error?: ReactNode;
  /**
   * The kind of text: sets the keyboard on phones and the browser's autofill hints.
   * @default 'text'
   */
  type?: 'text' | 'email' | 'password' | 'tel' | 'search' | 'url' | 'number';
}

/**
 * A labelled text input with hint and error. Native `<input>`: typing, autofill and screen readers work as
 * usual; an error never clears what the person typed.
 */
export function TextField({ label, hint, error, id, type = 'text', required, className, ...rest }: TextFieldProps) {
  const ids = useFieldIds(id, { hint, error, extra: rest['aria-describedby'] });
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} required={required === true}>
      <input
        {...rest}
        id={ids.controlId}
        type={type}
        required={required}
        part="input"
        className={className ? `campus-input ${className}` : 'campus-input'}
        aria-invalid={hasContent(error) || undefined}
        aria-describedby={ids.describedBy}
      />
    </FieldFrame>
  );
}

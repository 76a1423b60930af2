import type { ReactNode } from 'react';
import type { FieldIds } from './use-field-ids.js';
import { hasContent } from './use-field-ids.js';

/** Props of {@link FieldFrame}. */
export interface FieldFrameProps {
  ids: FieldIds;
  /** The visible label, already translated. */
  label: ReactNode;
  /** Help shown under the label and read with the control. */
  hint?: ReactNode;
  /** What is wrong, shown under the control and read with it; its presence marks the field invalid. */
  error?: ReactNode;
  /** Shows the required marker (the control carries `required` itself). @default false */
  required?: boolean;
  /** The control (input, select …) carrying `id={ids.controlId}` and `aria-describedby={ids.describedBy}`. */
  children: ReactNode;
}

/**
 * The shared layout of a labelled form field: label, hint, control, error, each with a `part` for hosts.
 * Used by the toolkit's fields and by widgets that need a field the toolkit does not have (e.g. a masked
 * document number).
 */
export function FieldFrame({ ids, label, hint, error, required = false, children }: FieldFrameProps) {
  return (
    <div className="campus-field" part="field" data-invalid={hasContent(error) || undefined}>
      <label className="campus-field__label" part="label" id={ids.labelId} htmlFor={ids.controlId}>
        {label}
        {/* The control's own `required` is what assistive technology reads; the star is for the eye. */}
        {required && (
          <span className="campus-field__required" aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {hasContent(hint) && (
        <p className="campus-field__hint" part="hint" id={ids.hintId}>
          {hint}
        </p>
      )}
      {children}
      {hasContent(error) && (
        <p className="campus-field__error" part="error" id={ids.errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

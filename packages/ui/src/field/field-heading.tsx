import type { ReactNode } from 'react';
import type { FieldIds } from './use-field-ids.js';
import { hasContent } from './use-field-ids.js';

/** Props of {@link FieldHeading}. */
export interface FieldHeadingProps {
  ids: FieldIds;
  /** The visible label, already translated. */
  label: ReactNode;
  /** Help shown under the label and read with the control. */
  hint?: ReactNode;
  /** Shows the required marker (the control carries `required` itself). */
  required: boolean;
  /** The label's own id, for controls that name a group by it (`aria-labelledby`). */
  labelId?: string | undefined;
}

/** What stands above a field's control: its label (with the required marker) and its hint (parts `label`, `hint`). */
export function FieldHeading({ ids, label, hint, required, labelId }: FieldHeadingProps) {
  return (
    <>
      <label className="campus-field__label" part="label" id={labelId} htmlFor={ids.controlId}>
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
    </>
  );
}

import type { ReactNode } from 'react';
import type { FieldIds } from './use-field-ids.js';
import { hasContent } from './use-field-ids.js';
import { FieldHeading } from './field-heading.js';

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
      <FieldHeading ids={ids} label={label} hint={hint} required={required} labelId={ids.labelId} />
      {children}
      {hasContent(error) && (
        <p className="campus-field__error" part="error" id={ids.errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

import { useId } from 'react';
import type { ReactNode } from 'react';
import { Checkbox } from '@campus/ui';

/** Props of {@link ChoiceGroup}. */
export interface ChoiceGroupProps {
  /** The question, as the group's legend. */
  label: ReactNode;
  options: readonly { id: number; name: string }[];
  selected: readonly number[];
  onChange: (selected: number[]) => void;
  /** What is wrong with the choice, read with every box. */
  error?: string | undefined;
  /** More content after each option (e.g. the stores of a chosen chain). */
  renderAfter?: (id: number) => ReactNode;
}

/**
 * A `<fieldset>` of native checkboxes (brands, chains, stores): the legend names the group and the group's
 * error is read with each box. Part: `choices`.
 */
export function ChoiceGroup({ label, options, selected, onChange, error, renderAfter }: ChoiceGroupProps) {
  const errorId = useId();
  return (
    <fieldset className="campus-auth__choices" part="choices" data-invalid={error ? '' : undefined}>
      <legend className="campus-field__label" part="label">
        {label}
      </legend>
      {options.map((option) => (
        <div key={option.id}>
          <Checkbox
            label={option.name}
            checked={selected.includes(option.id)}
            {...(error ? { 'aria-describedby': errorId } : {})}
            onChange={(event) =>
              onChange(event.target.checked ? [...selected, option.id] : selected.filter((id) => id !== option.id))
            }
          />
          {selected.includes(option.id) && renderAfter?.(option.id)}
        </div>
      ))}
      {error && (
        <p className="campus-field__error" part="error" id={errorId}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

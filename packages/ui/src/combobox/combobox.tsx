import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { FieldFrame } from '../field/field-frame.js';
import { hasContent, useFieldIds } from '../field/use-field-ids.js';
import { useT } from '../provider/use-t.js';
import { filterOptions, nextEnabledIndex } from './combobox-filter.js';
import type { ComboboxOption } from './combobox-filter.js';

/** Props of {@link Combobox}. */
export interface ComboboxProps {
  label: ReactNode;
  options: readonly ComboboxOption[];
  /** The chosen value (controlled). `null` for none. */
  value?: string | null;
  /** The first chosen value when uncontrolled. @default null */
  defaultValue?: string | null;
  /** Called with the chosen value, or `null` when the text is cleared. */
  onChange?: (value: string | null) => void;
  hint?: ReactNode;
  error?: ReactNode;
  /** @default false */
  required?: boolean;
  /** @default false */
  disabled?: boolean;
  /** Form field name: a hidden input carries the chosen value. */
  name?: string;
  id?: string;
  /** Which options match the typed text. @default label contains the text, accents and case ignored */
  filter?: (options: readonly ComboboxOption[], query: string) => readonly ComboboxOption[];
}

/**
 * An editable combobox with a list popup (WAI-ARIA 1.2 "list autocomplete, manual selection"): typing filters,
 * ↓/↑ move through the options (Alt+↓ opens), Enter chooses, Escape closes then clears, Tab leaves. Focus stays
 * in the input; the active option is announced through `aria-activedescendant`, and the number of matches
 * through a polite status.
 */
export function Combobox({
  label,
  options,
  value,
  defaultValue = null,
  onChange,
  hint,
  error,
  required = false,
  disabled = false,
  name,
  id,
  filter = filterOptions,
}: ComboboxProps) {
  const t = useT();
  const ids = useFieldIds(id, { hint, error });
  const listboxId = `${useId()}-listbox`;
  const [internal, setInternal] = useState<string | null>(defaultValue);
  const selected = value !== undefined ? value : internal;
  const selectedLabel = options.find((option) => option.value === selected)?.label ?? '';
  // `null` while not typing: the input then shows the chosen option's label.
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listRef = useRef<HTMLUListElement>(null);

  const visible = open ? filter(options, query ?? '') : [];
  const activeOption = visible[active];
  const optionId = (index: number) => `${listboxId}-${index}`;

  useEffect(() => {
    const item = active >= 0 ? listRef.current?.children[active] : undefined;
    // jsdom has no scrollIntoView; browsers keep the active option in view.
    if (item && 'scrollIntoView' in item) item.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const choose = (option: ComboboxOption | undefined) => {
    if (option === undefined || option.disabled === true) return;
    if (value === undefined) setInternal(option.value);
    onChange?.(option.value);
    setQuery(null);
    setOpen(false);
    setActive(-1);
  };

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const list = open ? visible : filter(options, query ?? '');
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        if (!event.altKey) setActive(nextEnabledIndex(list, open ? active : -1, 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        setActive(nextEnabledIndex(list, open && active >= 0 ? active : 0, -1));
        break;
      case 'Enter':
        if (open && activeOption !== undefined) {
          event.preventDefault();
          choose(activeOption);
        }
        break;
      case 'Escape':
        if (open) close();
        else if ((query ?? selectedLabel) !== '') {
          setQuery(null);
          if (value === undefined) setInternal(null);
          onChange?.(null);
        }
        break;
      default:
        break;
    }
  };

  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} required={required}>
      <div className="campus-combobox" part="combobox">
        <input
          id={ids.controlId}
          className="campus-input campus-combobox__input"
          part="input"
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listboxId}
          aria-activedescendant={activeOption !== undefined ? optionId(active) : undefined}
          aria-invalid={hasContent(error) || undefined}
          aria-describedby={ids.describedBy}
          required={required}
          disabled={disabled}
          value={query ?? selectedLabel}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          onBlur={() => {
            close();
            setQuery(null); // unfinished typing falls back to the chosen option
          }}
        />
        {name !== undefined && <input type="hidden" name={name} value={selected ?? ''} />}
        <ul
          ref={listRef}
          id={listboxId}
          role="listbox"
          aria-labelledby={ids.labelId}
          className="campus-combobox__listbox"
          part="listbox"
          hidden={!open || visible.length === 0}
        >
          {visible.map((option, index) => (
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the keyboard chooses through the input (aria-activedescendant + Enter)
            <li
              key={option.value}
              id={optionId(index)}
              role="option"
              className="campus-combobox__option"
              part="option"
              aria-selected={option.value === selected}
              aria-disabled={option.disabled === true || undefined}
              data-active={index === active || undefined}
              // Keep focus in the input: a mouse press must not blur it before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(option)}
            >
              {option.label}
            </li>
          ))}
        </ul>
        <span className="campus-visually-hidden" role="status">
          {open ? (visible.length === 0 ? t('ui.no_options') : t('ui.options_count', { count: visible.length })) : ''}
        </span>
      </div>
    </FieldFrame>
  );
}

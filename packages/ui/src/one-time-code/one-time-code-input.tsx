import { useRef, useState } from 'react';
import type { ClipboardEvent, KeyboardEvent, ReactNode } from 'react';
import { hasContent, useFieldIds } from '../field/use-field-ids.js';
import { useT } from '../provider/use-t.js';
import { digitsOf, writeDigits } from './code-digits.js';

/**
 * What was just typed into a box that held `previous`: the new digit when one was added next to the old one
 * (the caret was not on a selection), or everything when a whole code arrived (autofill, some keyboards' paste).
 */
function freshInput(typed: string, previous: string): string {
  if (previous === '' || typed.length > 2) return typed;
  return typed.replace(previous, '') || typed;
}

/** Props of {@link OneTimeCodeInput}. */
export interface OneTimeCodeInputProps {
  /** Names the group (e.g. "Código enviado por SMS"). */
  label: ReactNode;
  /** Number of digits. @default 6 */
  length?: number;
  /** The code typed so far (controlled), digits only. */
  value?: string;
  /** The first code when uncontrolled. @default '' */
  defaultValue?: string;
  /** Called with the digits typed so far on every change. */
  onChange?: (code: string) => void;
  /** Called once all digits are there (e.g. to submit at once). */
  onComplete?: (code: string) => void;
  hint?: ReactNode;
  error?: ReactNode;
  /** @default false */
  disabled?: boolean;
  /** Form field name: a hidden input carries the whole code. */
  name?: string;
  id?: string;
}

/**
 * A one-time code as one box per digit (SMS/WhatsApp recovery, event check-in): numeric keyboard, the
 * platform's code autofill (`autocomplete="one-time-code"` on the first box), paste of the whole code into any
 * box, typing moves forward, Backspace moves back, ←/→/Home/End move between boxes. Each box is labelled
 * "Dígito 2 de 6" and the group by `label`.
 */
export function OneTimeCodeInput({
  label,
  length = 6,
  value,
  defaultValue = '',
  onChange,
  onComplete,
  hint,
  error,
  disabled = false,
  name,
  id,
}: OneTimeCodeInputProps) {
  const t = useT();
  const ids = useFieldIds(id, { hint, error });
  const [internal, setInternal] = useState(() => digitsOf(defaultValue).slice(0, length));
  const code = value !== undefined ? digitsOf(value).slice(0, length) : internal;
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(index, length - 1))];
    box?.focus();
    box?.select();
  };

  const update = (next: string) => {
    if (next === code) return;
    if (value === undefined) setInternal(next);
    onChange?.(next);
    if (next.length === length) onComplete?.(next);
  };

  const write = (index: number, typed: string) => {
    // Typing into a box past the end of the code fills the first empty box instead.
    const at = Math.min(index, code.length);
    const result = writeDigits(code, at, typed, length);
    update(result.code);
    focusBox(result.next);
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    const moves: Partial<Record<string, number>> = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      Home: 0,
      End: length - 1,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      focusBox(target);
    } else if (event.key === 'Backspace') {
      event.preventDefault();
      // An empty box deletes the digit before it, as in a single text field.
      const remove = code[index] === undefined ? index - 1 : index;
      if (remove < 0) return;
      update(code.slice(0, remove) + code.slice(remove + 1));
      focusBox(remove);
    }
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    write(index, event.clipboardData.getData('text'));
  };

  return (
    <div className="campus-one-time-code" part="field" data-invalid={hasContent(error) || undefined}>
      <span className="campus-field__label" part="label" id={ids.labelId}>
        {label}
      </span>
      {hasContent(hint) && (
        <p className="campus-field__hint" part="hint" id={ids.hintId}>
          {hint}
        </p>
      )}
      <div
        className="campus-one-time-code__boxes"
        role="group"
        aria-labelledby={ids.labelId}
        aria-describedby={ids.describedBy}
      >
        {Array.from({ length }, (_, index) => (
          <input
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            id={index === 0 ? ids.controlId : undefined}
            className="campus-one-time-code__box"
            part="digit"
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={t('ui.code_digit', { index: index + 1, total: length })}
            aria-invalid={hasContent(error) || undefined}
            disabled={disabled}
            value={code[index] ?? ''}
            onChange={(event) => write(index, freshInput(event.target.value, code[index] ?? ''))}
            onKeyDown={onKeyDown(index)}
            onPaste={onPaste(index)}
            onFocus={(event) => event.target.select()}
          />
        ))}
      </div>
      {name !== undefined && <input type="hidden" name={name} value={code} />}
      {hasContent(error) && (
        <p className="campus-field__error" part="error" id={ids.errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

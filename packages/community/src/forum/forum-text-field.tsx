import type { ChangeEvent, Ref } from 'react';
import { FieldFrame, TextField, useFieldIds, useT } from '@campus/ui';

/** Props of {@link ForumTextField}. */
export interface ForumTextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Longest text, in characters (core's forum limits). */
  max: number;
  /** A rule code (`forum_text_required`, `text_too_long`) shown under the field. */
  error?: string | null | undefined;
  /** One line (a title) or a text area (a body). @default false */
  multiline?: boolean;
  required?: boolean;
  inputRef?: Ref<HTMLTextAreaElement>;
  name: string;
}

/**
 * A forum text with its label, a live character counter (code points, as core counts) and the rule's error. The
 * browser does not cut at `max` (no `maxLength`): the person sees the counter go over and the error, and keeps
 * what they typed.
 */
export function ForumTextField({
  label,
  value,
  onChange,
  max,
  error,
  multiline = false,
  required = true,
  inputRef,
  name,
}: ForumTextFieldProps) {
  const t = useT();
  const count = [...value].length;
  const counter = t('forum.counter', { count, max });
  const message = error ? t(`forum.field.${error}`, { max }) : undefined;
  const ids = useFieldIds(undefined, { hint: counter, error: message });
  const change = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value);
  if (!multiline) {
    return (
      <TextField
        label={label}
        name={name}
        value={value}
        required={required}
        hint={counter}
        error={message}
        onChange={change}
      />
    );
  }
  return (
    <FieldFrame ids={ids} label={label} hint={counter} error={message} required={required}>
      <textarea
        ref={inputRef}
        id={ids.controlId}
        name={name}
        className="campus-input campus-forum__textarea"
        part="textarea"
        rows={4}
        required={required}
        value={value}
        aria-invalid={message === undefined ? undefined : true}
        aria-describedby={ids.describedBy}
        data-over={count > max ? '' : undefined}
        onChange={change}
      />
    </FieldFrame>
  );
}

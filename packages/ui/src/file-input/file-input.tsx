import { useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../button/button.js';
import { FieldHeading } from '../field/field-heading.js';
import { hasContent, useFieldIds } from '../field/use-field-ids.js';
import { useT } from '../provider/use-t.js';
import { useObjectUrlPreview } from './use-object-url.js';

/** Props of {@link FileInput}. */
export interface FileInputProps {
  label: ReactNode;
  /** Accepted types, as the native attribute. @default 'image/*' */
  accept?: string;
  /** On phones, open the camera directly (`environment` = back camera, for store or invoice photos). */
  capture?: 'user' | 'environment';
  /** Called with the chosen file, or `null` when it is removed. */
  onChange?: (file: File | null) => void;
  /** A file shown from the start (e.g. restored from a draft). */
  defaultFile?: File | null;
  name?: string;
  hint?: ReactNode;
  error?: ReactNode;
  /** @default false */
  required?: boolean;
  /** @default false */
  disabled?: boolean;
  id?: string;
}

/**
 * A file picker with an image preview: the native file input (keyboard and screen readers as usual) under a
 * translated "choose file" face, the chosen file's name read with it, a preview for images (object URL revoked
 * when replaced or unmounted) and a remove button that returns focus to the picker.
 */
export function FileInput({
  label,
  accept = 'image/*',
  capture,
  onChange,
  defaultFile = null,
  name,
  hint,
  error,
  required = false,
  disabled = false,
  id,
}: FileInputProps) {
  const t = useT();
  const [file, setFile] = useState<File | null>(defaultFile);
  const input = useRef<HTMLInputElement>(null);
  const preview = useRef<HTMLImageElement>(null);
  const ids = useFieldIds(id, { hint, error });
  const statusId = `${ids.controlId}-status`;
  const isImage = file !== null && file.type.startsWith('image/');
  useObjectUrlPreview(preview, isImage ? file : null);

  const choose = (next: File | null) => {
    setFile(next);
    onChange?.(next);
  };

  return (
    <div className="campus-file-input" part="field" data-invalid={hasContent(error) || undefined}>
      <FieldHeading ids={ids} label={label} hint={hint} required={required} />
      <div className="campus-file-input__row">
        <input
          ref={input}
          id={ids.controlId}
          className="campus-visually-hidden campus-file-input__input"
          type="file"
          name={name}
          accept={accept}
          capture={capture}
          required={required && file === null}
          disabled={disabled}
          aria-invalid={hasContent(error) || undefined}
          aria-describedby={[statusId, ids.describedBy].filter(Boolean).join(' ')}
          onChange={(event) => choose(event.target.files?.[0] ?? null)}
        />
        {/* A second label: the translated face of the native picker, clicking it opens the picker. */}
        <label className="campus-file-input__button" part="button" htmlFor={ids.controlId}>
          {t('ui.choose_file')}
        </label>
        <span className="campus-file-input__name" part="file-name" id={statusId}>
          {file === null ? t('ui.no_file') : t('ui.selected_file', { name: file.name })}
        </span>
      </div>
      {isImage && (
        <img
          ref={preview}
          className="campus-file-input__preview"
          part="preview"
          alt={t('ui.file_preview', { name: file.name })}
        />
      )}
      {file !== null && (
        <Button
          variant="secondary"
          disabled={disabled}
          onClick={() => {
            if (input.current) input.current.value = '';
            choose(null);
            input.current?.focus();
          }}
        >
          {t('ui.remove_file')}
        </Button>
      )}
      {hasContent(error) && (
        <p className="campus-field__error" part="error" id={ids.errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { CHECK_IN_CODE_LENGTH, isValidCheckInCode } from '@campus/core/rules';
import type { CheckInCredential } from '@campus/core/api';
import { Button, OneTimeCodeInput, useT } from '@campus/ui';

/** Props of {@link CodeCheckIn}. */
export interface CodeCheckInProps {
  /** The digits typed so far (kept by the panel, so switching methods keeps them). */
  code: string;
  onCodeChange: (code: string) => void;
  onSubmit: (credential: CheckInCredential) => void;
  /** A check-in is on its way. */
  busy: boolean;
  /** Check-in is locked (too many wrong codes). */
  disabled: boolean;
}

/**
 * Check-in by the six-digit code the organiser shows (spec §2 Events, §9 check-in code): one box per digit,
 * checked with core's `isValidCheckInCode` before anything is sent. Part: `code-form`.
 */
export function CodeCheckIn({ code, onCodeChange, onSubmit, busy, disabled }: CodeCheckInProps) {
  const t = useT();
  const form = useRef<HTMLFormElement>(null);
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isValidCheckInCode(code)) {
      setError(t('errors.invalid_check_in_code'));
      // The first empty box, where the missing digits go.
      const boxes = form.current?.querySelectorAll<HTMLInputElement>('input[inputmode="numeric"]');
      boxes?.[Math.min(code.length, CHECK_IN_CODE_LENGTH - 1)]?.focus();
      return;
    }
    onSubmit({ code });
  };

  return (
    <form ref={form} className="campus-checkin__form" part="code-form" noValidate onSubmit={submit}>
      <OneTimeCodeInput
        label={t('checkin.code.label')}
        hint={t('checkin.code.hint')}
        length={CHECK_IN_CODE_LENGTH}
        value={code}
        onChange={(next) => {
          setError(undefined);
          onCodeChange(next);
        }}
        error={error}
        disabled={disabled}
        name="code"
      />
      <div className="campus-checkin__actions">
        <Button type="submit" loading={busy} disabled={disabled}>
          {t('checkin.code.submit')}
        </Button>
      </div>
    </form>
  );
}

import type { ReactNode } from 'react';
import { Button, useT } from '@campus/ui';

/** Props of {@link AuthSubmitButton}. */
export interface AuthSubmitButtonProps {
  /** A submission is running: the button shows it and says "sending" instead of its label. */
  busy: boolean;
  /** The label, already translated. */
  children: ReactNode;
}

/** The submit button of an auth form: while the form is sending it is busy and says so, whatever it submits. */
export function AuthSubmitButton({ busy, children }: AuthSubmitButtonProps) {
  const t = useT();
  return (
    <Button type="submit" loading={busy}>
      {busy ? t('auth.common.submitting') : children}
    </Button>
  );
}

import type { ReactNode } from 'react';

/** Props of {@link FormAlert}. */
export interface FormAlertProps {
  /** What went wrong, already translated; nothing is rendered without it. */
  children?: ReactNode;
  /** `error` is announced at once (`role="alert"`), `success` politely (`role="status"`). @default 'error' */
  tone?: 'error' | 'success';
}

/**
 * The message of a whole form (a refused sign-in, a sent link). Focusable so focus can move to it when no
 * single field is to blame. Part: `alert` (errors) or `message` (success).
 */
export function FormAlert({ children, tone = 'error' }: FormAlertProps) {
  if (children === undefined || children === null || children === false || children === '') return null;
  return (
    <div
      className="campus-auth__alert"
      data-tone={tone}
      part={tone === 'error' ? 'alert' : 'message'}
      role={tone === 'error' ? 'alert' : 'status'}
      tabIndex={-1}
      data-campus-alert=""
    >
      {children}
    </div>
  );
}

import type { FormEvent, ReactNode, RefObject } from 'react';
import { useAuthErrorMessage } from './auth-error.js';
import { FormAlert } from './form-alert.js';
import type { Submission } from './use-submission.js';

/** Props of {@link AuthForm}. */
export interface AuthFormProps {
  /** From `useFocusFirstError`, so a refused submit can move focus to the first field to fix. */
  formRef: RefObject<HTMLFormElement | null>;
  /** Handles the submit; a promise it returns is not awaited (the form's state says how it went). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  /** The form's submission: its failure is the alert above the fields. */
  submission: Pick<Submission, 'status' | 'error'>;
  /** The fields and the submit button. */
  children: ReactNode;
}

/**
 * The form of every auth screen (part `form`): validated by the screen itself (`noValidate`, so the messages are
 * the translated ones of spec §5), with the whole form's error alert first so focus can go there when no single
 * field is to blame.
 */
export function AuthForm({ formRef, onSubmit, submission, children }: AuthFormProps) {
  const errorMessage = useAuthErrorMessage();
  return (
    <form ref={formRef} className="campus-auth__form" part="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <FormAlert>{submission.status === 'error' ? errorMessage(submission.error) : undefined}</FormAlert>
      {children}
    </form>
  );
}

import { useServerFieldErrors } from './auth-error.js';
import { useFocusFirstError } from './use-focus-first-error.js';
import { useSubmission } from './use-submission.js';

/**
 * What every auth form runs on: one submission at a time, focus moved to what to fix after a refusal, and the
 * server's field refusals translated; pass `formRef` and `submission` to `AuthForm`.
 */
export function useAuthForm() {
  const submission = useSubmission();
  const { formRef, focusFirstError } = useFocusFirstError();
  const serverFieldErrors = useServerFieldErrors();
  return { submission, formRef, focusFirstError, serverFieldErrors };
}

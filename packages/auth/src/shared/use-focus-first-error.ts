import { useCallback, useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';

/**
 * Moves focus to the first invalid control of a form after a refused submit (or to the form's alert when no
 * field is to blame), so keyboard and screen-reader users land on what to fix. Look-ups go through the form
 * element, so they work inside a shadow root.
 * @returns the form ref to attach, and `focusFirstError()` to call once the errors are set
 */
export function useFocusFirstError(): {
  formRef: RefObject<HTMLFormElement | null>;
  focusFirstError: () => void;
} {
  const formRef = useRef<HTMLFormElement | null>(null);
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request === 0) return;
    const form = formRef.current;
    if (!form) return;
    // One selector list: querySelector answers the first match in document order, i.e. the first field.
    const target =
      form.querySelector<HTMLElement>(
        '[aria-invalid="true"]:not(fieldset), fieldset[aria-invalid="true"] input, [data-invalid] input:not([type="hidden"])',
      ) ?? form.querySelector<HTMLElement>('[data-campus-alert]');
    target?.focus();
  }, [request]);
  const focusFirstError = useCallback(() => setRequest((count) => count + 1), []);
  return { formRef, focusFirstError };
}

import { useCallback, useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';

/**
 * Moves focus to the first invalid control of a form after a refused submit, or to the form's alert when no
 * field is to blame, so keyboard and screen-reader users land on what to fix. Look-ups go through the form
 * element, so they work inside a shadow root.
 */
export function useFocusFirstError(): { formRef: RefObject<HTMLFormElement | null>; focusFirstError: () => void } {
  const formRef = useRef<HTMLFormElement | null>(null);
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request === 0) return;
    const form = formRef.current;
    const target =
      form?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      form?.querySelector<HTMLElement>('[data-sales-alert]');
    target?.focus();
  }, [request]);
  const focusFirstError = useCallback(() => setRequest((count) => count + 1), []);
  return { formRef, focusFirstError };
}

import { useCallback } from 'react';
import { codeMessageKey } from '@campus/core';
import { useCampus, useT } from '@campus/ui';

/**
 * Translators for the sales widgets' failures and rule codes in the current language, through core's one rule
 * (`sales.errors.<code>`, then core's `errors.<code>` with the spec §8 texts). A code no bundle words (a rule the
 * server added later) reads as the generic "required fields" message rather than as a raw key.
 */
export function useSalesMessages(): { failure: (error: unknown) => string; code: (code: string) => string } {
  const campus = useCampus();
  const t = useT();
  const failure = useCallback((error: unknown) => campus.errorMessage(error, 'sales'), [campus]);
  const code = useCallback(
    (value: string) => t(codeMessageKey(campus.i18n, value, 'sales') ?? 'errors.required_fields_missing'),
    [campus, t],
  );
  return { failure, code };
}

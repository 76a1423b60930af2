import { useId } from 'react';

/** Element ids of one form field, and the `aria-describedby` value that ties hint and error to the control. */
export interface FieldIds {
  controlId: string;
  labelId: string;
  hintId: string;
  errorId: string;
  /** The ids of the hint and error that are shown, space-separated; `undefined` when neither is. */
  describedBy: string | undefined;
}

/**
 * Ids for a field's control, label, hint and error. React's `useId` keeps them unique per shadow root and
 * stable across server and client renders.
 * @param id the control id the caller wants. @default a generated id
 */
export function useFieldIds(
  id: string | undefined,
  shown: { hint?: unknown; error?: unknown; extra?: string | undefined },
): FieldIds {
  const generated = useId();
  const controlId = id ?? `campus-field-${generated}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const parts = [hasContent(shown.hint) && hintId, hasContent(shown.error) && errorId, shown.extra].filter(
    (part): part is string => typeof part === 'string' && part !== '',
  );
  return {
    controlId,
    labelId: `${controlId}-label`,
    hintId,
    errorId,
    describedBy: parts.length > 0 ? parts.join(' ') : undefined,
  };
}

/** Whether a hint/error slot has something to show (false, null, undefined and '' do not). */
export function hasContent(node: unknown): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}

import { isTextWithinLimit } from '@campus/core/rules';
import { ApiError } from '../http/api-error';

/**
 * Collects rule failures per wire field while a form is checked, in form order, then refuses the request with
 * one 422: `code` is the first failure's code and `field_errors` maps every failing field to its code (one
 * code per field: the first found), so a form shows each message inline.
 */
export class FieldErrors {
  readonly #errors = new Map<string, string>();

  /** Records `code` for `field` unless that field already failed. */
  add(field: string, code: string): this {
    if (!this.#errors.has(field)) this.#errors.set(field, code);
    return this;
  }

  /** Whether `field` failed. */
  has(field: string): boolean {
    return this.#errors.has(field);
  }

  /** Whether anything failed. */
  get failed(): boolean {
    return this.#errors.size > 0;
  }

  /** The failures so far, field → code. */
  toRecord(): Record<string, string> {
    return Object.fromEntries(this.#errors);
  }

  /** Throws the 422 when anything failed. */
  throwIfAny(): void {
    const first = this.#errors.values().next();
    if (first.done) return;
    throw new ApiError(422, first.value, {}, { fieldErrors: this.toRecord() });
  }

  /**
   * `text_too_long` for every string of `values` over the 256-character limit (spec §5 "any text longer than
   * 256 characters is rejected"), nested objects under `parent.child` names.
   */
  checkTextLimits(values: Readonly<Record<string, unknown>>, prefix = ''): this {
    for (const [key, value] of Object.entries(values)) {
      if (typeof value === 'string' && !isTextWithinLimit(value)) this.add(`${prefix}${key}`, 'text_too_long');
      else if (value && typeof value === 'object' && !Array.isArray(value)) {
        this.checkTextLimits(value as Record<string, unknown>, `${prefix}${key}.`);
      }
    }
    return this;
  }
}

/** Whether a required text is missing or blank. */
export function isBlank(value: string | null | undefined): boolean {
  return value === undefined || value === null || value.trim() === '';
}

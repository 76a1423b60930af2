import { describe, expect, it } from 'vitest';
import { RULE_ERROR_CODES, isRuleErrorCode } from './errors.js';

describe('RULE_ERROR_CODES', () => {
  it('lists each code once, in snake_case', () => {
    expect(new Set(RULE_ERROR_CODES).size).toBe(RULE_ERROR_CODES.length);
    for (const code of RULE_ERROR_CODES) expect(code).toMatch(/^[a-z]+(?:_[a-z]+)*$/);
  });

  it('keeps a code two rules report once (invalid_birthday: fields and registration)', () => {
    expect(RULE_ERROR_CODES.filter((code) => code === 'invalid_birthday')).toHaveLength(1);
  });

  it('includes the codes the issue names', () => {
    for (const code of [
      'document_required',
      'invalid_document',
      'sale_date_in_future',
      'sale_report_window_expired',
      'sale_outside_campaign',
      'invoice_already_sent',
      'invoice_photo_required',
      'insufficient_points',
      'out_of_stock',
      'category_limit_reached',
      'training_required',
      'inactive_registration',
      'invalid_role',
      'no_points',
    ]) {
      expect(RULE_ERROR_CODES).toContain(code);
    }
  });

  it('recognises a code', () => {
    expect(isRuleErrorCode('out_of_stock')).toBe(true);
    expect(isRuleErrorCode('teapot')).toBe(false);
    expect(isRuleErrorCode(42)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { CHECK_IN_ERROR_CODES } from './check-in';
import { DOCUMENT_ERROR_CODES } from './document';
import type { RuleErrorCode } from './errors';
import { RULE_ERROR_CODES, isRuleErrorCode } from './errors';
import { FIELD_ERROR_CODES } from './fields';
import { PASSWORD_ERROR_CODES } from './password';
import { PHOTO_ERROR_CODES } from './photo';
import { POINTS_TRANSFER_ERROR_CODES } from './points-transfer';
import { REDEMPTION_ERROR_CODES } from './redemption';
import { REGISTRATION_ERROR_CODES } from './registration';
import { SALE_ERROR_CODES } from './sale';
import { SENCE_FORM_ERROR_CODES } from './sence';
import { TEXT_ERROR_CODES } from './text';

describe('RULE_ERROR_CODES', () => {
  // Typed as RuleErrorCode[]: a rule code missing from RULE_ERROR_CODES fails type checking here.
  const fromRules: readonly RuleErrorCode[] = [
    ...DOCUMENT_ERROR_CODES,
    ...PASSWORD_ERROR_CODES,
    ...FIELD_ERROR_CODES,
    ...TEXT_ERROR_CODES,
    ...CHECK_IN_ERROR_CODES,
    ...REGISTRATION_ERROR_CODES,
    ...SALE_ERROR_CODES,
    ...PHOTO_ERROR_CODES,
    ...REDEMPTION_ERROR_CODES,
    ...POINTS_TRANSFER_ERROR_CODES,
    ...SENCE_FORM_ERROR_CODES,
  ];

  it('holds exactly the codes of every rule', () => {
    expect(new Set(RULE_ERROR_CODES)).toEqual(new Set(fromRules));
  });

  it('has no duplicates and only snake_case codes', () => {
    expect(new Set(RULE_ERROR_CODES).size).toBe(RULE_ERROR_CODES.length);
    for (const code of RULE_ERROR_CODES) expect(code).toMatch(/^[a-z]+(?:_[a-z]+)*$/);
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

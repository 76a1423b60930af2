import type { RegistrationError } from '@campus/core/rules';

/**
 * The field each registration rule code belongs to, the same in the register and complete-register forms (each
 * adds the codes only it checks).
 */
export const REGISTRATION_RULE_FIELD = {
  terms_not_accepted: 'terms',
  invalid_birthday: 'birthday',
  underage: 'birthday',
  company_agency_required: 'agency',
  too_many_company_agencies: 'agency',
  brand_required: 'brands',
} as const satisfies Partial<Record<RegistrationError, string>>;

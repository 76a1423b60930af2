import { isAdult, isBirthdayBeforeToday } from '@campus/core/rules';
import type { AccountStatus } from '@campus/core/rules';
import type { ClientRow, RegistrationVariant } from '../db/schema';
import type { UserRole } from '../security/roles';
import type { AccountContext } from './account-context';
import type { PreRegistrationRequest, RegistrationRequest, RegistrationResponse } from '@campus/core/schemas';
import { FieldErrors } from './field-errors';
import { insertAccount } from './new-account';
import { checkSelectionsExist, saveAgencyChoices, saveChainChoices, toRuleSelections } from './organisations';
import { addPasswordErrors } from './password-rules';
import { applyProfile, offeredProfiles } from './registration-profiles';
import { addPersonalErrors, addRegistrationRuleErrors, todayFor } from './registration-rules';

/** What sets the registration screens apart (docs/server.md "Accounts"). */
interface VariantRules {
  /** Whether at least one retail chain (with stores) must be chosen. */
  readonly chainsRequired: boolean;
  /** The new account's status: programme roles wait for an administrator's approval. */
  readonly status: AccountStatus;
  readonly roles: readonly UserRole[];
}

/**
 * `register` is the open registration of learners (approved at once). `register-seven-trade` registers the
 * brand promoters of a trade-marketing agency and `register-pop-trade` the sales staff of retail stores: both
 * require their stores and wait for approval, since their role earns points.
 */
export const REGISTRATION_VARIANT_RULES: Readonly<Record<Exclude<RegistrationVariant, 'pre_register'>, VariantRules>> =
  {
    register: { chainsRequired: false, status: 'approved', roles: [] },
    seven_trade: { chainsRequired: true, status: 'awaiting_approval', roles: ['brand_promoter'] },
    pop_trade: { chainsRequired: true, status: 'awaiting_approval', roles: ['seller'] },
  };

/**
 * A registration (spec §2 register, register-seven-trade, register-pop-trade; §5): every rule checked with
 * core — 256 characters, names, document, e-mail and confirmation, phone, password, terms, birthday and age,
 * exactly one company/agency with brands, stores per chain, the variant's chain requirement, that each
 * choice exists, and one of the client's registration profiles when it offers any (`user_profile`) — then
 * document, e-mail and username uniqueness (409), then one transaction writes the user (with the chosen
 * profile's role, see {@link applyProfile}), the profile, the choices and the membership of the client.
 * @throws 422 with `field_errors`; 409 `document_already_registered` / `email_already_registered` /
 *   `username_already_registered`
 */
export async function register(
  ctx: AccountContext,
  variant: keyof typeof REGISTRATION_VARIANT_RULES,
  input: RegistrationRequest,
  client: ClientRow,
): Promise<RegistrationResponse> {
  const rules = REGISTRATION_VARIANT_RULES[variant];
  const errors = new FieldErrors().checkTextLimits(input);
  const document = addPersonalErrors(errors, input);
  addPasswordErrors(errors, input.password, input.password_confirmation);
  const chains = input.chains ?? [];
  const offered = await offeredProfiles(ctx.database.db, client.id);
  addRegistrationRuleErrors(errors, {
    acceptedTerms: input.accept_terms,
    birthday: input.birthday_date,
    today: todayFor(ctx),
    ...toRuleSelections(input.agencies, chains),
    profile: { offered: offered.map((profile) => profile.id), chosen: input.user_profile },
  });
  if (rules.chainsRequired && chains.length === 0) errors.add('chains', 'store_required');
  await checkSelectionsExist(ctx.database.db, client.id, input.agencies, chains, errors);
  errors.throwIfAny();
  if (document === null) throw new Error('unreachable: a valid form has a document');

  const chosenProfile = offered.find((profile) => profile.id === input.user_profile);
  const { roles, status } = applyProfile(rules, chosenProfile);
  const username = input.username ?? document;
  const user = await insertAccount(ctx, {
    client,
    unique: { username, email: input.email.trim(), document, country: input.document_country },
    input,
    password: input.password,
    status,
    roles,
    profile: {
      nickname: input.nickname ?? null,
      storeNickname: input.store_nickname ?? null,
      gender: input.gender ?? null,
      registrationVariant: variant,
      registrationProfileId: chosenProfile?.id ?? null,
    },
    saveChoices: async (tx, userId) => {
      await saveAgencyChoices(tx, userId, input.agencies);
      await saveChainChoices(tx, userId, chains);
    },
  });
  return { id: user.id, username: user.username, status: user.status };
}

/**
 * A pre-registration (login config `user_pre_register`): an account awaiting approval, without a password and
 * without organisation choices, which its owner activates later through first access. Same personal rules as
 * a registration, plus terms and age.
 */
export async function preRegister(
  ctx: AccountContext,
  input: PreRegistrationRequest,
  client: ClientRow,
): Promise<RegistrationResponse> {
  const errors = new FieldErrors().checkTextLimits(input);
  const document = addPersonalErrors(errors, input);
  if (!input.accept_terms) errors.add('accept_terms', 'terms_not_accepted');
  const today = todayFor(ctx);
  if (!isBirthdayBeforeToday(input.birthday_date, today)) errors.add('birthday_date', 'invalid_birthday');
  else if (!isAdult(input.birthday_date, today)) errors.add('birthday_date', 'underage');
  errors.throwIfAny();
  if (document === null) throw new Error('unreachable: a valid form has a document');

  const user = await insertAccount(ctx, {
    client,
    unique: { username: document, email: input.email.trim(), document, country: input.document_country },
    input,
    password: null,
    status: 'awaiting_approval',
    roles: [],
    profile: { registrationVariant: 'pre_register' },
  });
  return { id: user.id, username: user.username, status: user.status };
}

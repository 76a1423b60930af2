import type { AccountStatus } from '@campus/core/rules';
import type { PreRegistrationRequest } from '@campus/core/schemas';
import { profiles, userClients, users } from '../db/schema';
import type { ClientRow, UserRow } from '../db/schema';
import type { CampusTransaction } from '../db/database';
import { withTransaction } from '../db/transaction';
import { hashSecret } from '../security/password-hash';
import type { UserRole } from '../security/roles';
import type { AccountContext } from './account-context';
import { assertUnique, countryAndLanguage, insertUnique } from './account-uniqueness';
import type { UniqueAccountValues } from './account-uniqueness';

/** The personal fields every account form has (registration and pre-registration alike). */
type PersonalInput = Pick<
  PreRegistrationRequest,
  'name' | 'last_name' | 'phone_mobile' | 'birthday_date' | 'country' | 'language'
>;

/** A checked account form, ready to be written. */
export interface NewAccount {
  readonly client: ClientRow;
  readonly unique: UniqueAccountValues;
  readonly input: PersonalInput;
  /** Null for a pre-registration, whose owner chooses a password at first access. */
  readonly password: string | null;
  readonly status: AccountStatus;
  readonly roles: readonly UserRole[];
  /** The profile columns that differ between the forms. */
  readonly profile: Pick<
    typeof profiles.$inferInsert,
    'nickname' | 'storeNickname' | 'gender' | 'registrationVariant' | 'registrationProfileId'
  >;
  /** Writes the organisation choices in the account's transaction. */
  readonly saveChoices?: (tx: CampusTransaction, userId: number) => Promise<void>;
}

/**
 * Writes a new account once its form is valid: document, e-mail and username uniqueness first (409, also when
 * a concurrent registration wins the race), then one transaction with the user, the profile, the choices and
 * the membership of the client, so a refused write leaves nothing half-registered.
 */
export async function insertAccount(ctx: AccountContext, account: NewAccount): Promise<UserRow> {
  const { client, unique, input } = account;
  const db = ctx.database.db;
  await assertUnique(db, unique);
  // Hashed only once the account is known to be new: scrypt is deliberately slow.
  const passwordHash = account.password === null ? null : await hashSecret(account.password);
  const { countryId, languageId } = await countryAndLanguage(db, input.country, input.language);
  const now = ctx.now();
  return insertUnique(db, unique, () =>
    withTransaction(db, async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          username: unique.username,
          email: unique.email,
          document: unique.document,
          documentCountry: unique.country,
          passwordHash,
          fullName: `${input.name.trim()} ${input.last_name.trim()}`,
          status: account.status,
          roles: [...account.roles],
          selectedClientId: client.id,
          selectedCountryId: countryId,
          selectedLanguageId: languageId ?? client.defaultLanguageId,
          acceptTermsAndConditions: true,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('the user was not inserted');
      await tx.insert(profiles).values({
        userId: row.id,
        name: input.name.trim(),
        lastName: input.last_name.trim(),
        phoneMobile: input.phone_mobile ?? null,
        birthdayDate: input.birthday_date,
        ...account.profile,
        createdAt: now,
        updatedAt: now,
      });
      await account.saveChoices?.(tx, row.id);
      await tx.insert(userClients).values({ userId: row.id, clientId: client.id });
      return row;
    }),
  );
}

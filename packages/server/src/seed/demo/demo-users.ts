import { cpfCheckDigits } from '@campus/core/rules';
import { eq } from 'drizzle-orm';
import type { CampusTransaction } from '../../db/database';
import { countries, userClients, users } from '../../db/schema';
import type { ClientRow, UserRow } from '../../db/schema';
import { DEMO_PASSWORD } from '../../security/demo-password';
import { hashSecret } from '../../security/password-hash';
import type { UserRole } from '../../security/roles';

/** One demo account (all share {@link DEMO_PASSWORD}). */
export interface DemoUser {
  readonly username: DemoUsername;
  readonly fullName: string;
  readonly roles: readonly UserRole[];
  readonly isSuperuser: boolean;
  /** First nine CPF digits; the check digits are computed, so documents are valid. */
  readonly cpfBody: string;
}

/** The demo usernames, as the README lists them. */
export const DEMO_USERNAMES = [
  'learner',
  'agent',
  'owner',
  'moderator',
  'instructor',
  'auditor',
  'admin',
  'respondent',
  'attendee',
  'chile',
  'commuter',
  'traveller',
  'downloader',
  'backpacker',
] as const;

/** A demo username. */
export type DemoUsername = (typeof DEMO_USERNAMES)[number];

/**
 * The demo accounts: a learner, two programme roles, the staff roles of spec §6, and a learner with a mandatory survey
 * to answer before the home (src/seed/demo/demo-surveys.ts), whom no other demo flow uses.
 */
export const DEMO_USERS: readonly DemoUser[] = [
  { username: 'learner', fullName: 'Ana Souza', roles: [], isSuperuser: false, cpfBody: '529982247' },
  { username: 'agent', fullName: 'Bruno Lima', roles: ['seller'], isSuperuser: false, cpfBody: '111444777' },
  { username: 'owner', fullName: 'Carla Mendes', roles: ['store_owner'], isSuperuser: false, cpfBody: '390533447' },
  { username: 'moderator', fullName: 'Diego Rocha', roles: ['moderator'], isSuperuser: false, cpfBody: '248438034' },
  {
    username: 'instructor',
    fullName: 'Elisa Martins',
    roles: ['instructor'],
    isSuperuser: false,
    cpfBody: '714602380',
  },
  { username: 'auditor', fullName: 'Fábio Costa', roles: ['auditor'], isSuperuser: false, cpfBody: '853513468' },
  {
    username: 'admin',
    fullName: 'Gabriela Alves',
    roles: ['programme_admin', 'platform_admin'],
    isSuperuser: true,
    cpfBody: '026358270',
  },
  { username: 'respondent', fullName: 'Helena Dias', roles: [], isSuperuser: false, cpfBody: '318046559' },
  // Enrolled in the instructor's live class and in-person event (src/seed/demo/demo-instructors.ts), for their test only.
  { username: 'attendee', fullName: 'Igor Nunes', roles: [], isSuperuser: false, cpfBody: '463181830' },
  // Enrolled in the SENCE course (src/seed/demo/demo-sence.ts), for the SENCE browser test only.
  { username: 'chile', fullName: 'Julia Rojas', roles: [], isSuperuser: false, cpfBody: '604915862' },
  // Learners who go offline in the player (progress kept on the device and sent later), for tests/e2e/site-offline-progress.spec.ts only.
  { username: 'commuter', fullName: 'Karina Prado', roles: [], isSuperuser: false, cpfBody: '187326549' },
  { username: 'traveller', fullName: 'Lucas Moreira', roles: [], isSuperuser: false, cpfBody: '275930418' },
  // Learners who download activities and play them offline, for tests/e2e/site-offline-downloads.spec.ts only.
  { username: 'downloader', fullName: 'Mariana Teles', roles: [], isSuperuser: false, cpfBody: '392817465' },
  { username: 'backpacker', fullName: 'Nelson Prates', roles: [], isSuperuser: false, cpfBody: '506183729' },
];

/** The demo CPF of a user: nine digits plus their check digits. */
export function demoDocument(user: DemoUser): string {
  return `${user.cpfBody}${cpfCheckDigits(user.cpfBody)}`;
}

/**
 * Inserts the demo users (approved, Brazilian, pt-BR, terms accepted, member of the demo client).
 * @returns the rows by username, for content steps that need owners, enrolments or sales.
 */
export async function seedDemoUsers(tx: CampusTransaction, client: ClientRow): Promise<Record<DemoUsername, UserRow>> {
  const [brazil] = await tx.select().from(countries).where(eq(countries.code, 'BRA'));
  // One hash for all: they share a published password, so a salt each would protect nothing, and sixteen scrypt
  // hashes were most of a demo seed's time (every seeded test database, every reference API start).
  const passwordHash = await hashSecret(DEMO_PASSWORD);
  const rows = await tx
    .insert(users)
    .values(
      DEMO_USERS.map((user) => ({
        username: user.username,
        email: `${user.username}@campus.example`,
        document: demoDocument(user),
        documentCountry: 'BRA' as const,
        passwordHash,
        fullName: user.fullName,
        status: 'approved' as const,
        isSuperuser: user.isSuperuser,
        roles: [...user.roles],
        selectedClientId: client.id,
        selectedCountryId: brazil?.id ?? null,
        selectedLanguageId: 1,
        acceptTermsAndConditions: true,
        acceptCookiesPolicy: true,
      })),
    )
    .returning();
  await tx.insert(userClients).values(rows.map((row) => ({ userId: row.id, clientId: client.id })));
  return Object.fromEntries(rows.map((row) => [row.username, row])) as Record<DemoUsername, UserRow>;
}

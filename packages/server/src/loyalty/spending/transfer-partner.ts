import { cpfCheckDigits } from '@campus/core/rules';

/*
 * The partner construction programme that receives transferred points (spec §1 "points from training can be
 * transferred to an external construction-industry loyalty programme", §5 Points transfer). The server talks
 * to it through this adapter: in development and tests an in-process programme with documented registrations
 * (below); a deployment plugs in its HTTP client with the same contract (transfer-partner.contract.test.ts
 * runs against any adapter).
 */

/** A registration in the partner programme, found by document. */
export interface PartnerRegistration {
  /** Digits only. */
  readonly document: string;
  readonly active: boolean;
  /** The partner role: `seller`, `cashier`, `store_owner` may receive points (core's `TRANSFER_ROLES`). */
  readonly role: string;
}

/** A credit of points in the partner programme. */
export interface PartnerCredit {
  readonly document: string;
  readonly points: number;
  /**
   * Our reference (`campus-transfer-<id>`): the partner credits a reference once, so a retry after a lost
   * answer never credits twice.
   */
  readonly reference: string;
  /** Last day the points can be redeemed there (12 months, spec §9). */
  readonly redeemBy: string;
}

/** The partner programme as the transfer needs it. */
export interface PartnerProgramme {
  /** The registration of a document, or null when the document is not registered. */
  findRegistration(document: string): Promise<PartnerRegistration | null>;
  /**
   * Credits points; idempotent by `reference` (the same reference answers the first credit's partner
   * reference). Throws {@link PartnerUnavailableError} when the partner cannot be reached or refuses.
   */
  credit(credit: PartnerCredit): Promise<{ readonly partnerReference: string }>;
}

/** The partner programme did not answer or refused the credit (the transfer is rolled back: 503). */
export class PartnerUnavailableError extends Error {
  override readonly name = 'PartnerUnavailableError';
}

const cpf = (body: string) => `${body}${cpfCheckDigits(body)}`;

/**
 * Registrations of the development partner (docs/loyalty.md "Transfers" lists them for testers): one per
 * outcome, plus the demo agent's and owner's own documents as active registrations.
 */
export const DEVELOPMENT_PARTNER_REGISTRATIONS: readonly PartnerRegistration[] = [
  { document: cpf('123456789'), active: true, role: 'seller' },
  { document: cpf('987654321'), active: true, role: 'cashier' },
  { document: cpf('111222333'), active: true, role: 'store_owner' },
  { document: cpf('444555666'), active: false, role: 'seller' },
  { document: cpf('777888999'), active: true, role: 'painter' },
  { document: cpf('111444777'), active: true, role: 'seller' },
  { document: cpf('390533447'), active: true, role: 'store_owner' },
];

/** The in-process partner, with what it was credited (for tests and the development console). */
export interface DevelopmentPartner extends PartnerProgramme {
  /** Credits received, in order, once per reference. */
  credits(): readonly (PartnerCredit & { readonly partnerReference: string })[];
}

/**
 * An in-process partner programme holding `registrations`: credits are kept in memory, once per reference.
 * @example const partner = createDevelopmentPartner(); await partner.findRegistration('12345678909')
 */
export function createDevelopmentPartner(
  registrations: readonly PartnerRegistration[] = DEVELOPMENT_PARTNER_REGISTRATIONS,
): DevelopmentPartner {
  const byDocument = new Map(registrations.map((registration) => [registration.document, registration]));
  const credited = new Map<string, PartnerCredit & { partnerReference: string }>();
  return {
    async findRegistration(document) {
      return byDocument.get(document) ?? null;
    },
    async credit(credit) {
      const earlier = credited.get(credit.reference);
      if (earlier) return { partnerReference: earlier.partnerReference };
      const registration = byDocument.get(credit.document);
      if (!registration?.active) throw new PartnerUnavailableError('no active registration for the document');
      if (!Number.isSafeInteger(credit.points) || credit.points <= 0) throw new PartnerUnavailableError('bad points');
      const partnerReference = `DEV-${String(credited.size + 1).padStart(8, '0')}`;
      credited.set(credit.reference, { ...credit, partnerReference });
      return { partnerReference };
    },
    credits: () => [...credited.values()],
  };
}

const partners = new WeakMap<object, PartnerProgramme>();

/** What identifies an app across Fastify's plugin scopes: its database, decorated once at the root. */
interface AppWithDatabase {
  readonly database: object;
}

/** Sets the partner programme an app transfers to (tests and deployments; the default is the development one). */
export function setPartnerProgramme(app: AppWithDatabase, partner: PartnerProgramme): void {
  partners.set(app.database, partner);
}

/** The partner programme of an app: the one set, else a development partner of its own. */
export function partnerProgrammeOf(app: AppWithDatabase): PartnerProgramme {
  let partner = partners.get(app.database);
  if (!partner) {
    partner = createDevelopmentPartner();
    partners.set(app.database, partner);
  }
  return partner;
}

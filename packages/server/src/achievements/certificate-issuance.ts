import { randomBytes } from 'node:crypto';
import { CERTIFICATE_CODE_RANDOM_BYTES, certificateCodeFromBytes } from '@campus/core/rules';
import type { CertificateTrainingType } from '@campus/core/schemas';
import { and, eq } from 'drizzle-orm';
import type { CampusTransaction } from '../db/database';
import { certificates, catalogueItems, users } from '../db/schema';
import type { CertificateRow } from '../db/schema';

/** A new verification code: 60 bits from the system's secure random source, in core's Crockford form. */
export function newCertificateCode(): string {
  return certificateCodeFromBytes(randomBytes(CERTIFICATE_CODE_RANDOM_BYTES));
}

/** What {@link issueCertificate} did. */
export interface IssuedCertificate {
  readonly certificate: CertificateRow;
  /** False when the learner already had this training's certificate (it is answered unchanged). */
  readonly created: boolean;
}

/** Draws for a code before giving up: a clash of 60 random bits is already a one-in-10^17 event. */
const CODE_DRAWS = 3;

/**
 * Issues the learner's certificate of a training, once: a second call (a later progress report of a finished
 * course, two reports racing on PostgreSQL) finds the first and changes nothing. The learner's name, the
 * training's title and workload are copied as they are now. The caller has decided that the training is finished
 * and not blocked; this only writes.
 * @returns null when the user or the training does not exist.
 */
export async function issueCertificate(
  tx: CampusTransaction,
  userId: number,
  itemId: number,
  trainingType: CertificateTrainingType,
): Promise<IssuedCertificate | null> {
  const existing = await findCertificate(tx, userId, itemId);
  if (existing) return { certificate: existing, created: false };
  const [facts] = await tx
    .select({
      clientId: catalogueItems.clientId,
      title: catalogueItems.title,
      workloadMinutes: catalogueItems.workloadMinutes,
      learnerName: users.fullName,
      username: users.username,
    })
    .from(catalogueItems)
    .innerJoin(users, eq(users.id, userId))
    .where(eq(catalogueItems.id, itemId));
  if (!facts) return null;
  for (let draw = 0; draw < CODE_DRAWS; draw += 1) {
    // No conflict target: a learner's second certificate of the training and a code clash are both skipped here,
    // and told apart below by looking for the learner's certificate.
    const [inserted] = await tx
      .insert(certificates)
      .values({
        code: newCertificateCode(),
        userId,
        clientId: facts.clientId,
        itemId,
        trainingType,
        learnerName: facts.learnerName.trim() || facts.username,
        trainingTitle: facts.title,
        workloadMinutes: facts.workloadMinutes,
      })
      .onConflictDoNothing()
      .returning();
    if (inserted) return { certificate: inserted, created: true };
    const raced = await findCertificate(tx, userId, itemId);
    if (raced) return { certificate: raced, created: false };
  }
  throw new Error(`no free certificate code after ${CODE_DRAWS} draws`);
}

/** The learner's certificate of a training, if issued. */
export async function findCertificate(
  tx: CampusTransaction,
  userId: number,
  itemId: number,
): Promise<CertificateRow | undefined> {
  const [row] = await tx
    .select()
    .from(certificates)
    .where(and(eq(certificates.userId, userId), eq(certificates.itemId, itemId)));
  return row;
}

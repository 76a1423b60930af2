import { formatCertificateCode } from '@campus/core/rules';
import type { Certificate, CertificateVerification } from '@campus/core/schemas';
import { and, desc, eq } from 'drizzle-orm';
import type { CampusDb } from '../db/database';
import { certificates } from '../db/schema';
import type { CertificateRow } from '../db/schema';
import { ApiError } from '../http/api-error';
import { productToday } from '../shared/product-time';

/** A certificate on the wire (`certificateSchema`). */
export function toCertificateWire(row: CertificateRow): Certificate {
  return {
    id: row.id,
    training_type: row.trainingType,
    training_id: row.itemId,
    training_title: row.trainingTitle,
    workload_minutes: row.workloadMinutes,
    issued_at: row.issuedAt.toISOString(),
    code: formatCertificateCode(row.code),
  };
}

/** The learner's certificates of trainings of the client, newest first. */
export async function listCertificates(db: CampusDb, userId: number, clientId: number): Promise<Certificate[]> {
  const rows = await db
    .select()
    .from(certificates)
    .where(and(eq(certificates.userId, userId), eq(certificates.clientId, clientId)))
    .orderBy(desc(certificates.issuedAt), desc(certificates.id));
  return rows.map(toCertificateWire);
}

/**
 * One of the learner's certificates in the client.
 * @throws 404 `not_found_or_forbidden` for another person's, another client's or an unknown certificate alike.
 */
export async function findOwnCertificate(
  db: CampusDb,
  userId: number,
  clientId: number,
  id: number,
): Promise<CertificateRow> {
  const [row] = await db
    .select()
    .from(certificates)
    .where(and(eq(certificates.id, id), eq(certificates.userId, userId), eq(certificates.clientId, clientId)));
  if (!row) throw new ApiError(404, 'not_found_or_forbidden');
  return row;
}

/**
 * Whether a code (already normalized by core's `normalizeCertificateCode`) is a genuine certificate's: then only
 * the learner's name, the training's title and the day of issue, nothing else about the person.
 */
export async function verifyCertificateCode(db: CampusDb, code: string): Promise<CertificateVerification> {
  const [row] = await db
    .select({
      learnerName: certificates.learnerName,
      trainingTitle: certificates.trainingTitle,
      issuedAt: certificates.issuedAt,
    })
    .from(certificates)
    .where(eq(certificates.code, code));
  if (!row) return { genuine: false };
  return {
    genuine: true,
    learner_name: row.learnerName,
    training_title: row.trainingTitle,
    issued_on: productToday(row.issuedAt),
  };
}

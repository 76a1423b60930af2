import { testDocumentSchema } from '@campus/core/schemas';
import type { TestDocument } from '@campus/core/schemas';
import { and, eq } from 'drizzle-orm';
import type { CampusDb, CampusTransaction } from '../db/database';
import { activityDocuments } from '../db/schema';
import { ApiError } from '../http/api-error';

/**
 * The test document of an activity, as imported (answers included: never send it as is). Parsed again with core's
 * schema so its defaults apply to documents stored before a default was added.
 * @throws ApiError 404 `test_not_found` when the activity has no test document
 */
export async function readTestDocument(db: CampusDb | CampusTransaction, activityId: number): Promise<TestDocument> {
  const [row] = await db
    .select({ document: activityDocuments.document })
    .from(activityDocuments)
    .where(and(eq(activityDocuments.activityId, activityId), eq(activityDocuments.kind, 'test')));
  if (!row) throw new ApiError(404, 'test_not_found');
  return testDocumentSchema.parse(row.document);
}

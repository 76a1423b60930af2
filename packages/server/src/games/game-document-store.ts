import { GAME_DOCUMENT_SCHEMAS, isGameType } from '@campus/core/schemas';
import type { TypedGameDocument } from '@campus/core/schemas';
import { and, eq } from 'drizzle-orm';
import type { CampusDb, CampusTransaction } from '../db/database';
import { activityDocuments } from '../db/schema';
import { ApiError } from '../http/api-error';

/**
 * The game document of an activity with its type, as imported (solutions included: never send it as is). Parsed
 * again with core's schema of the activity's type so its defaults apply to documents stored before a default was
 * added.
 * @throws ApiError 404 `game_not_found` when the activity is not a game or has no game document
 */
export async function readGameDocument(
  db: CampusDb | CampusTransaction,
  activity: { readonly id: number; readonly type: string },
): Promise<TypedGameDocument> {
  const { type } = activity;
  if (!isGameType(type)) throw new ApiError(404, 'game_not_found');
  const [row] = await db
    .select({ document: activityDocuments.document })
    .from(activityDocuments)
    .where(and(eq(activityDocuments.activityId, activity.id), eq(activityDocuments.kind, 'game')));
  if (!row) throw new ApiError(404, 'game_not_found');
  // The schema is the type's: TypeScript cannot pair the two members of the union, the parse does.
  return { type, document: GAME_DOCUMENT_SCHEMAS[type].parse(row.document) } as TypedGameDocument;
}

import type { Locale } from '@campus/core';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { CampusDb } from '../../db/database';
import { memberMessages } from '../../db/schema';
import type { MemberMessageRow } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { memberMessageText } from '../../i18n/member-message-texts';
import { readPage } from '../../shared/pagination';
import type { PageRequest } from '../../shared/pagination';

/** A message on the wire, its text in `locale`. */
function toWire(row: MemberMessageRow, locale: Locale) {
  return {
    id: row.id,
    kind: row.kind,
    text: memberMessageText(row.kind, row.params, locale),
    params: row.params,
    read_at: row.readAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** `GET /api/messages/` filters: a page, and optionally only unread ones. */
export interface MessagesQuery extends PageRequest {
  readonly unread?: 'true' | 'false' | undefined;
}

/** One page of the user's internal messages, newest first, in `locale`. */
export async function listMessages(
  db: CampusDb,
  userId: number,
  locale: Locale,
  requestUrl: string,
  query: MessagesQuery,
) {
  const where = and(
    eq(memberMessages.userId, userId),
    query.unread === 'true' ? isNull(memberMessages.readAt) : undefined,
  );
  return readPage(
    requestUrl,
    query,
    db.select({ value: count() }).from(memberMessages).where(where),
    async ({ limit, offset }) => {
      const rows = await db
        .select()
        .from(memberMessages)
        .where(where)
        .orderBy(desc(memberMessages.createdAt), desc(memberMessages.id))
        .limit(limit)
        .offset(offset);
      return rows.map((row) => toWire(row, locale));
    },
  );
}

/**
 * Marks one of the user's messages read (again: the first reading time stays).
 * @throws 404 `not_found_or_forbidden` for another user's or an unknown message
 */
export async function markMessageRead(db: CampusDb, userId: number, messageId: number, locale: Locale) {
  const mine = and(eq(memberMessages.id, messageId), eq(memberMessages.userId, userId));
  await db
    .update(memberMessages)
    .set({ readAt: new Date() })
    .where(and(mine, isNull(memberMessages.readAt)));
  const [row] = await db.select().from(memberMessages).where(mine);
  if (!row) throw new ApiError(404, 'not_found_or_forbidden');
  return toWire(row, locale);
}

import type { Forum, ForumList, ForumReply, ForumTopicSummary } from '@campus/core/schemas';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { catalogueItems, forumReplies, forumReports, forumTopics, forums, users } from '../db/schema';
import type { ForumRow } from '../db/schema';
import { ApiError } from '../http/api-error';
import { readPage } from '../shared/pagination';
import type { Page, PageRequest } from '../shared/pagination';
import type { ForumScope } from './forum-scope';
import {
  forumItem,
  forumTitle,
  replyCount,
  replyReportedBy,
  replyWire,
  topicReportedBy,
  topicSummary,
  readVisibleTopic,
  visibleTopic,
} from './forum-wire';
import type { ForumDb } from './forum-wire';
import { localizedName } from '../shared/localized-name';
import { translatedColumn } from '../shared/translated-text';

/** A forum row with its item and the caller's counts, on the wire. */
function forumWire(
  row: {
    forum: ForumRow;
    itemId: number | null;
    itemType: string | null;
    itemTitle: string | null;
    topicCount: number;
    lastActivityAt: Date | string | null;
  },
  scope: ForumScope,
): Forum {
  const item =
    row.itemId === null || row.itemType === null || row.itemTitle === null
      ? null
      : { id: row.itemId, type: row.itemType, title: row.itemTitle };
  return {
    id: row.forum.id,
    title: forumTitle(row.forum, scope.locale),
    description: localizedName(row.forum.descriptions, scope.locale),
    item: forumItem(item),
    topic_count: Number(row.topicCount),
    last_activity_at: row.lastActivityAt === null ? null : new Date(row.lastActivityAt).toISOString(),
  };
}

/** The forums of the caller's client (only a course's or trail's with `itemId`), in their order. */
async function readForums(db: ForumDb, scope: ForumScope, where: { itemId?: number; forumId?: number }) {
  const visible = visibleTopic(scope);
  return db
    .select({
      forum: forums,
      itemId: catalogueItems.id,
      itemType: catalogueItems.type,
      itemTitle: sql<
        string | null
      >`${translatedColumn(catalogueItems.translations, scope.locale, 'title', catalogueItems.title)}`,
      topicCount: sql<number>`(select count(*)::int from ${forumTopics} where ${forumTopics.forumId} = ${forums.id}
        and ${visible})`,
      lastActivityAt: sql<Date | null>`(select max(${forumTopics.lastActivityAt}) from ${forumTopics}
        where ${forumTopics.forumId} = ${forums.id} and ${visible})`,
    })
    .from(forums)
    .leftJoin(catalogueItems, eq(catalogueItems.id, forums.itemId))
    .where(
      and(
        eq(forums.clientId, scope.clientId),
        where.itemId === undefined ? undefined : eq(forums.itemId, where.itemId),
        where.forumId === undefined ? undefined : eq(forums.id, where.forumId),
      ),
    )
    .orderBy(asc(forums.position), asc(forums.id));
}

/** `GET /api/forums/`: the client's forums, whether the caller moderates them, and the open reports for moderators. */
export async function listForums(db: ForumDb, scope: ForumScope, itemId: number | undefined): Promise<ForumList> {
  const rows = await readForums(db, scope, itemId === undefined ? {} : { itemId });
  let openReports = 0;
  if (scope.isModerator) {
    const [open] = await db
      .select({ value: count() })
      .from(forumReports)
      .where(and(eq(forumReports.clientId, scope.clientId), eq(forumReports.status, 'open')));
    openReports = open?.value ?? 0;
  }
  return {
    can_moderate: scope.isModerator,
    open_reports: openReports,
    results: rows.map((row) => forumWire(row, scope)),
  };
}

/** `GET /api/forums/{id}/`: one forum of the caller's client, or 404 `forum_not_found`. */
export async function readForum(db: ForumDb, scope: ForumScope, forumId: number): Promise<Forum> {
  const [row] = await readForums(db, scope, { forumId });
  if (!row) throw new ApiError(404, 'forum_not_found');
  return forumWire(row, scope);
}

/** Checks the forum belongs to the caller's client (404 `forum_not_found`). */
export async function assertForum(db: ForumDb, scope: ForumScope, forumId: number): Promise<void> {
  const [row] = await db
    .select({ id: forums.id })
    .from(forums)
    .where(and(eq(forums.id, forumId), eq(forums.clientId, scope.clientId)));
  if (!row) throw new ApiError(404, 'forum_not_found');
}

/** `GET /api/forums/{id}/topics/`: a page of the topics the caller sees, latest activity first. */
export async function listTopics(
  db: ForumDb,
  scope: ForumScope,
  forumId: number,
  requestUrl: string,
  page: PageRequest,
): Promise<Page<ForumTopicSummary>> {
  // The forum's client is checked in the page's own query; an empty page then tells apart an empty forum from one
  // the caller may not see (404), a query only that case needs.
  const ofClient = and(eq(forums.id, forumTopics.forumId), eq(forums.clientId, scope.clientId));
  const where = and(eq(forumTopics.forumId, forumId), visibleTopic(scope));
  const answer = await readPage(
    requestUrl,
    page,
    db.select({ value: count() }).from(forumTopics).innerJoin(forums, ofClient).where(where),
    async ({ limit, offset }) => {
      const rows = await db
        .select({
          topic: forumTopics,
          authorName: users.fullName,
          replyCount,
          reportedByMe: topicReportedBy(scope.userId),
        })
        .from(forumTopics)
        .innerJoin(forums, ofClient)
        .innerJoin(users, eq(users.id, forumTopics.authorId))
        .where(where)
        .orderBy(desc(forumTopics.lastActivityAt), desc(forumTopics.id))
        .limit(limit)
        .offset(offset);
      return rows.map((row) => topicSummary(row, scope));
    },
  );
  if (answer.results.length === 0) await assertForum(db, scope, forumId);
  return answer;
}

/** `GET /api/forum-topics/{id}/replies/`: a page of a visible topic's replies, oldest first (every place kept). */
export async function listReplies(
  db: ForumDb,
  scope: ForumScope,
  topicId: number,
  requestUrl: string,
  page: PageRequest,
): Promise<Page<ForumReply>> {
  await readVisibleTopic(db, scope, topicId);
  const where = eq(forumReplies.topicId, topicId);
  return readPage(
    requestUrl,
    page,
    db.select({ value: count() }).from(forumReplies).where(where),
    async ({ limit, offset }) => {
      const rows = await db
        .select({ reply: forumReplies, authorName: users.fullName, reportedByMe: replyReportedBy(scope.userId) })
        .from(forumReplies)
        .innerJoin(users, eq(users.id, forumReplies.authorId))
        .where(where)
        .orderBy(asc(forumReplies.createdAt), asc(forumReplies.id))
        .limit(limit)
        .offset(offset);
      return rows.map((row) => replyWire(row, scope));
    },
  );
}

import type { Locale } from '@campus/core';
import type { FeedEntry } from '@campus/core/schemas';
import { TRAINING_DONE_STATUSES } from '@campus/core/rules';
import { sql } from 'drizzle-orm';
import type { CampusDb } from '../db/database';
import { executeRows } from '../db/execute-rows';
import type { LocalizedNames } from '../db/schema';
import { localizedName } from '../shared/localized-name';
import { readPage } from '../shared/pagination';
import type { Page, PageRequest } from '../shared/pagination';

/*
 * The activity feed (issue 25; docs/server.md "Activity feed"): what a person did in a client, newest first, read
 * from the tables that already record it, one SELECT per source merged by a UNION ALL and paged in SQL:
 * - training_started / training_finished: the person's state in a training (catalogue_user_states, at its last
 *   change: the state does not keep when it started, so a finished training shows once, as finished);
 * - certificate_issued, badge_earned: certificates and user_badges;
 * - sale_reported and, once audited, sale_approved / sale_rejected: sales of the client's campaigns;
 * - reward_redeemed: reward orders; event_check_in: event attendances.
 * Nothing is written for the feed.
 */

/** Catalogue types that are trainings (what a person starts and finishes). */
const TRAINING_TYPES = sql.raw(
  ['online_course', 'trail', 'presential_course', 'webinar', 'live_class'].map((type) => `'${type}'`).join(', '),
);
const DONE = sql.raw(TRAINING_DONE_STATUSES.map((status) => `'${status}'`).join(', '));

interface FeedRow extends Record<string, unknown> {
  id: string;
  kind: string;
  occurred_at: Date | string;
  source_id: number | null;
  title: string | null;
  names: LocalizedNames | string | null;
  training_type: string | null;
  invoice_number: string | null;
  points: number | string | null;
  quantity: number | null;
  reason: string | null;
}

/** Every feed row of a person in a client, as one SQL union (`id, kind, occurred_at, source_id, …`). */
function feedUnion(userId: number, clientId: number) {
  return sql`
    select 'training:' || cus.item_id as id,
           case when cus.status in (${DONE}) then 'training_finished' else 'training_started' end as kind,
           cus.updated_at as occurred_at, cus.item_id as source_id, ci.title, null::jsonb as names,
           ci.type as training_type, null::text as invoice_number, null::int as points, null::int as quantity,
           null::text as reason
      from catalogue_user_states cus join catalogue_items ci on ci.id = cus.item_id
     where cus.user_id = ${userId} and ci.client_id = ${clientId} and ci.type in (${TRAINING_TYPES})
       and cus.status <> 'not_started'
    union all
    select 'certificate:' || c.id, 'certificate_issued', c.issued_at, c.id, c.training_title, null, c.training_type,
           null, null, null, null
      from certificates c
     where c.user_id = ${userId} and c.client_id = ${clientId}
    union all
    select 'badge:' || b.id, 'badge_earned', ub.earned_at, b.id, null, b.names, null, null, null, null, null
      from user_badges ub join badges b on b.id = ub.badge_id
     where ub.user_id = ${userId} and b.client_id = ${clientId}
    union all
    select 'sale:' || s.id, 'sale_reported', s.created_at, s.id, null, null, null, s.invoice_number, s.total_points,
           null, null
      from sales s join campaigns cp on cp.id = s.campaign_id
     where s.user_id = ${userId} and cp.client_id = ${clientId}
    union all
    select 'sale-audit:' || s.id, 'sale_' || s.status, s.audited_at, s.id, null, null, null, s.invoice_number,
           s.total_points, null, s.rejection_reason
      from sales s join campaigns cp on cp.id = s.campaign_id
     where s.user_id = ${userId} and cp.client_id = ${clientId} and s.audited_at is not null
       and s.status in ('approved', 'rejected')
    union all
    select 'order:' || o.id, 'reward_redeemed', o.created_at, o.id, null, r.names, null, null, o.total_points,
           o.quantity, null
      from reward_orders o join rewards r on r.id = o.reward_id
     where o.user_id = ${userId} and r.client_id = ${clientId}
    union all
    select 'check-in:' || ea.id, 'event_check_in', ea.created_at, ea.event_id, e.title, null, null, null, ea.points,
           null, null
      from event_attendances ea join loyalty_events e on e.id = ea.event_id
     where ea.user_id = ${userId} and e.client_id = ${clientId}`;
}

function toEntry(row: FeedRow, locale: Locale): FeedEntry {
  const names = typeof row.names === 'string' ? (JSON.parse(row.names) as LocalizedNames) : row.names;
  const params: FeedEntry['params'] = {};
  const title = names ? localizedName(names, locale) : row.title;
  if (title !== null) params['title'] = title;
  if (row.training_type !== null) params['training_type'] = row.training_type;
  if (row.invoice_number !== null) params['invoice_number'] = row.invoice_number;
  if (row.points !== null) params['points'] = Number(row.points);
  if (row.quantity !== null) params['quantity'] = Number(row.quantity);
  if (row.reason !== null) params['reason'] = row.reason;
  return {
    id: row.id,
    kind: row.kind,
    occurred_at: new Date(row.occurred_at).toISOString(),
    source_id: row.source_id === null ? null : Number(row.source_id),
    params,
  };
}

/** One page of a person's activity feed in a client, newest first, titles in `locale`. */
export async function readFeed(
  db: CampusDb,
  input: { readonly userId: number; readonly clientId: number; readonly locale: Locale },
  requestUrl: string,
  page: PageRequest,
): Promise<Page<FeedEntry>> {
  const union = feedUnion(input.userId, input.clientId);
  return readPage(
    requestUrl,
    page,
    () => executeRows<{ value: number }>(db, sql`select count(*)::int as value from (${union}) feed`),
    async ({ limit, offset }) => {
      const rows = await executeRows<FeedRow>(
        db,
        sql`select * from (${union}) feed order by occurred_at desc, id desc limit ${limit} offset ${offset}`,
      );
      return rows.map((row) => toEntry(row, input.locale));
    },
  );
}

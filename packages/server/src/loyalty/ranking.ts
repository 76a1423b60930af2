import type { RankingEntry, rankingQuerySchema } from '@campus/core/schemas';
import type { Level } from '@campus/core/rules';
import { and, eq, sql } from 'drizzle-orm';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { CampusDb } from '../db/database';
import { executeRows } from '../db/execute-rows';
import { campaigns } from '../db/schema';
import { ApiError } from '../http/api-error';
import { clientArea } from '../realtime/areas';
import type { RealtimeBroker } from '../realtime/broker';
import { activeCampaignId } from './campaign-lookup';
import type { LoyaltyContext } from './request-context';

/*
 * The programme ranking (issue 6: `GET /api/ranking/?campaign=&area=`): members ordered by the experience
 * points they earned in the campaign (`member_campaign_levels.level_points`, kept by the earning side as sales,
 * photos and check-ins are credited and audits take points back), with their level. Members with equal points
 * share a position. Blocked members are left out.
 */

/** A ranking area parsed from the query (`client`, `state:SP`, `retailer:3`, `store:7`). */
export type RankingArea =
  | { readonly kind: 'client' }
  | { readonly kind: 'state'; readonly state: string }
  | { readonly kind: 'retailer'; readonly id: number }
  | { readonly kind: 'store'; readonly id: number };

/** Parses an area as core's `rankingAreaSchema` accepts it. */
export function parseRankingArea(area: string): RankingArea {
  const [kind, value = ''] = area.split(':');
  if (kind === 'state') return { kind, state: value.toUpperCase() };
  if (kind === 'retailer' || kind === 'store') return { kind, id: Number(value) };
  return { kind: 'client' };
}

function areaCondition(area: RankingArea): SQL {
  switch (area.kind) {
    case 'client':
      return sql`true`;
    case 'store':
      return sql`exists (select 1 from user_stores us where us.user_id = u.id and us.store_id = ${area.id})`;
    case 'retailer':
      return sql`exists (select 1 from user_stores us join stores s on s.id = us.store_id
                         where us.user_id = u.id and s.chain_id = ${area.id})`;
    case 'state':
      return sql`exists (select 1 from user_stores us join stores s on s.id = us.store_id
                         where us.user_id = u.id and upper(s.state) = ${area.state})`;
  }
}

interface RankingRow extends Record<string, unknown> {
  campaign_id: number;
  user_id: number;
  full_name: string;
  level: Level;
  points: number;
  position: number | string;
}

function toEntry(row: RankingRow): RankingEntry {
  return {
    position: Number(row.position),
    user: { id: row.user_id, full_name: row.full_name },
    points: Number(row.points),
    level: row.level,
  };
}

/**
 * The top `limit` of a campaign's ranking in an area, and the caller's own line (null when not ranked).
 * @param input.campaign a subquery that selects the campaign's id (chosen inside the ranking's query)
 * @returns with the campaign's id, or null when nobody is ranked (the subquery's campaign is then unknown)
 */
export async function readRanking(
  db: CampusDb,
  input: {
    readonly campaign: SQLWrapper;
    readonly area: RankingArea;
    readonly limit: number;
    readonly userId: number;
  },
): Promise<{ campaignId: number | null; results: RankingEntry[]; me: RankingEntry | null }> {
  const rows = await executeRows<RankingRow>(
    db,
    sql`with ranked as (
          select m.campaign_id, u.id as user_id, u.full_name, m.level, m.level_points as points,
                 rank() over (order by m.level_points desc) as position
          from member_campaign_levels m
          join users u on u.id = m.user_id
          where m.campaign_id = ${input.campaign} and u.status = 'approved' and ${areaCondition(input.area)}
        )
        (select * from ranked order by position, user_id limit ${input.limit})
        union
        (select * from ranked where user_id = ${input.userId})
        order by position, user_id`,
  );
  const entries = rows.map(toEntry);
  const mine = rows.find((row) => Number(row.user_id) === input.userId);
  // The union holds the top rows and, when outside them, the caller's row, which sorts after all of them.
  const campaignId = rows[0] === undefined ? null : Number(rows[0].campaign_id);
  return { campaignId, results: entries.slice(0, input.limit), me: mine ? toEntry(mine) : null };
}

/**
 * The ranking a member asked for (`GET /api/ranking/`): of the given campaign of the member's client, else of
 * the active one, in the area asked for, with the realtime area that announces its changes.
 * @throws 404 `no_active_campaign` (none given, none active), `not_found_or_forbidden` (another client's)
 */
export async function readMemberRanking(
  db: CampusDb,
  context: LoyaltyContext,
  query: z.output<typeof rankingQuerySchema>,
) {
  const campaign =
    query.campaign === undefined
      ? activeCampaignId(db, context.clientId, context.today)
      : db
          .select({ id: campaigns.id })
          .from(campaigns)
          .where(and(eq(campaigns.id, query.campaign), eq(campaigns.clientId, context.clientId)));
  // One round trip when anyone is ranked: the campaign is chosen inside the ranking's query. Only an empty ranking
  // runs the campaign's query on its own, to tell an empty campaign from a missing one.
  const ranking = await readRanking(db, {
    campaign,
    area: parseRankingArea(query.area),
    limit: query.limit,
    userId: context.userId,
  });
  const campaignId = ranking.campaignId ?? (await campaign)[0]?.id;
  if (campaignId === undefined)
    throw new ApiError(404, query.campaign === undefined ? 'no_active_campaign' : 'not_found_or_forbidden');
  const { results, me } = ranking;
  return { campaign_id: campaignId, area: query.area, realtime_area: clientArea(context.clientId), results, me };
}

/** What changed in a ranking: the campaign whose points moved and whose. */
export interface RankingChange {
  readonly clientId: number;
  /** The campaign the points count in, or null (points outside any campaign move no ranking). */
  readonly campaignId: number | null;
  readonly userIds: readonly number[];
  /** Why (`sale`, `store_photo`, `event_attendance`, `audit` …), for listeners that show it. */
  readonly reason: string;
}

/**
 * Announces a ranking change on the realtime channel: a `ranking` event in the client's area
 * (`client:<id>`), which every signed-in member of the client hears. Call it after the transaction that
 * changed the points committed (never inside it: a rolled-back change must not be announced). The earning
 * side calls it after sales, photos and audits; check-ins call it here. A failed publish is logged, never
 * thrown: the points are committed either way and the next change or a reload shows them.
 */
export function publishRankingChange(
  realtime: Pick<RealtimeBroker, 'publish'>,
  change: RankingChange,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<void> {
  if (change.campaignId === null) return Promise.resolve();
  return realtime
    .publish(clientArea(change.clientId), {
      kind: 'points',
      campaign_id: change.campaignId,
      user_ids: [...change.userIds],
      reason: change.reason,
    })
    .then(
      () => undefined,
      (error: unknown) => log?.warn({ err: error }, 'ranking: realtime publish failed'),
    );
}

import type { TrainingRankingBasis, TrainingRankingEntry, TrainingRankingResponse } from '@campus/core/schemas';
import { TRAINING_DONE_STATUSES } from '@campus/core/rules';
import { eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { CampusDb } from '../db/database';
import { executeRows } from '../db/execute-rows';
import { clients } from '../db/schema';
import { ApiError } from '../http/api-error';
import { trainingRankingArea } from '../shared/training-ranking-change';

/*
 * The training ranking (issue 25; docs/server.md "Training ranking"): every approved learner of a client, ranked
 * - by score (`group_training_use_score` on): the sum, over the client's tests, of the learner's best submitted
 *   score (0–100 per test; retries improve it, never add to it);
 * - otherwise by completed trainings: the client's trainings (online courses, trails, presential courses,
 *   webinars, live classes) in a done status (finished, improved).
 * Learners with nothing yet rank with 0. Equal values share a position. Areas are the loyalty ranking's
 * (`client`, `state:<UF>`, `retailer:<id>`, `store:<id>`, through the learner's stores).
 */

const TRAINING_TYPES = sql.raw(
  ['online_course', 'trail', 'presential_course', 'webinar', 'live_class'].map((type) => `'${type}'`).join(', '),
);
const DONE = sql.raw(TRAINING_DONE_STATUSES.map((status) => `'${status}'`).join(', '));

/** The condition an area puts on `u` (the learner), as the loyalty ranking's areas. */
function areaCondition(area: string): SQL {
  const [kind, value = ''] = area.split(':');
  switch (kind) {
    case 'store':
      return sql`exists (select 1 from user_stores us where us.user_id = u.id and us.store_id = ${Number(value)})`;
    case 'retailer':
      return sql`exists (select 1 from user_stores us join stores s on s.id = us.store_id
                         where us.user_id = u.id and s.chain_id = ${Number(value)})`;
    case 'state':
      return sql`exists (select 1 from user_stores us join stores s on s.id = us.store_id
                         where us.user_id = u.id and upper(s.state) = ${value.toUpperCase()})`;
    default:
      return sql`true`;
  }
}

/** A learner's value by score: the sum over the client's tests of their best submitted score. */
function scoreOf(clientId: number): SQL {
  return sql`(select coalesce(sum(best.score), 0) from (
                select max(ta.score) as score from test_attempts ta
                  join catalogue_items ci on ci.id = ta.course_id
                 where ta.user_id = u.id and ci.client_id = ${clientId} and ta.score is not null
                 group by ta.activity_id) best)`;
}

/** A learner's value by completion: the client's trainings they finished. */
function completedOf(clientId: number): SQL {
  return sql`(select count(*) from catalogue_user_states cus join catalogue_items ci on ci.id = cus.item_id
               where cus.user_id = u.id and ci.client_id = ${clientId} and ci.type in (${TRAINING_TYPES})
                 and cus.status in (${DONE}))`;
}

interface Row extends Record<string, unknown> {
  by_score: boolean;
  user_id: number;
  full_name: string;
  value: number | string;
  position: number | string;
}

function toEntry(row: Row): TrainingRankingEntry {
  return {
    position: Number(row.position),
    user: { id: Number(row.user_id), full_name: row.full_name },
    value: Number(row.value),
  };
}

/**
 * The training ranking a learner asked for: the top `limit` of the area and the caller's own line.
 * @throws 403 `forbidden` when the client's `has_ranking` is off
 */
export async function readTrainingRanking(
  db: CampusDb,
  input: { readonly clientId: number; readonly userId: number; readonly area: string; readonly limit: number },
): Promise<TrainingRankingResponse> {
  // The client's settings are read inside the ranking's query (one round trip); a ranking without rows reads them
  // on their own, to tell a client without the ranking (403) from an area with nobody in it.
  const rows = await executeRows<Row>(
    db,
    sql`with settings as (
          select coalesce(params->'flags'->'has_ranking' = 'true'::jsonb, false) as ranking_on,
                 coalesce(params->'group_training_use_score' = 'true'::jsonb, false) as by_score
            from clients where id = ${input.clientId}
        ), learners as (
          select u.id as user_id, u.full_name,
                 case when s.by_score then ${scoreOf(input.clientId)} else ${completedOf(input.clientId)} end as value,
                 s.by_score
            from users u join user_clients uc on uc.user_id = u.id and uc.client_id = ${input.clientId}
            join settings s on s.ranking_on
           where u.status = 'approved' and ${areaCondition(input.area)}
        ), ranked as (
          select by_score, user_id, full_name, value, rank() over (order by value desc) as position from learners
        )
        (select * from ranked order by position, user_id limit ${input.limit})
        union
        (select * from ranked where user_id = ${input.userId})
        order by position, user_id`,
  );
  let byScore = rows[0]?.by_score;
  if (byScore === undefined) {
    const [client] = await db.select({ params: clients.params }).from(clients).where(eq(clients.id, input.clientId));
    if (client?.params.flags['has_ranking'] !== true) throw new ApiError(403, 'forbidden');
    byScore = client.params.group_training_use_score === true;
  }
  const basis: TrainingRankingBasis = byScore ? 'score' : 'completed';
  const mine = rows.find((row) => Number(row.user_id) === input.userId);
  return {
    basis,
    area: input.area,
    realtime_area: trainingRankingArea(input.clientId),
    results: rows.slice(0, input.limit).map(toEntry),
    me: mine ? toEntry(mine) : null,
  };
}

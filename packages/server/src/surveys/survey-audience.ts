import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { CampusDb, CampusTransaction } from '../db/database';
import { surveyInvitees, surveyResponses, surveys, users } from '../db/schema';

/*
 * Who a survey is for (its "permissions", spec §6; docs/server.md "Surveys") and which are open, as SQL
 * conditions shared by the list, the detail and the session flag, so the three never disagree.
 */

/**
 * The survey is for the person: it names no role and no invitee (everyone of its client), or the person holds one
 * of its `audience_roles`, or is one of its invitees.
 */
export function surveyIsFor(userId: number): SQL {
  const invited = sql`exists (select 1 from ${surveyInvitees} where ${surveyInvitees.surveyId} = ${surveys.id} and ${surveyInvitees.userId} = ${userId})`;
  const anyInvitee = sql`exists (select 1 from ${surveyInvitees} where ${surveyInvitees.surveyId} = ${surveys.id})`;
  const roles = sql`(select ${users.roles} from ${users} where ${users.id} = ${userId})`;
  return sql`((cardinality(${surveys.audienceRoles}) = 0 and not ${anyInvitee}) or ${surveys.audienceRoles} && ${roles} or ${invited})`;
}

/** The survey is published and open at `now` (core's `surveyStatus`: the start included, the end excluded). */
export function surveyIsOpen(now: Date): SQL {
  return and(
    eq(surveys.published, true),
    lte(surveys.beginAt, now),
    or(isNull(surveys.endAt), gt(surveys.endAt, now)),
  ) as SQL;
}

/**
 * The next instant after `now` at which one of the client's published surveys opens or closes (null: none will):
 * until then, which of them are open does not change with time alone.
 */
export async function nextSurveyOpeningOrClosing(
  db: CampusDb | CampusTransaction,
  clientId: number,
  now: Date,
): Promise<Date | null> {
  const [row] = await db
    .select({
      next: sql<
        Date | string | null
      >`min(case when ${surveys.beginAt} > ${now} then ${surveys.beginAt} else ${surveys.endAt} end)`,
    })
    .from(surveys)
    .where(
      and(
        eq(surveys.clientId, clientId),
        eq(surveys.published, true),
        or(gt(surveys.beginAt, now), gt(surveys.endAt, now)),
      ),
    );
  return row?.next == null ? null : new Date(row.next);
}

/** The person has not answered the survey. */
export function surveyNotAnsweredBy(userId: number): SQL {
  return sql`not exists (select 1 from ${surveyResponses} where ${surveyResponses.surveyId} = ${surveys.id} and ${surveyResponses.userId} = ${userId})`;
}

/**
 * The session's `has_mandatory_surveys` (spec §3): whether a published, open, mandatory survey of the client is
 * for the person and not answered by them yet.
 */
export async function hasMandatorySurveys(
  db: CampusDb | CampusTransaction,
  userId: number,
  clientId: number | null,
  now: Date = new Date(),
): Promise<boolean> {
  if (clientId === null) return false;
  const [row] = await db
    .select({ id: surveys.id })
    .from(surveys)
    .where(
      and(
        eq(surveys.clientId, clientId),
        eq(surveys.mandatory, true),
        surveyIsOpen(now),
        surveyIsFor(userId),
        surveyNotAnsweredBy(userId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

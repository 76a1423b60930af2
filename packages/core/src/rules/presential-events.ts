import type { PresentialClassStatus } from './statuses.js';

/** What an in-person class's status lets a learner do (spec §4 In-person classes). */
export interface PresentialStatusRules {
  /** The learner may enrol now. */
  readonly canEnrol: boolean;
  /** An enrolled learner may open the activities. */
  readonly canOpenActivities: boolean;
  /** The class has happened and its results (presence) are, or will be, given. */
  readonly hasResults: boolean;
  /** The learner's check-in at the event is open. */
  readonly checkInOpen: boolean;
}

const RULES: Readonly<Record<PresentialClassStatus, PresentialStatusRules>> = {
  // Enrolment is open before the class; a pre-scheduled class takes enrolments though its date may still move.
  scheduled: { canEnrol: true, canOpenActivities: false, hasResults: false, checkInOpen: false },
  pre_scheduled: { canEnrol: true, canOpenActivities: false, hasResults: false, checkInOpen: false },
  // Once it runs, the enrolled follow it: activities open, presence is taken (check-in); no new enrolments.
  in_progress: { canEnrol: false, canOpenActivities: true, hasResults: false, checkInOpen: true },
  live: { canEnrol: false, canOpenActivities: true, hasResults: false, checkInOpen: true },
  intermission: { canEnrol: false, canOpenActivities: true, hasResults: false, checkInOpen: true },
  // After it, the instructor publishes the results: awaiting them, then finished with them.
  awaiting_results: { canEnrol: false, canOpenActivities: true, hasResults: true, checkInOpen: false },
  finished: { canEnrol: false, canOpenActivities: true, hasResults: true, checkInOpen: false },
  canceled: { canEnrol: false, canOpenActivities: false, hasResults: false, checkInOpen: false },
  // Only the invited take part: an invitation enrols them, nobody enrols on their own.
  invited_only: { canEnrol: false, canOpenActivities: true, hasResults: false, checkInOpen: false },
};

/**
 * What an in-person class's status allows the learner (spec §4 In-person classes): enrol (scheduled and
 * pre-scheduled only), open the activities once enrolled (from in progress on, not when canceled, and for the
 * invited), check in (while it runs), and see results (awaiting results, finished). Used by the catalogue's
 * widget to offer the actions and by the server to refuse them.
 * @example presentialStatusRules('scheduled').canEnrol // true
 */
export function presentialStatusRules(status: PresentialClassStatus): PresentialStatusRules {
  return RULES[status];
}

/** Why an enrolment in an in-person course is refused (spec §8 Events and enrolment), or null. */
export type PresentialEnrolmentRefusal =
  'enrolment_closed' | 'already_enrolled_in_catalog' | 'already_certified_event_type' | null;

/** What the enrolment refusal needs to know about the learner and the course. */
export interface PresentialEnrolmentFacts {
  readonly status: PresentialClassStatus;
  /** The learner is enrolled or certified in another course (event) of the same presential catalogue. */
  readonly enrolledOrCertifiedInCatalog: boolean;
  /** The learner already holds a certificate for this course's event type (its category, or the course itself). */
  readonly certifiedForEventType: boolean;
}

/**
 * Why a learner may not enrol in an in-person course, or null when they may (spec §8): the status closes
 * enrolment (`enrolment_closed`), one course per presential catalogue ('Já inscrito ou certificado em um evento
 * deste catálogo', `already_enrolled_in_catalog`), one certificate per event type (`already_certified_event_type`).
 * The server answers the code with 409 (the status: 422).
 * @example presentialEnrolmentRefusal({ status: 'scheduled', enrolledOrCertifiedInCatalog: true, certifiedForEventType: false }) // 'already_enrolled_in_catalog'
 */
export function presentialEnrolmentRefusal(facts: PresentialEnrolmentFacts): PresentialEnrolmentRefusal {
  if (!presentialStatusRules(facts.status).canEnrol) return 'enrolment_closed';
  if (facts.enrolledOrCertifiedInCatalog) return 'already_enrolled_in_catalog';
  if (facts.certifiedForEventType) return 'already_certified_event_type';
  return null;
}

/** A learner's presence at a class as the learner sees it. */
export type PresenceResult = 'present' | 'absent' | 'pending';

/**
 * The learner's presence result: a validated presence is 'present' at once; otherwise 'pending' until the
 * instructor publishes the results (a class awaiting results shows no absence), then 'absent'.
 * @example presenceResult({ resultsPublished: true, present: null }) // 'absent'
 */
export function presenceResult(facts: {
  readonly resultsPublished: boolean;
  readonly present: boolean | null;
}): PresenceResult {
  if (facts.present === true) return 'present';
  return facts.resultsPublished ? 'absent' : 'pending';
}

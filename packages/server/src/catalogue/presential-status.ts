import { PRESENTIAL_CLASS_STATUSES } from '@campus/core/rules';
import type { PresentialClassStatus } from '@campus/core/rules';

/**
 * A presential course's status of spec §4 (In-person classes) from its stored `catalogue_items.status`: a course
 * without one (or with a value of no §4 status) reads as `scheduled`, as its detail shows it. Enrolment, the opening
 * of its activities (core's `presentialStatusRules`) and the wire all read it through here.
 */
export function presentialStatusOf(value: string | null): PresentialClassStatus {
  return value !== null && (PRESENTIAL_CLASS_STATUSES as readonly string[]).includes(value)
    ? (value as PresentialClassStatus)
    : 'scheduled';
}

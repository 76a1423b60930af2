/**
 * Reward order statuses, in their normal order.
 * @see SPECIFICATION §3 Reward order, §4 Other statuses
 */
export const ORDER_STATUSES = ['awaiting_approval', 'approved', 'shipped', 'delivered', 'reproved'] as const;

/** A reward order status. */
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Statuses an order may move to from each status (an order is audited, then shipped, then delivered). */
const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  awaiting_approval: ['approved', 'reproved'],
  approved: ['shipped'],
  shipped: ['delivered'],
  delivered: [],
  reproved: [],
};

/**
 * The statuses an order may move to next: awaiting approval → approved or reproved (the audit);
 * approved → shipped; shipped → delivered; delivered and reproved are final.
 * @see SPECIFICATION §4 Other statuses, §4 Loyalty levels (redemption pending audit)
 * @example nextOrderStatuses('awaiting_approval') // ['approved', 'reproved']
 */
export function nextOrderStatuses(status: OrderStatus): readonly OrderStatus[] {
  return ORDER_TRANSITIONS[status];
}

/**
 * Account statuses; a blocked user loses access to the programme.
 * @see SPECIFICATION §4 Other statuses, §6
 */
export const ACCOUNT_STATUSES = ['awaiting_approval', 'approved', 'blocked'] as const;

/** An account status. */
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/**
 * A learner's status in a course (enrolment is a separate yes/no).
 * @see SPECIFICATION §4 Courses
 */
export const COURSE_STATUSES = [
  'not_started',
  'in_progress',
  'finished',
  'blocked',
  'reproved',
  'restarted',
  'improved',
] as const;

/** A course status. */
export type CourseStatus = (typeof COURSE_STATUSES)[number];

/**
 * Live class statuses (subscription is a separate yes/no).
 * @see SPECIFICATION §4 Live classes
 */
export const LIVE_CLASS_STATUSES = ['opened', 'closed', 'offline', 'finished', 'no_vacancy'] as const;

/** A live class status. */
export type LiveClassStatus = (typeof LIVE_CLASS_STATUSES)[number];

/**
 * In-person class statuses.
 * @see SPECIFICATION §4 In-person classes
 */
export const PRESENTIAL_CLASS_STATUSES = [
  'scheduled',
  'pre_scheduled',
  'in_progress',
  'live',
  'finished',
  'canceled',
  'awaiting_results',
  'intermission',
  'invited_only',
] as const;

/** An in-person class status. */
export type PresentialClassStatus = (typeof PRESENTIAL_CLASS_STATUSES)[number];

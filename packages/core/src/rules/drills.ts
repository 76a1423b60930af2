/** What the drill rules read of a pending mandatory drill (core's `PendingDrill`). */
export interface DrillPlace {
  readonly course_id: number;
  readonly hierarchy_order: number;
  readonly overdue: boolean;
}

/** The site's course page of a drill, where the learner enrols or starts it. */
export const drillCoursePath = (drill: Pick<DrillPlace, 'course_id'>): string => `/online-courses/${drill.course_id}`;

/** The player's route of a drill. */
export const drillActivityPath = (drill: Pick<DrillPlace, 'course_id' | 'hierarchy_order'>): string =>
  `/courses/${drill.course_id}/activities/${drill.hierarchy_order}`;

/**
 * Where the site leads a learner with an overdue mandatory drill (session flag `has_close_banner_drills` false):
 * the first overdue drill's course page, unless they are already on that course's page or in its player (they may
 * take any of its activities on the way: a drill may need the course's material), or on a page that must stay
 * reachable (`allowed`: sign-out, the profile, institutional pages). `null` when nothing is overdue.
 * @example drillGatePath('/home', [{ course_id: 7, hierarchy_order: 3, overdue: true }]) // '/online-courses/7'
 */
export function drillGatePath(
  pathname: string,
  drills: readonly DrillPlace[],
  allowed: (pathname: string) => boolean = () => false,
): string | null {
  const overdue = drills.find((drill) => drill.overdue);
  if (overdue === undefined || allowed(pathname)) return null;
  const course = drillCoursePath(overdue);
  const player = `/courses/${overdue.course_id}/activities/`;
  const path = pathname.replace(/\/+$/, '');
  if (path === course || pathname.startsWith(player)) return null;
  return course;
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withAccess } from '../http/declare-access';
import { roleAccess, SIGNED_IN_ACCESS } from '../shared/access';
import { instructorRoutes } from './instructor-routes';
import { presentialEventRoutes } from './presential-event-routes';

export { isInstructorOf, requireInstructorOf } from './instructor-access';
export type { ClassTarget } from './instructor-access';
export { markPresenceFromCheckIn } from './class-writes';

/**
 * Instructors and in-person events (issue 26; docs/server.md "Instructors"): the instructors' classes, attendance,
 * presence and authorisations for the `instructor` role (and only their own classes, else 404), and a learner's
 * in-person event for anyone signed in.
 */
export const instructorDomainRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(withAccess(roleAccess('instructor'), instructorRoutes));
  await app.register(withAccess(SIGNED_IN_ACCESS, presentialEventRoutes));
};

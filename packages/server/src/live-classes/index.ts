import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withAccess } from '../http/declare-access';
import { roleAccess, SIGNED_IN_ACCESS } from '../shared/access';
import { calendarRoutes } from './calendar-routes';
import { transmissionMoveRoutes, transmissionReadRoutes } from './transmission-routes';

/**
 * Live transmissions and calendar export (issue 26; docs/server.md "Live classes"): the transmission of a live class
 * or webinar and its calendar (and a presential course's) for anyone signed in; moving a transmission for the
 * class's instructors and staff (each route also checks the class is theirs).
 */
export const liveClassRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(withAccess(SIGNED_IN_ACCESS, transmissionReadRoutes, calendarRoutes));
  await app.register(withAccess(roleAccess('instructor', 'programme_admin', 'platform_admin'), transmissionMoveRoutes));
};

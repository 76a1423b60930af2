import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withAccess } from '../http/declare-access';
import { PUBLIC_ACCESS, SIGNED_IN_ACCESS } from '../shared/access';
import { badgeRoutes } from './badge-routes';
import { certificateRoutes } from './certificate-routes';
import { trailCertificateRoutes } from './trail-certificate-routes';
import { verificationRoutes } from './verification-routes';

/**
 * Certificates and badges (issue 21, docs/server.md "Certificates and badges"): the caller's certificates, their
 * PDFs and the trail certificate of SPECIFICATION §7, and the client's badges, signed in; the verification of a
 * certificate's code, public. Issuing and awarding happen where courses finish and points are posted
 * (`onCourseStateUpdated`, `awardPointsBadges`), not here.
 */
export const achievementRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(withAccess(SIGNED_IN_ACCESS, certificateRoutes, trailCertificateRoutes, badgeRoutes));
  await app.register(withAccess(PUBLIC_ACCESS, verificationRoutes));
};

export { awardBadges, awardPointsBadges } from './badge-awards';
export { issueCertificate } from './certificate-issuance';
export { issueTrailCertificateIfFinished, onCourseStateUpdated } from './training-finished';

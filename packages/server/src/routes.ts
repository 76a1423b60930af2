import type { CampusApp } from './http/campus-app';
import { accountRoutes } from './accounts';
import { achievementRoutes } from './achievements';
import { assessmentRoutes } from './assessments';
import { forumDomainRoutes } from './forum';
import { gameRoutes } from './games';
import { podcastRoutes } from './podcasts';
import { reactionRoutes } from './reactions';
import { activityLaunchRoutes } from './activities/content-origin';
import { scormCloudRoutes } from './activities/scorm-cloud';
import { activityImportRoutes } from './activities/import';
import { activityProgressRoutes } from './activities/progress';
import { activityRuntimeRoutes } from './activities/runtime';
import { authRoutes } from './auth';
import { catalogueRoutes } from './catalogue';
import { loyaltyRoutes } from './loyalty';
import { platformRoutes } from './platform';
import { systemRoutes } from './system';
import { profileFeedRoutes } from './profile-feed';
import { trainingRankingDomain } from './training-ranking';
import { surveyDomain } from './surveys';
import { senceDomain } from './sence';
import { instructorDomainRoutes } from './instructors';
import { liveClassRoutes } from './live-classes';

/**
 * Every domain plugin of the API, one folder each (docs/server.md "Layout"): each declares its audiences once
 * (`declareAccess`) and registers its routes on core's path table. A new domain adds one line here.
 */
export async function registerRoutes(app: CampusApp): Promise<void> {
  await app.register(systemRoutes);
  // First: decorates `app.realtime`, which every domain publishes with.
  await app.register(authRoutes);
  await app.register(accountRoutes);
  await app.register(platformRoutes);
  await app.register(catalogueRoutes);
  await app.register(activityRuntimeRoutes);
  await app.register(activityProgressRoutes);
  await app.register(activityImportRoutes);
  await app.register(activityLaunchRoutes);
  await app.register(scormCloudRoutes);
  await app.register(loyaltyRoutes);
  await app.register(achievementRoutes);
  await app.register(assessmentRoutes);
  await app.register(gameRoutes);
  await app.register(forumDomainRoutes);
  await app.register(podcastRoutes);
  await app.register(reactionRoutes);
  await app.register(profileFeedRoutes);
  await app.register(trainingRankingDomain);
  await app.register(surveyDomain);
  await app.register(senceDomain);
  await app.register(instructorDomainRoutes);
  await app.register(liveClassRoutes);
}

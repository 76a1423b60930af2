/**
 * The Drizzle schema: one file per area, all re-exported here. drizzle-kit reads this file to generate
 * migrations (`npm run db:generate -w @campus/server`); the app passes it to `drizzle()` for typed queries.
 * To add an area: create `src/db/schema/<area>.ts`, export its tables here, run `db:generate`, commit the SQL.
 */
export { clients } from './clients';
export type { ClientParamsDocument, ClientRow, NewClientRow } from './clients';
export { countries } from './countries';
export type { CountryRow } from './countries';
export { languages } from './languages';
export type { LanguageRow } from './languages';
export { userClients } from './user-clients';
export type { UserClientRow } from './user-clients';
export { users } from './users';
export type { NewUserRow, UserRow } from './users';
export { accessTokens, realtimeTokens, refreshTokens, tokenFamilies } from './tokens';
export type { TokenFamilyRow } from './tokens';
export { rateLimitAttempts } from './rate-limit-attempts';
export { userIdentities } from './user-identities';
export type { UserIdentityRow } from './user-identities';
export { outboxMessages, MESSAGE_CHANNELS } from './outbox';
export type { MessageChannel, OutboxMessageRow } from './outbox';
export { profiles, REGISTRATION_VARIANTS } from './profiles';
export type { NewProfileRow, ProfileRow, RegistrationVariant } from './profiles';
export { verificationCodes, VERIFICATION_PURPOSES } from './verification-codes';
export type { VerificationCodeRow, VerificationPurpose } from './verification-codes';
export { agencies, brands, retailChains, stores, userAgencies, userBrands, userStores } from './organisations';
export type { AgencyRow, BrandRow, RetailChainRow, StoreRow } from './organisations';
export {
  campaigns,
  clientModuleItems,
  faqEntries,
  institutionalPages,
  registrationProfiles,
  siteListEntries,
  STORED_SITE_LISTS,
  welcomeBanners,
} from './content';
export type {
  CampaignRow,
  ClientModuleItemRow,
  ContentTranslations,
  FaqEntryRow,
  InstitutionalPageRow,
  LocalizedNames,
  NewSiteListEntryRow,
  RegistrationProfileRow,
  SiteListEntryRow,
  StoredSiteList,
  WelcomeBannerRow,
} from './content';
export {
  activityUserStates,
  catalogueItemChildren,
  catalogueItemLabels,
  catalogueItems,
  catalogueUserStates,
  courseActivities,
  ITEM_STATUSES,
  podcastEpisodes,
  podcastPlaylists,
  PRESENTIAL_EVENT_TYPES,
  presentialEvents,
} from './catalogue';
export type {
  ActivityUserStateRow,
  CatalogueItemDetails,
  CatalogueItemRow,
  CatalogueItemTextField,
  CatalogueUserStateRow,
  CourseActivityRow,
  NewCatalogueItemRow,
  PresentialEventRow,
  PresentialEventType,
} from './catalogue';
export { activityRuntimeData } from './activity-runtime';
export type { ActivityRuntimeDataRow } from './activity-runtime';
export { ACTIVITY_CONTENT_KINDS, activityContents } from './activity-content';
export type { ActivityContentKind, ActivityContentRow, StoredScormOrganization } from './activity-content';
export { activityProgress } from './activity-progress';
export type { ActivityProgressRow } from './activity-progress';
export {
  campaignPromotions,
  campaignStores,
  loyaltyProducts,
  photoTypes,
  storeLoyaltySettings,
} from './loyalty-catalogue';
export type { CampaignPromotionRow, LoyaltyProductRow, PhotoTypeRow } from './loyalty-catalogue';
export { UPLOAD_PURPOSES, uploadedFiles } from './loyalty-uploads';
export type { UploadedFileRow, UploadPurpose } from './loyalty-uploads';
export { SALE_STATUSES, saleLines, sales, storePhotos } from './loyalty-sales';
export type { SaleLineRow, SaleRow, SaleStatus, StorePhotoRow } from './loyalty-sales';
export {
  LEDGER_ENTRY_KINDS,
  LEDGER_SOURCE_TYPES,
  LEVEL_REQUEST_STATUSES,
  ledgerEntries,
  levelRequests,
  lotConsumptions,
  memberBlocks,
  memberCampaignLevels,
  memberMessages,
  pointAccounts,
  pointAdjustments,
  pointLots,
} from './loyalty-ledger';
export type {
  LedgerEntryKind,
  LedgerEntryRow,
  LedgerSourceType,
  LevelRequestRow,
  LevelRequestStatus,
  MemberCampaignLevelRow,
  MemberMessageRow,
  PointAccountRow,
  PointLotRow,
} from './loyalty-ledger';
export { rewardCategoryLimits, rewardOrders, rewardOrderStatusHistory, rewards } from './loyalty-rewards';
export type { RewardOrderRow, RewardRow } from './loyalty-rewards';
export { eventAttendances, loyaltyEvents } from './loyalty-events';
export type { EventAttendanceRow, LoyaltyEventRow } from './loyalty-events';
export { pointTransfers, transferDocuments } from './loyalty-transfers';
export type { PointTransferRow } from './loyalty-transfers';
export { IDEMPOTENCY_RETENTION_DAYS, idempotencyKeys } from './loyalty-idempotency';
export type { IdempotencyKeyRow } from './loyalty-idempotency';
export { badges, certificates, userBadges } from './achievements';
export type { BadgeRow, CertificateRow, UserBadgeRow } from './achievements';
export {
  ACTIVITY_DOCUMENT_KINDS,
  ATTEMPT_STATUSES,
  activityDocuments,
  reactionResponses,
  testAttempts,
} from './assessments';
export type {
  ActivityDocumentKind,
  ActivityDocumentRow,
  ReactionResponseRow,
  SavedAttemptAnswer,
  StoredAttemptStatus,
  TestAttemptRow,
} from './assessments';
export { GAME_ATTEMPT_STATUSES, gameAttempts } from './games';
export type { GameAttemptRow, GameAttemptStatus } from './games';
export { NEWS_BODY_MAX_LENGTH, newsBodies } from './news';
export type { NewsBodyRow } from './news';
export { learnerPlaylistEpisodes, learnerPlaylists, podcastListeningPositions } from './podcasts';
export type { LearnerPlaylistRow } from './podcasts';
export { surveyInvitees, surveyOptions, surveyQuestions, surveyResponses, surveys } from './surveys';
export type { SurveyOptionRow, SurveyQuestionRow, SurveyResponseRow, SurveyRow } from './surveys';
export { forumModerationActions, forumReplies, forumReports, forumTopics, forums } from './forum';
export type { ForumModerationActionRow, ForumReplyRow, ForumReportRow, ForumRow, ForumTopicRow } from './forum';
export {
  ATTENDANCE_SOURCES,
  classAttendances,
  classInstructors,
  INSTRUCTOR_ACTIONS,
  instructorActions,
  presentialEventCheckIns,
  presentialEventResults,
} from './instructors';
export type { AttendanceSource, ClassAttendanceRow, InstructorAction, InstructorActionRow } from './instructors';
export { classActivityAuthorizations } from './class-authorizations';
export type { ClassActivityAuthorizationRow } from './class-authorizations';
export { SENCE_SESSION_STATUS_VALUES, senceCourses, senceSessions } from './sence';
export type { SenceCourseRow, SenceSessionRow } from './sence';
export { liveTransmissions } from './live-transmissions';
export type { LiveTransmissionRow } from './live-transmissions';
export { clientAnswerVersions, userAnswerVersions } from './answer-versions';

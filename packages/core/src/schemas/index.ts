/**
 * Wire contract of the API (ARCHITECTURE §3): zod schemas of requests and answers, snake_case as on the
 * wire. Used by the API client to validate answers and, later, by the reference server to validate requests.
 */
export { apiErrorBodySchema, errorBodySchema, parseErrorBody, parseRefusalData } from './error-body.js';
export type { ApiErrorBody, RefusalData } from './error-body.js';
export type { ErrorBody } from './error-body.js';
export {
  passwordGrantRequestSchema,
  refreshGrantRequestSchema,
  tokenRequestSchema,
  tokenResponseSchema,
} from './token.js';
export type { PasswordGrantRequest, RefreshGrantRequest, TokenRequest, TokenResponse } from './token.js';
export { documentCountrySchema, documentFieldsSchema, documentShape, refineDocument } from './document.js';
export { alternativeLoginRequestSchema } from './alternative-login.js';
export type { AlternativeLoginRequest } from './alternative-login.js';
export {
  messageResponseSchema,
  recoverPasswordRequestSchema,
  recoverPasswordResponseSchema,
  recoverCodeChannelSchema,
  phoneNumberWithDocumentRequestSchema,
  phoneNumberWithDocumentResponseSchema,
  sendRecoverPasswordCodeRequestSchema,
  sendRecoverPasswordCodeResponseSchema,
  validateRecoverPasswordCodeRequestSchema,
  validateRecoverPasswordCodeResponseSchema,
} from './recover-password.js';
export type {
  MessageResponse,
  RecoverPasswordRequest,
  RecoverPasswordResponse,
  PhoneNumberWithDocumentRequest,
  PhoneNumberWithDocumentResponse,
  SendRecoverPasswordCodeRequest,
  SendRecoverPasswordCodeResponse,
  ValidateRecoverPasswordCodeRequest,
  ValidateRecoverPasswordCodeResponse,
} from './recover-password.js';
export { reloadUserTokensRequestSchema } from './reload-user-tokens.js';
export type { ReloadUserTokensRequest } from './reload-user-tokens.js';
export { trailCertificateRequestSchema } from './trail-certificate.js';
export type { TrailCertificateRequest } from './trail-certificate.js';
export {
  badgeRuleSchema,
  badgeSchema,
  badgesResponseSchema,
  CERTIFICATE_TRAINING_TYPES,
  certificateSchema,
  certificatesResponseSchema,
  certificateVerificationSchema,
} from './achievements.js';
export type {
  LearnerBadge,
  BadgesResponse,
  Certificate,
  CertificatesResponse,
  CertificateTrainingType,
  CertificateVerification,
} from './achievements.js';
export {
  MAX_QUESTION_OPTIONS,
  MAX_QUESTION_TEXT,
  MAX_TEST_QUESTIONS,
  MAX_TIME_TO_ANSWER,
  QUESTION_TYPES,
  questionFeedbackSchema,
  questionImageSchema,
  questionOptionSchema,
  reactionDocumentSchema,
  reactionQuestionSchema,
  supportMaterialSchema,
  testDocumentQuestionSchema,
  testDocumentSchema,
} from './test-document.js';
export type {
  QuestionType,
  ReactionDocument,
  ReactionQuestion,
  SupportMaterial,
  TestDocument,
  TestDocumentQuestion,
} from './test-document.js';
export {
  attemptResultSchema,
  pendingDrillSchema,
  pendingDrillsResponseSchema,
  questionAnswerSchema,
  questionReviewSchema,
  reactionAnswersBodySchema,
  reactionOverviewSchema,
  saveAnswerBodySchema,
  savedAnswerSchema,
  submitAttemptBodySchema,
  submitAttemptResponseSchema,
  testAttemptSchema,
  testOverviewSchema,
  testQuestionSchema,
} from './test-attempts.js';
export type {
  AttemptResult,
  PendingDrill,
  PendingDrillsResponse,
  QuestionAnswer,
  QuestionReview,
  ReactionAnswersBody,
  ReactionOverview,
  SavedAnswer,
  SubmitAttemptResponse,
  TestAttempt,
  TestOverview,
  TestQuestion,
} from './test-attempts.js';
export {
  GAME_DOCUMENT_SCHEMAS,
  GAME_TYPES,
  GAP_PATTERN,
  isGameType,
  MAX_ENIGMA_ANSWER,
  MAX_GAME_ITEMS,
  MAX_GAME_PASSAGE,
  MAX_GAME_TEXT,
  typedBlankSchema,
} from './game-document.js';
export type { GameDocument, GameDocumentOf, GameType, TypedGameDocument } from './game-document.js';
export {
  closedItemSchema,
  gameAnswerSchema,
  gameAttemptSchema,
  gameBoardSchema,
  gameFaceSchema,
  gameMoveBodySchema,
  gameMoveOutcomeSchema,
  gameMoveResponseSchema,
  gameOverviewSchema,
  gameProgressSchema,
  gameResultSchema,
  passageSegmentSchema,
} from './game-attempts.js';
export type {
  ClosedItem,
  GameAnswer,
  GameAttempt,
  GameBoard,
  GameFace,
  GameMoveBody,
  GameMoveOutcome,
  GameMoveResponse,
  GameOverview,
  GameProgress,
  GameResult,
  PassageSegment,
} from './game-attempts.js';
export {
  activityProgressParamsSchema,
  activityProgressReportSchema,
  activityProgressResultSchema,
  documentProgressSchema,
  htmlProgressSchema,
  MAX_REPORTED_INTERVALS,
  mediaProgressSchema,
  watchedIntervalSchema,
} from './activity-progress.js';
export type { ActivityProgressReport, ActivityProgressResult } from './activity-progress.js';
export { lateRecordShape, recordedAtSchema } from './late-record.js';
export {
  activityLaunchSchema,
  captionTrackSchema,
  SCORM_SEQUENCING_VOCABULARY,
  scormLaunchSchema,
  scormTocItemSchema,
} from './activity-launch.js';
export type { ActivityLaunch, CaptionTrack, ScormLaunch, ScormTocItem } from './activity-launch.js';
export { filesCompleteRequestSchema, filesCompleteResponseSchema } from './files-complete.js';
export type { FilesCompleteRequest, FilesCompleteResponse } from './files-complete.js';
export { itemIdSchema, downloadRequestSchema, offlineRecordSchema } from './offline-record.js';
export type { DownloadRequest, OfflineRecord } from './offline-record.js';
export { rankingEventDataSchema } from './ranking-event.js';
export type { RankingEventData } from './ranking-event.js';
export { meResponseSchema } from './me.js';
export type { MeResponse } from './me.js';
export {
  clientColorsSchema,
  clientParamsSchema,
  clientQuerySchema,
  languageSchema,
  layoutParamsSchema,
  loginConfigSchema,
  namedIdSchema,
  paramsResponseSchema,
  registerFieldSchema,
  registerParamsSchema,
  wireIdSchema,
} from './params.js';
export type { ClientParamsWire, ClientQuery, ParamsResponse } from './params.js';
export { listEntrySchema, siteListsResponseSchema } from './site-lists.js';
export type { ListEntryWire, SiteListsResponse } from './site-lists.js';
export {
  campaignSchema,
  campaignsResponseSchema,
  faqCategorySchema,
  faqQuerySchema,
  faqQuestionSchema,
  faqResponseSchema,
  institutionalPageSchema,
  moduleItemSchema,
  moduleItemsResponseSchema,
  pageSlugSchema,
  selectCampaignResponseSchema,
  welcomeBannerResponseSchema,
  welcomeBannerSchema,
} from './platform-content.js';
export type {
  CampaignsResponse,
  CampaignWire,
  FaqQuery,
  FaqResponse,
  InstitutionalPage,
  ModuleItemsResponse,
  WelcomeBannerResponse,
  WelcomeBannerWire,
} from './platform-content.js';
export {
  CATALOGUE_ITEM_TYPES,
  catalogueIdParamsSchema,
  catalogueIdSchema,
  catalogueItemSchema,
  catalogueLabelSchema,
  categoriesFilterSchema,
  courseActivitiesSchema,
  courseActivitySchema,
  contentListQuerySchema,
  idsFilterSchema,
  learningListQuerySchema,
  libraryFileSchema,
  libraryListQuerySchema,
  liveClassListQuerySchema,
  liveClassSchema,
  newsDetailSchema,
  newsSchema,
  onlineCourseSchema,
  paginatedSchema,
  paginationQuerySchema,
  podcastDetailSchema,
  podcastEpisodeSchema,
  podcastPlaylistSchema,
  podcastSchema,
  podcastSearchParamsSchema,
  presentialCatalogDetailSchema,
  presentialCatalogSchema,
  presentialCourseDetailSchema,
  presentialCourseSchema,
  presentialEventSchema,
  presentialListQuerySchema,
  searchTextSchema,
  trailDetailSchema,
  trailSchema,
  webinarDetailSchema,
  webinarListQuerySchema,
  webinarSchema,
  liveClassDetailSchema,
} from './catalogue.js';
export type {
  CatalogueItem,
  CatalogueItemType,
  CategoryChoice,
  ContentListQuery,
  CourseActivities,
  CourseActivity,
  LearningListQuery,
  LibraryFile,
  LibraryListQuery,
  LiveClass,
  LiveClassListQuery,
  News,
  NewsDetail,
  OnlineCourse,
  Paginated,
  Podcast,
  PodcastDetail,
  PodcastEpisode,
  PodcastPlaylist,
  PresentialCatalog,
  PresentialCatalogDetail,
  PresentialCourse,
  PresentialCourseDetail,
  WebinarDetail,
  LiveClassDetail,
  PresentialEvent,
  PresentialListQuery,
  Trail,
  TrailDetail,
  Webinar,
  WebinarListQuery,
} from './catalogue.js';
export {
  GENDER_CODES,
  MARITAL_STATUS_CODES,
  PHONE_TYPES,
  acceptCookiesRequestSchema,
  accountFlagsSchema,
  addressInputSchema,
  addressSchema,
  agencySelectionSchema,
  chainSelectionSchema,
  changePasswordRequestSchema,
  completeRegisterRequestSchema,
  countryCodeSchema,
  deleteAccountRequestSchema,
  fieldErrorsSchema,
  firstAccessRequestSchema,
  passwordLinkSchema,
  phoneTypeSchema,
  preRegistrationRequestSchema,
  profileSchema,
  profileUpdateRequestSchema,
  registrationOptionsSchema,
  registrationRequestSchema,
  registrationResponseSchema,
  sendPhoneCodeRequestSchema,
  sendPhoneCodeResponseSchema,
  setPasswordRequestSchema,
  usernameSchema,
  verifyPhoneCodeRequestSchema,
  verifyPhoneCodeResponseSchema,
} from './account.js';
export type {
  AccountFlags,
  ChangePasswordRequest,
  CompleteRegisterRequest,
  FirstAccessRequest,
  PasswordLink,
  PhoneType,
  PreRegistrationRequest,
  Profile,
  ProfileUpdateRequest,
  RegistrationOptions,
  RegistrationRequest,
  RegistrationResponse,
  SendPhoneCodeResponse,
  SetPasswordRequest,
} from './account.js';
export {
  SALE_STATUSES,
  levelWireSchema,
  loyaltyProductSchema,
  loyaltyProductsResponseSchema,
  loyaltyStoreSchema,
  loyaltyStoresResponseSchema,
  photoCreatedSchema,
  photoFormSchema,
  photoLimitsQuerySchema,
  photoLimitsResponseSchema,
  photoTypeSchema,
  photoTypesResponseSchema,
  saleCreatedSchema,
  saleFormSchema,
  saleProductsSchema,
  saleSchema,
} from './loyalty-earning.js';
export type {
  LoyaltyProduct,
  LoyaltyProductsResponse,
  LoyaltyStore,
  LoyaltyStoresResponse,
  PhotoCreated,
  PhotoLimits,
  PhotoTypesResponse,
  SaleCreated,
  SaleForm,
  SaleProducts,
  SaleStatusWire,
  SaleWire,
} from './loyalty-earning.js';
export {
  LEDGER_ENTRY_KINDS,
  LEDGER_SOURCE_TYPES,
  levelDefinitionSchema,
  levelsResponseSchema,
  memberMessageSchema,
  pointsSummarySchema,
  statementEntrySchema,
} from './loyalty-points.js';
export type { LevelsResponse, MemberMessage, PointsSummary, StatementEntry } from './loyalty-points.js';
export {
  LEVEL_REQUEST_STATUSES,
  adminSaleSchema,
  adminSalesQuerySchema,
  campaignCloseResponseSchema,
  levelRequestDecisionSchema,
  levelRequestSchema,
  levelRequestsQuerySchema,
  levelRequestsResponseSchema,
  memberBlockRequestSchema,
  memberBlockResponseSchema,
  pointsAdjustmentRequestSchema,
  pointsAdjustmentResponseSchema,
  saleAuditRequestSchema,
} from './loyalty-admin.js';
export type { AdminSale, CampaignCloseResponse, LevelRequestWire, SaleAuditRequest } from './loyalty-admin.js';
export {
  REWARD_SORTS,
  adminOrderSchema,
  adminOrdersResponseSchema,
  namedEntrySchema,
  orderHistoryEntrySchema,
  orderSchema,
  orderStatusChangeSchema,
  ordersQuerySchema,
  ordersResponseSchema,
  redeemRequestSchema,
  redeemResponseSchema,
  rewardSchema,
  rewardUserStateSchema,
  rewardsQuerySchema,
  rewardsResponseSchema,
  shippingAddressSchema,
} from './loyalty-rewards.js';
export type {
  OrderStatusChange,
  OrderWire,
  OrdersResponse,
  RedeemRequest,
  RedeemResponse,
  RewardWire,
  RewardsQuery,
  RewardsResponse,
  ShippingAddress,
} from './loyalty-rewards.js';
export {
  EVENT_STATUSES,
  attendanceSchema,
  checkInRequestSchema,
  loyaltyEventSchema,
  loyaltyEventsResponseSchema,
} from './loyalty-events.js';
export type { AttendanceWire, CheckInRequest, LoyaltyEventWire, LoyaltyEventsResponse } from './loyalty-events.js';
export { rankingAreaSchema, rankingEntrySchema, rankingQuerySchema, rankingResponseSchema } from './loyalty-ranking.js';
export type { RankingEntry, RankingResponse } from './loyalty-ranking.js';
export { FEED_ENTRY_KINDS, feedEntrySchema, feedResponseSchema } from './profile-feed.js';
export type { FeedEntry, FeedEntryKind, FeedResponse } from './profile-feed.js';
export {
  forumAuthorSchema,
  forumEventDataSchema,
  forumItemSchema,
  forumListSchema,
  forumQueuedReportSchema,
  forumReplyBodySchema,
  forumReplyPageSchema,
  forumReplySchema,
  forumReplyStatusChangeSchema,
  forumReportCreateSchema,
  forumReportDismissSchema,
  forumReportQueueSchema,
  forumReportSchema,
  forumSchema,
  forumTopicCreateSchema,
  forumTopicEditSchema,
  forumTopicPageSchema,
  forumTopicSchema,
  forumTopicStatusChangeSchema,
  forumTopicSummarySchema,
} from './forum.js';
export type {
  Forum,
  ForumEventData,
  ForumList,
  ForumQueuedReport,
  ForumReply,
  ForumReplyBody,
  ForumReplyPage,
  ForumReplyStatusChange,
  ForumReport,
  ForumReportCreate,
  ForumReportDismiss,
  ForumReportQueue,
  ForumTopic,
  ForumTopicCreate,
  ForumTopicEdit,
  ForumTopicPage,
  ForumTopicStatusChange,
  ForumTopicSummary,
} from './forum.js';
export {
  activityUnlockedEventDataSchema,
  attendanceLearnerSchema,
  attendanceSourceSchema,
  authorizationWriteSchema,
  classActivitySchema,
  classAttendanceSchema,
  INSTRUCTOR_CLASS_KINDS,
  instructorClassListSchema,
  instructorClassSchema,
  learnerPresentialEventSchema,
  presenceWriteSchema,
} from './instructor.js';
export type {
  ActivityUnlockedEventData,
  AttendanceLearner,
  AuthorizationWrite,
  ClassActivity,
  ClassAttendance,
  InstructorClass,
  InstructorClassKind,
  InstructorClassList,
  LearnerPresentialEvent,
  PresenceWrite,
} from './instructor.js';
export {
  TRAINING_RANKING_BASES,
  trainingRankingEntrySchema,
  trainingRankingQuerySchema,
  trainingRankingResponseSchema,
} from './training-ranking.js';
export type { TrainingRankingBasis, TrainingRankingEntry, TrainingRankingResponse } from './training-ranking.js';
export { pointsTransferRequestSchema, pointsTransferResponseSchema } from './loyalty-transfer.js';
export { portfolioCourseSchema, portfolioResponseSchema } from './portfolio.js';
export type { PortfolioCourse, PortfolioResponse } from './portfolio.js';
export type { PointsTransferRequest, PointsTransferResponse } from './loyalty-transfer.js';
export {
  adminCampaignInputSchema,
  adminCampaignPatchSchema,
  adminCampaignSchema,
  adminCampaignsResponseSchema,
  adminEventInputSchema,
  adminEventPatchSchema,
  adminEventSchema,
  adminEventsResponseSchema,
  adminRewardInputSchema,
  adminRewardPatchSchema,
  adminRewardSchema,
  adminRewardsResponseSchema,
  adminStoreInputSchema,
  adminStorePatchSchema,
  adminStoreSchema,
  adminStoresResponseSchema,
} from './loyalty-catalogue-admin.js';
export type {
  AdminCampaignWire,
  AdminEventWire,
  AdminRewardInput,
  AdminRewardWire,
  AdminStoreWire,
} from './loyalty-catalogue-admin.js';
export {
  isScormValue,
  isStorableText,
  SCORM_CMI_MAX_DEPTH,
  SCORM_VERSIONS,
  scormCmiSchema,
  scormCollectionSchema,
  scormCommitResultSchema,
  scormCommitSchema,
  scormRuntimeParamsSchema,
  scormRuntimeQuerySchema,
  scormRuntimeSchema,
  scoIdentifierSchema,
} from './scorm-runtime.js';
export type {
  ScormCmi,
  ScormCommit,
  ScormCommitResult,
  ScormRuntime,
  ScormValue,
  ScormVersion,
} from './scorm-runtime.js';
export {
  learnerPlaylistEpisodeBodySchema,
  learnerPlaylistEpisodeParamsSchema,
  learnerPlaylistEpisodeSchema,
  learnerPlaylistNameBodySchema,
  learnerPlaylistOrderBodySchema,
  learnerPlaylistParamsSchema,
  learnerPlaylistSchema,
  learnerPlaylistsSchema,
  listeningPositionBodySchema,
  listeningPositionParamsSchema,
  listeningPositionSchema,
} from './learner-playlists.js';
export type {
  LearnerPlaylist,
  LearnerPlaylistEpisode,
  LearnerPlaylistEpisodeBody,
  LearnerPlaylistNameBody,
  LearnerPlaylistOrderBody,
  LearnerPlaylists,
  ListeningPosition,
  ListeningPositionBody,
} from './learner-playlists.js';
export {
  surveyAnsweredSchema,
  surveyAnswerSchema,
  surveyAnswersBodySchema,
  surveyOptionSchema,
  surveyQuestionSchema,
  surveySchema,
  surveysResponseSchema,
  surveySummarySchema,
} from './surveys.js';
export {
  calendarQuerySchema,
  transmissionEventSchema,
  transmissionMediaSchema,
  transmissionMoveSchema,
  transmissionRecurrenceSchema,
  transmissionSchema,
} from './live-transmission.js';
export type {
  CalendarQuery,
  Transmission,
  TransmissionEvent,
  TransmissionMedia,
  TransmissionMove,
} from './live-transmission.js';
export {
  SENCE_SESSION_STATUSES,
  senceCloseBodySchema,
  senceCourseSchema,
  senceFormSchema,
  senceSessionSchema,
  senceStartBodySchema,
} from './sence.js';
export type {
  SenceCloseBody,
  SenceCourse,
  SenceForm,
  SenceSession,
  SenceSessionStatus,
  SenceStartBody,
} from './sence.js';
export type {
  Survey,
  SurveyAnswer,
  SurveyAnswered,
  SurveyAnswersBody,
  SurveyOption,
  SurveyQuestion,
  SurveysResponse,
  SurveySummary,
} from './surveys.js';

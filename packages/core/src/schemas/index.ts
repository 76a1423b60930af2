/**
 * Wire contract of the API (ARCHITECTURE §3): zod schemas of requests and answers, snake_case as on the
 * wire. Used by the API client to validate answers and, later, by the reference server to validate requests.
 */
export { apiErrorBodySchema, errorBodySchema, parseErrorBody, parseRefusalData } from './error-body';
export type { ApiErrorBody, RefusalData } from './error-body';
export type { ErrorBody } from './error-body';
export {
  passwordGrantRequestSchema,
  refreshGrantRequestSchema,
  tokenRequestSchema,
  tokenResponseSchema,
} from './token';
export type { PasswordGrantRequest, RefreshGrantRequest, TokenRequest, TokenResponse } from './token';
export { documentCountrySchema, documentFieldsSchema, documentShape, refineDocument } from './document';
export { alternativeLoginRequestSchema } from './alternative-login';
export type { AlternativeLoginRequest } from './alternative-login';
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
} from './recover-password';
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
} from './recover-password';
export { reloadUserTokensRequestSchema } from './reload-user-tokens';
export type { ReloadUserTokensRequest } from './reload-user-tokens';
export { trailCertificateRequestSchema } from './trail-certificate';
export type { TrailCertificateRequest } from './trail-certificate';
export { filesCompleteRequestSchema, filesCompleteResponseSchema } from './files-complete';
export type { FilesCompleteRequest, FilesCompleteResponse } from './files-complete';
export { itemIdSchema, downloadRequestSchema, offlineRecordSchema } from './offline-record';
export type { DownloadRequest, OfflineRecord } from './offline-record';
export { rankingEventDataSchema } from './ranking-event';
export type { RankingEventData } from './ranking-event';
export { meResponseSchema } from './me';
export type { MeResponse } from './me';
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
} from './params';
export type { ClientParamsWire, ClientQuery, ParamsResponse } from './params';
export { listEntrySchema, siteListsResponseSchema } from './site-lists';
export type { ListEntryWire, SiteListsResponse } from './site-lists';
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
} from './platform-content';
export type {
  CampaignsResponse,
  CampaignWire,
  FaqQuery,
  FaqResponse,
  InstitutionalPage,
  ModuleItemsResponse,
  WelcomeBannerResponse,
  WelcomeBannerWire,
} from './platform-content';
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
  webinarListQuerySchema,
  webinarSchema,
} from './catalogue';
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
  PresentialCatalog,
  PresentialCatalogDetail,
  PresentialCourse,
  PresentialCourseDetail,
  PresentialEvent,
  PresentialListQuery,
  Trail,
  TrailDetail,
  Webinar,
  WebinarListQuery,
} from './catalogue';
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
} from './account';
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
} from './account';
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
} from './loyalty-earning';
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
} from './loyalty-earning';
export {
  LEDGER_ENTRY_KINDS,
  LEDGER_SOURCE_TYPES,
  levelDefinitionSchema,
  levelsResponseSchema,
  memberMessageSchema,
  pointsSummarySchema,
  statementEntrySchema,
} from './loyalty-points';
export type { LevelsResponse, MemberMessage, PointsSummary, StatementEntry } from './loyalty-points';
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
} from './loyalty-admin';
export type { AdminSale, CampaignCloseResponse, LevelRequestWire, SaleAuditRequest } from './loyalty-admin';
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
} from './loyalty-rewards';
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
} from './loyalty-rewards';
export {
  EVENT_STATUSES,
  attendanceSchema,
  checkInRequestSchema,
  loyaltyEventSchema,
  loyaltyEventsResponseSchema,
} from './loyalty-events';
export type { AttendanceWire, CheckInRequest, LoyaltyEventWire, LoyaltyEventsResponse } from './loyalty-events';
export { rankingAreaSchema, rankingEntrySchema, rankingQuerySchema, rankingResponseSchema } from './loyalty-ranking';
export type { RankingEntry, RankingResponse } from './loyalty-ranking';
export { pointsTransferRequestSchema, pointsTransferResponseSchema } from './loyalty-transfer';
export { portfolioCourseSchema, portfolioResponseSchema } from './portfolio';
export type { PortfolioCourse, PortfolioResponse } from './portfolio';
export type { PointsTransferRequest, PointsTransferResponse } from './loyalty-transfer';
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
} from './loyalty-catalogue-admin';
export type {
  AdminCampaignWire,
  AdminEventWire,
  AdminRewardInput,
  AdminRewardWire,
  AdminStoreWire,
} from './loyalty-catalogue-admin';

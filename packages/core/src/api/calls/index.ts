/**
 * `@campus/core/api`: the typed calls of the Campus API, one function per endpoint, grouped by domain, and the
 * path table they share with the reference server. Every call takes the instance's client (`campus.api`) first,
 * validates the answer against its `@campus/core/schemas` schema and rejects with a `CampusError`
 * (`@campus/core`). The client itself (`createApiClient`, `ApiClient`) is in the root entry.
 * @packageDocumentation
 */

// The one path table (the server registers the same templates) and its parameter helper.
export {
  ACCOUNT_PATHS,
  ACHIEVEMENT_PATHS,
  ACTIVITY_PATHS,
  API_PATHS,
  ASSESSMENT_PATHS,
  GAME_PATHS,
  CATALOGUE_PATHS,
  FORUM_MODERATION_PATHS,
  FORUM_PATHS,
  INSTRUCTOR_PATHS,
  LIVE_CLASS_PATHS,
  LOYALTY_ADMIN_PATHS,
  LOYALTY_PATHS,
  pathTo,
  PLATFORM_PATHS,
  PODCAST_PATHS,
  PRESENTIAL_EVENT_PATHS,
  PROFILE_PATHS,
  DEV_SENCE_PATHS,
  SENCE_PATHS,
  SURVEY_PATHS,
} from '../paths.js';
export type { PathParamNames, PathParams } from '../paths.js';

// Options every typed call takes; writes add an idempotency key.
export type { TypedCallOptions } from './call-signal.js';
export type { WriteCallOptions } from './write-options.js';

// Sign-in and tokens (SPECIFICATION §7, §2 Login).
export { requestPasswordToken, requestRefreshGrant } from './token.js';
export { toSessionTokens } from '../session-tokens.js';
export { alternativeLogin } from './alternative-login.js';
export { reloadUserTokens } from './reload-user-tokens.js';
export {
  getPhoneNumberWithDocument,
  recoverPassword,
  sendRecoverPasswordCode,
  validateRecoverPasswordCode,
} from './recover-password.js';

// Accounts (docs/server.md "Accounts").
export {
  changePassword,
  checkPasswordLink,
  completeRegister,
  fetchMe,
  fetchParams,
  fetchProfile,
  fetchRegistrationOptions,
  firstAccess,
  logout,
  preRegister,
  register,
  setPasswordFromLink,
  updateProfile,
} from './accounts.js';
export type { RegistrationVariant } from './accounts.js';
export { acceptCookiesPolicy, deleteAccount, sendContactMessage } from './account-actions.js';
export type { ContactMessage } from './account-actions.js';
export { removeAvatar, uploadAvatar } from './avatar.js';
export type { AvatarUploadOptions } from './avatar.js';
export { sendPhoneVerificationCode, verifyPhoneCode } from './phone-verification.js';
export type { VerifyPhoneCodeResponse } from './phone-verification.js';

// Platform content of the reference site (home, faq, institutional pages) and the shared site lists.
export { fetchFaq, fetchInstitutionalPage, fetchWelcomeBanner } from './platform.js';
export type { FaqSearch } from './platform.js';
export { fetchSiteLists } from './site-lists.js';

// The learning catalogue (spec §2, §3, §4), its courses' activities, files and certificates, the portfolio.
export {
  CATALOGUE_PAGE_SIZE,
  CATALOGUE_TYPES,
  fetchCatalogueDetail,
  fetchCataloguePage,
  setCatalogueItemState,
} from './catalogue.js';
export type {
  CatalogueDetailOf,
  CatalogueDetailType,
  CatalogueListItem,
  CatalogueListQuery,
  CatalogueStateAction,
  CatalogueType,
} from './catalogue.js';
export { courseActivitiesPath, fetchCourseActivities } from './course-activities.js';
export { activityProgressPath, reportActivityProgress, syncScormCloudProgress } from './activity-progress.js';
export type { ProgressReportOptions } from './activity-progress.js';
export { ACTIVITY_HOLDER_KINDS, fetchItemActivities, itemActivitiesPath } from './item-activities.js';
export type { ActivityHolderKind } from './item-activities.js';
export { commitScormRuntime, fetchScormRuntime, launchActivity, scormRuntimePath } from './activity-player.js';
export type { ScormCommitOptions } from './activity-player.js';
export { completeFileDownload } from './files-complete.js';
export { downloadTrailCertificate } from './trail-certificate.js';
export {
  certificatePdfPath,
  certificateVerificationPath,
  downloadCertificate,
  fetchBadges,
  fetchCertificates,
  verifyCertificate,
} from './achievements.js';
export {
  answerReaction,
  fetchPendingDrills,
  fetchReaction,
  fetchTestOverview,
  saveTestAnswer,
  startTestAttempt,
  submitTestAttempt,
} from './assessments.js';
export { fetchGameOverview, sendGameMove, startGameAttempt } from './games.js';
// The learner's writes through the progress journal (kept on the device offline, sent in order later).
export {
  journalGameMove,
  journalProgressReport,
  journalScormCommit,
  journalTestAnswer,
  journalTestSubmit,
} from './journaled-writes.js';
export type { JournaledAttempt } from './journaled-writes.js';
export { fetchPortfolio, fetchPortfolioCourse } from './portfolio.js';

// The loyalty programme (docs/loyalty.md), earning side: points, levels, campaigns, sales, photos.
export {
  fetchCampaigns,
  fetchLevels,
  fetchPhotoLimits,
  fetchPhotoTypes,
  fetchPoints,
  fetchProducts,
  fetchSales,
  fetchStatementPage,
  fetchStatementSince,
  fetchStores,
  SALES_PAGE_SIZE,
  selectCampaign,
  STATEMENT_SINCE_MAX_PAGES,
  submitPhoto,
  submitSale,
} from './loyalty-earning.js';
export type {
  PhotoSubmission,
  SaleSubmission,
  SalesQuery,
  StatementQuery,
  StatementSince,
  WireId,
} from './loyalty-earning.js';

// The loyalty programme, spending side: rewards, orders, events, ranking, transfers.
export {
  checkInToEvent,
  fetchAllOrders,
  fetchEvents,
  fetchRanking,
  fetchReward,
  fetchRewards,
  fetchTrainingDone,
  redeemReward,
  REWARDS_PAGE_SIZE,
  transferPoints,
} from './loyalty-spending.js';
export type { CheckInCredential, RankingQuery, RewardQuery, RewardSort } from './loyalty-spending.js';

// The profile's lists (issue 25): internal messages, the activity feed and the training ranking.
export { fetchFeedPage, fetchMessagesPage, fetchTrainingRanking, markMessageRead } from './profile.js';
export type { FeedQuery, MessagesQuery, TrainingRankingQuery } from './profile.js';

// Instructors and in-person events (issue 26).
export {
  authorizeActivity,
  fetchClassAttendance,
  fetchInstructorClasses,
  fetchLearnerPresentialEvent,
  publishEventResults,
  setLearnerPresence,
} from './instructor.js';
export type { ClassRef } from './instructor.js';

// The forum with moderation (issue 24).
export {
  changeForumReplyStatus,
  changeForumTopicStatus,
  createForumReply,
  createForumTopic,
  deleteForumReply,
  deleteForumTopic,
  dismissForumReport,
  editForumReply,
  editForumTopic,
  fetchForum,
  fetchForumReplies,
  fetchForumReportQueue,
  fetchForums,
  fetchForumTopic,
  fetchForumTopics,
  reportForumPost,
} from './forum.js';
export type { ForumPageQuery } from './forum.js';

// Podcasts (issue 24): the list, search and detail, the learner's own playlists, listening positions.
export {
  addPlaylistEpisode,
  createLearnerPlaylist,
  deleteLearnerPlaylist,
  fetchLearnerPlaylists,
  fetchListeningPosition,
  fetchPodcastDetail,
  fetchPodcastsPage,
  PODCASTS_PAGE_SIZE,
  removePlaylistEpisode,
  renameLearnerPlaylist,
  reorderPlaylistEpisodes,
  saveListeningPosition,
  setPodcastFavorite,
} from './podcasts.js';
export type { PodcastListQuery } from './podcasts.js';

// The library (spec §2 library, library/{name}, libraries/{id}; §3 library filters) and the news (issue 24).
export {
  downloadLibraryFile,
  fetchLibraryFile,
  fetchLibraryPage,
  LIBRARY_PAGE_SIZE,
  libraryFileExists,
  libraryQuery,
} from './library.js';
export type { LibraryListFilter } from './library.js';
export { fetchNewsArticle, fetchNewsPage, NEWS_PAGE_SIZE } from './news.js';

// Surveys (issue 24): the caller's open surveys, one survey, the answers (once).
export { answerSurvey, fetchOpenSurveys, fetchSurvey } from './surveys.js';
// SENCE training sessions (issue 26): the course's codes and session, start and close through SENCE's pages.
export { closeSenceSession, fetchSenceCourse, startSenceSession, submitSenceForm } from './sence.js';
// Live transmissions and calendar export (issue 26, docs/server.md "Live classes").
export { downloadCalendar, fetchTransmission, moveTransmission } from './live-classes.js';
export { CALENDAR_KINDS, TRANSMISSION_HOLDER_KINDS, TRANSMISSION_KINDS } from '../live-class-paths.js';
export type { CalendarKind, TransmissionHolderKind, TransmissionKind } from '../live-class-paths.js';
